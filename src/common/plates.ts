import type { Emirate } from './domain';
import { toLatinDigits } from './text';

/**
 * UAE private car plates as they are written: an emirate, a code and a number of 1–5 digits.
 * Abu Dhabi and Sharjah use number codes (Abu Dhabi 1 and 4–21 and 50 today, Sharjah 1–4; we
 * accept any 1–99 so a new series is not refused); Dubai uses letters (A–Z, and two-letter
 * codes such as AA since 2023) and so do Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah
 * (one or two Latin letters). See docs/decisions/014.
 */
export interface Plate {
  emirate: Emirate;
  code: string;
  number: string;
}

export const PLATE_CODE_KIND: Record<Emirate, 'digits' | 'letters'> = {
  abu_dhabi: 'digits',
  dubai: 'letters',
  sharjah: 'digits',
  ajman: 'letters',
  umm_al_quwain: 'letters',
  ras_al_khaimah: 'letters',
  fujairah: 'letters',
};

/** The short Latin names printed with the plate on the board and receipts (one form in both languages). */
export const EMIRATE_ABBREVIATION: Record<Emirate, string> = {
  abu_dhabi: 'AD',
  dubai: 'DXB',
  sharjah: 'SHJ',
  ajman: 'AJM',
  umm_al_quwain: 'UAQ',
  ras_al_khaimah: 'RAK',
  fujairah: 'FUJ',
};

/** Trimmed, without inner spaces, Latin digits, upper-case letters. */
export function normalisePlatePart(s: string): string {
  return toLatinDigits(s).replace(/\s+/g, '').toUpperCase();
}

export function normalisePlate(p: { emirate: Emirate; code: string; number: string }): Plate {
  return { emirate: p.emirate, code: normalisePlatePart(p.code), number: normalisePlatePart(p.number) };
}

export type PlateIssue = { field: 'code' | 'number'; code: string };

/** What is wrong with a plate (after normalising), field by field; empty when it is valid. */
export function plateIssues(p: { emirate: Emirate; code: string; number: string }): PlateIssue[] {
  const { emirate, code, number } = normalisePlate(p);
  const issues: PlateIssue[] = [];
  if (!code) issues.push({ field: 'code', code: 'validation.required' });
  else if (PLATE_CODE_KIND[emirate] === 'digits' ? !/^[1-9][0-9]?$/.test(code) : !/^[A-Z]{1,2}$/.test(code))
    issues.push({
      field: 'code',
      code:
        PLATE_CODE_KIND[emirate] === 'digits' ? 'validation.plateCodeDigits' : 'validation.plateCodeLetters',
    });
  if (!number) issues.push({ field: 'number', code: 'validation.required' });
  else if (!/^[1-9][0-9]{0,4}$/.test(number))
    issues.push({ field: 'number', code: 'validation.plateNumber' });
  return issues;
}

/**
 * The one display form, e.g. `AD 5 12345`, `DXB AA 123`: how staff read it. The database draws the
 * same into `orders.car_plate` and `customers.car_plate` (`plate_text()`, migration 0029).
 */
export function formatPlate(p: Plate): string {
  return `${EMIRATE_ABBREVIATION[p.emirate]} ${p.code} ${p.number}`;
}

/** The plate of a stored row, or null for text typed before plates were structured. */
export function plateOfRow(r: {
  plateEmirate: Emirate | null;
  plateCode: string | null;
  plateNumber: string | null;
}): Plate | null {
  return r.plateEmirate && r.plateCode && r.plateNumber
    ? { emirate: r.plateEmirate, code: r.plateCode, number: r.plateNumber }
    : null;
}

/**
 * The names an emirate was typed with before plates were structured (spaces and hyphens left out,
 * upper case): the short name, the English and the Arabic name. Migration 0029 reads the same.
 */
const EMIRATE_NAMES: Record<Emirate, string[]> = {
  abu_dhabi: ['AD', 'ABUDHABI', 'أبوظبي', 'ابوظبي'],
  dubai: ['DXB', 'DUBAI', 'دبي'],
  sharjah: ['SHJ', 'SHARJAH', 'الشارقة'],
  ajman: ['AJM', 'AJMAN', 'عجمان'],
  umm_al_quwain: ['UAQ', 'UMMALQUWAIN', 'أمالقيوين', 'امالقيوين'],
  ras_al_khaimah: ['RAK', 'RASALKHAIMAH', 'رأسالخيمة', 'راسالخيمة'],
  fujairah: ['FUJ', 'FUJAIRAH', 'الفجيرة'],
};

/**
 * Reads a free-text plate when its shape is unmistakable: the emirate's short or full name (English
 * or Arabic), a code of that emirate's kind and a valid number: `AD 5 12345`, `Dubai A 12345`,
 * `dxb-aa-7`; `5 12345` is not (which emirate?). Migration 0029 read the stored text the same way
 * (decision 071); tests write their plates with it.
 */
export function parsePlateText(text: string): Plate | null {
  const m = /^(.*[^\s-])[\s-]+([A-Z]{1,2}|[1-9][0-9]?)[\s-]+([1-9][0-9]{0,4})$/.exec(
    toLatinDigits(text).trim().toUpperCase(),
  );
  if (!m) return null;
  const name = m[1]!.replace(/[\s-]+/g, '');
  const emirate = (Object.keys(EMIRATE_NAMES) as Emirate[]).find((k) => EMIRATE_NAMES[k].includes(name));
  if (!emirate) return null;
  const plate = { emirate, code: m[2]!, number: m[3]! };
  return plateIssues(plate).length ? null : normalisePlate(plate);
}
