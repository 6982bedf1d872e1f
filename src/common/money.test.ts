import { describe, expect, it } from 'vitest';
import { currencyLabel, DEFAULT_MONEY_FORMAT, formatMoney, parseAedToFils, type MoneyFormat } from './money';

const fmt = (over: Partial<MoneyFormat>): MoneyFormat => ({ ...DEFAULT_MONEY_FORMAT, ...over });

describe('formatMoney with the default format', () => {
  it('prefixes AED in English and suffixes the dirham sign in Arabic, two decimals (as before settings existed)', () => {
    expect(formatMoney(1250, 'en')).toBe('AED 12.50');
    expect(formatMoney(800, 'en')).toBe('AED 8.00');
    expect(formatMoney(5, 'ar')).toBe('0.05 د.إ');
    expect(formatMoney(0, 'en')).toBe('AED 0.00');
    expect(formatMoney(1250, 'en', DEFAULT_MONEY_FORMAT)).toBe('AED 12.50');
    expect(formatMoney(1250, 'ar')).toBe('12.50 د.إ');
  });
  it('groups thousands with a comma', () => {
    expect(formatMoney(123456789, 'en')).toBe('AED 1,234,567.89');
    expect(formatMoney(100000, 'ar')).toBe('1,000.00 د.إ');
    expect(formatMoney(99999, 'en')).toBe('AED 999.99');
  });
});

describe('formatMoney with the shop’s format', () => {
  it('puts the label after the amount, or (Arabic, read from the right) on the other side', () => {
    expect(formatMoney(1250, 'en', fmt({ position: 'after' }))).toBe('12.50 AED');
    expect(formatMoney(1250, 'ar', fmt({ position: 'after' }))).toBe('د.إ 12.50');
  });
  it('names SAR and KWD in both languages', () => {
    expect(formatMoney(1250, 'en', fmt({ currency: 'SAR' }))).toBe('SAR 12.50');
    expect(formatMoney(1250, 'ar', fmt({ currency: 'SAR' }))).toBe('12.50 ر.س');
    expect(formatMoney(1250, 'en', fmt({ currency: 'KWD', decimals: 3 }))).toBe('KWD 12.500');
    expect(formatMoney(1250, 'ar', fmt({ currency: 'KWD', decimals: 3 }))).toBe('12.500 د.ك');
    expect(currencyLabel('AED', 'ar')).toBe('د.إ');
    expect(currencyLabel('KWD', 'en')).toBe('KWD');
  });
  it('uses the chosen separators', () => {
    const european = fmt({ thousandSeparator: '.', decimalSeparator: ',' });
    expect(formatMoney(123456789, 'en', european)).toBe('AED 1.234.567,89');
    expect(formatMoney(123456789, 'en', fmt({ thousandSeparator: ' ' }))).toBe('AED 1 234 567.89');
    expect(formatMoney(123456789, 'en', fmt({ thousandSeparator: '' }))).toBe('AED 1234567.89');
  });
  it('shows 0 to 3 decimals, rounding half up without floating-point slips', () => {
    expect(formatMoney(1250, 'en', fmt({ decimals: 0 }))).toBe('AED 13');
    expect(formatMoney(1249, 'en', fmt({ decimals: 0 }))).toBe('AED 12');
    expect(formatMoney(15, 'en', fmt({ decimals: 1 }))).toBe('AED 0.2');
    expect(formatMoney(1234, 'en', fmt({ decimals: 1 }))).toBe('AED 12.3');
    expect(formatMoney(5, 'en', fmt({ decimals: 3 }))).toBe('AED 0.050');
    expect(formatMoney(123456700, 'ar', fmt({ decimals: 0 }))).toBe('1,234,567 د.إ');
    expect(formatMoney(0, 'ar', fmt({ decimals: 0 }))).toBe('0 د.إ');
  });
  it('keeps the sign of a negative amount (a refund) and never prints -0', () => {
    expect(formatMoney(-1250, 'en')).toBe('AED -12.50');
    expect(formatMoney(-1, 'en', fmt({ decimals: 0 }))).toBe('AED 0');
  });
});

describe('parseAedToFils', () => {
  it('reads whole and decimal amounts without floating-point error', () => {
    expect(parseAedToFils('12.50')).toBe(1250);
    expect(parseAedToFils('0.1')).toBe(10);
    expect(parseAedToFils('19.99')).toBe(1999);
    expect(parseAedToFils('7')).toBe(700);
    // What an Arabic keyboard types: the same amounts in Arabic-Indic digits and the Arabic decimal separator.
    expect(parseAedToFils('٥٠')).toBe(5000);
    expect(parseAedToFils('٣٧٫٥')).toBe(3750);
    expect(parseAedToFils('۱۲.۵۰')).toBe(1250);
    expect(parseAedToFils('1,000')).toBeNull();
  });
  it('rejects anything else', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1,5']) expect(parseAedToFils(bad)).toBeNull();
  });
});
