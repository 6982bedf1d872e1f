import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-cache';

describe('cached Intl formatters', () => {
  it('build one formatter per locale and options, and format as a fresh one would', () => {
    const options = { timeZone: 'Asia/Dubai', hour: 'numeric', minute: '2-digit' } as const;
    const a = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { ...options })).toBe(a);
    expect(dateTimeFormat('ar-AE', options)).not.toBe(a);
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'UTC' })).not.toBe(a);
    const at = new Date('2026-03-02T05:07:00Z');
    expect(a.format(at)).toBe(new Intl.DateTimeFormat('en-US', options).format(at));
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(at)).toBe('5:07 AM');
    expect(a.format(at)).toBe('9:07 AM');
  });

  it('collators too', () => {
    expect(collator('ar')).toBe(collator('ar'));
    expect(collator('ar')).not.toBe(collator('en'));
    expect(['b', 'a', 'C'].sort(collator('en').compare)).toEqual(['a', 'b', 'C']);
  });

  it('numbers too', () => {
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en-US'));
    expect(numberFormat('en-US').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1,235');
  });
});
