import { describe, expect, it } from 'vitest';
import { EMIRATES } from './domain';
import { PlateSchema } from './plate-schema';
import { formatPlate, parsePlateText, plateIssues } from './plates';

const issues = (emirate: (typeof EMIRATES)[number], code: string, number: string) =>
  plateIssues({ emirate, code, number }).map((i) => `${i.field}:${i.code}`);

describe('UAE plates, emirate by emirate', () => {
  it('Abu Dhabi and Sharjah take number codes, not letters', () => {
    for (const emirate of ['abu_dhabi', 'sharjah'] as const) {
      expect(issues(emirate, '5', '12345')).toEqual([]);
      expect(issues(emirate, '50', '1')).toEqual([]);
      expect(issues(emirate, 'A', '12345')).toEqual(['code:validation.plateCodeDigits']);
      expect(issues(emirate, '0', '12345')).toEqual(['code:validation.plateCodeDigits']);
      expect(issues(emirate, '123', '12345')).toEqual(['code:validation.plateCodeDigits']);
    }
  });

  it('Dubai and the northern emirates take one or two Latin letters, not numbers', () => {
    for (const emirate of ['dubai', 'ajman', 'umm_al_quwain', 'ras_al_khaimah', 'fujairah'] as const) {
      expect(issues(emirate, 'A', '12345')).toEqual([]);
      expect(issues(emirate, 'aa', '7')).toEqual([]);
      expect(issues(emirate, '5', '12345')).toEqual(['code:validation.plateCodeLetters']);
      expect(issues(emirate, 'ABC', '12345')).toEqual(['code:validation.plateCodeLetters']);
      expect(issues(emirate, 'أ', '12345')).toEqual(['code:validation.plateCodeLetters']);
    }
  });

  it('the number has 1–5 digits and does not start with 0, in every emirate', () => {
    for (const emirate of EMIRATES) {
      const code = emirate === 'abu_dhabi' || emirate === 'sharjah' ? '1' : 'B';
      expect(issues(emirate, code, '1')).toEqual([]);
      expect(issues(emirate, code, '99999')).toEqual([]);
      expect(issues(emirate, code, '123456')).toEqual(['number:validation.plateNumber']);
      expect(issues(emirate, code, '0123')).toEqual(['number:validation.plateNumber']);
      expect(issues(emirate, code, '12a')).toEqual(['number:validation.plateNumber']);
      expect(issues(emirate, code, '')).toEqual(['number:validation.required']);
    }
  });

  it('Arabic-Indic and Eastern digits are read as Latin digits, spaces dropped, letters upper-cased', () => {
    expect(PlateSchema.parse({ emirate: 'abu_dhabi', code: '٥', number: '١٢٣ ٤٥' })).toEqual({
      emirate: 'abu_dhabi',
      code: '5',
      number: '12345',
    });
    expect(PlateSchema.parse({ emirate: 'sharjah', code: '۳', number: '۷۸۹' })).toEqual({
      emirate: 'sharjah',
      code: '3',
      number: '789',
    });
    expect(PlateSchema.parse({ emirate: 'dubai', code: ' aa ', number: '٧' })).toEqual({
      emirate: 'dubai',
      code: 'AA',
      number: '7',
    });
  });

  it('a bad combination names the field that is wrong', () => {
    const r = PlateSchema.safeParse({ emirate: 'dubai', code: '12', number: '123456' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['code', 'validation.plateCodeLetters'],
      ['number', 'validation.plateNumber'],
    ]);
    expect(PlateSchema.safeParse({ emirate: 'oman', code: 'A', number: '1' }).error!.issues[0]!.path).toEqual(
      ['emirate'],
    );
  });

  it('one display form, read back from old text when its shape is clear', () => {
    expect(formatPlate({ emirate: 'abu_dhabi', code: '5', number: '12345' })).toBe('AD 5 12345');
    expect(formatPlate({ emirate: 'ras_al_khaimah', code: 'K', number: '42' })).toBe('RAK K 42');
    expect(parsePlateText('dxb aa ١٢٣')).toEqual({ emirate: 'dubai', code: 'AA', number: '123' });
    expect(parsePlateText('AD 5 12345')).toEqual({ emirate: 'abu_dhabi', code: '5', number: '12345' });
    expect(parsePlateText('ABC 1234')).toBeNull();
    expect(parsePlateText('AD A 1')).toBeNull();
    expect(parsePlateText('دبي 12345')).toBeNull();
    // The emirate's English or Arabic name too, as profiles were typed (migration 0029 reads the same).
    expect(parsePlateText('Abu Dhabi 16 7310')).toEqual({ emirate: 'abu_dhabi', code: '16', number: '7310' });
    expect(parsePlateText('دبي K ٥٥١٢٠')).toEqual({ emirate: 'dubai', code: 'K', number: '55120' });
    expect(parsePlateText('umm-al-quwain b 4')).toEqual({ emirate: 'umm_al_quwain', code: 'B', number: '4' });
    expect(parsePlateText('Dubai 5 1')).toBeNull();
    expect(parsePlateText('RAK K 0123')).toBeNull();
  });
});
