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

/** The one display form, e.g. `AD 5 12345`, `DXB AA 123`: how staff read it, stored as orders.car_plate. */
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
 * Reads an old free-text plate when its shape is clear: `AD 5 12345`, `Dubai A 12345`,
 * `5 12345` is not (which emirate?). Used by the migration of stored text and by search.
 */
export function parsePlateText(text: string): Plate | null {
  const words = toLatinDigits(text)
    .trim()
    .toUpperCase()
    .split(/[\s-]+/);
  if (words.length !== 3) return null;
  const [e, code, number] = words as [string, string, string];
  const emirate = (Object.keys(EMIRATE_ABBREVIATION) as Emirate[]).find((k) => EMIRATE_ABBREVIATION[k] === e);
  if (!emirate) return null;
  const plate = { emirate, code, number };
  return plateIssues(plate).length ? null : normalisePlate(plate);
}
