import { describe, expect, it } from 'vitest';
import { starFills } from './star-fills';

describe('review stars', () => {
  it('fill whole stars, then a half star from x.5, the rest empty', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(1.5)).toEqual(['full', 'half', 'empty', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
