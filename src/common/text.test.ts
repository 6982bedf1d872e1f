import { describe, expect, it } from 'vitest';
import { MULTILINE_TEXT, normalizeCarPlate, SINGLE_LINE_TEXT, toLatinDigits } from './text';

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

describe('control characters (one rule for every schema)', () => {
  it('single-line text refuses every control character, a NUL and a line break included', () => {
    expect(SINGLE_LINE_TEXT.test('عصير مانجو — Mango 12%')).toBe(true);
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', '\u001b[31m', 'x\u007f'])
      expect(SINGLE_LINE_TEXT.test(bad)).toBe(false);
  });
  it('prose keeps line breaks and tabs, and refuses the other control characters', () => {
    expect(MULTILINE_TEXT.test('Line one\r\nسطر ثانٍ\tend')).toBe(true);
    for (const bad of ['a\u0000b', 'bell\u0007', 'x\u007f']) expect(MULTILINE_TEXT.test(bad)).toBe(false);
  });
});
