import { describe, expect, it } from 'vitest';
import { formatShopDate } from './dates';

describe('shop dates', () => {
  it('write the Asia/Dubai day with the month named, Western digits in Arabic', () => {
    // 21:15 UTC on 1 March is 01:15 on 2 March in Dubai.
    const late = '2025-03-01T21:15:00Z';
    expect(formatShopDate(late, 'en')).toBe('Mar 2, 2025');
    expect(formatShopDate(new Date(late), 'ar')).toBe('2 مارس 2025');
  });
});
