import type { Locale } from './locales';

/** Money is integer fils (1 AED = 100 fils). Formatting happens only at the edge. */
export function formatAed(fils: number, locale: Locale): string {
  const amount = (fils / 100).toFixed(2);
  // Western digits in both languages, as printed on the shop's receipts and menu boards.
  return locale === 'ar' ? `${amount} د.إ` : `AED ${amount}`;
}

/** Parses "12.50" / "12.5" / "12" into fils; returns null for anything else. */
export function parseAedToFils(text: string): number | null {
  const m = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** The shop's money display (Settings → Store): currency code, where it goes, separators, decimals. */
export const CURRENCIES = ['AED', 'SAR', 'KWD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export interface MoneyFormat {
  currency: Currency;
  position: 'before' | 'after';
  thousandSeparator: string;
  decimalSeparator: string;
  /** 0–3 digits after the separator. */
  decimals: number;
}
export const DEFAULT_MONEY_FORMAT: MoneyFormat = {
  currency: 'AED',
  position: 'before',
  thousandSeparator: ',',
  decimalSeparator: '.',
  decimals: 2,
};
