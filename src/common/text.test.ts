import { describe, expect, it } from 'vitest';
import { normalizeCarPlate, toLatinDigits } from './text';

describe('car plates', () => {
  it('normalises Arabic-Indic digits, spaces and case', () => {
    expect(normalizeCarPlate('  ab ١٢٣٤٥ ')).toBe('AB 12345');
    expect(normalizeCarPlate('۱۲۳\t  x')).toBe('123 X');
    expect(toLatinDigits('٠٩')).toBe('09');
  });
  it('keeps Arabic letters as they are', () => {
    expect(normalizeCarPlate('أ ٧٧')).toBe('أ 77');
  });
});
