import { describe, expect, it } from 'vitest';
import { formatAed, parseAedToFils } from './money';

describe('formatAed', () => {
  it('prefixes AED in English and suffixes the dirham sign in Arabic, two decimals', () => {
    expect(formatAed(1250, 'en')).toBe('AED 12.50');
    expect(formatAed(1250, 'ar')).toBe('12.50 د.إ');
    expect(formatAed(800, 'en')).toBe('AED 8.00');
    expect(formatAed(5, 'ar')).toBe('0.05 د.إ');
  });
});

describe('parseAedToFils', () => {
  it('reads whole and decimal amounts without floating-point error', () => {
    expect(parseAedToFils('12.50')).toBe(1250);
    expect(parseAedToFils('0.1')).toBe(10);
    expect(parseAedToFils('19.99')).toBe(1999);
    expect(parseAedToFils('7')).toBe(700);
  });
  it('rejects anything else', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1,5']) expect(parseAedToFils(bad)).toBeNull();
  });
});
