import type { Locale } from './locales';
import { toLatinDigits } from './text';

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

/** How each currency is named in each language (the Arabic abbreviations a Gulf receipt prints). */
const LABELS: Record<Currency, Record<Locale, string>> = {
  AED: { en: 'AED', ar: 'د.إ' },
  SAR: { en: 'SAR', ar: 'ر.س' },
  KWD: { en: 'KWD', ar: 'د.ك' },
};

export function currencyLabel(currency: Currency, locale: Locale): string {
  return (LABELS[currency] ?? LABELS.AED)[locale];
}

/**
 * The amount's digits: integer arithmetic on fils (hundredths of the currency), rounded half
 * up when fewer than two decimals are shown, so 0.15 never prints as 0.1.
 */
function digits(fils: number, f: MoneyFormat): string {
  const decimals = Math.min(3, Math.max(0, Math.trunc(f.decimals)));
  const abs = Math.abs(Math.round(fils));
  // Hundredths → the shown precision: divide (rounding) below 2 decimals, pad with zeros above.
  const scaled = decimals < 2 ? Math.round(abs / 10 ** (2 - decimals)) : abs * 10 ** (decimals - 2);
  const unit = 10 ** decimals;
  const whole = String(Math.floor(scaled / unit)).replace(/\B(?=(\d{3})+(?!\d))/g, f.thousandSeparator);
  const fraction = decimals ? f.decimalSeparator + String(scaled % unit).padStart(decimals, '0') : '';
  return `${fils < 0 && scaled > 0 ? '-' : ''}${whole}${fraction}`;
}

/**
 * Money is integer fils (1/100 of the shop's currency); formatting happens only at the edge.
 * Western digits in both languages, as printed on the shop's receipts and menu boards.
 *
 * `position` is where a reader meets the currency: before the amount or after it. Prices are
 * shown left-to-right inside `<bdi dir="ltr">`, and Arabic reads from the right, so in Arabic
 * "before" puts the label on the right (`12.50 د.إ`, today's default) and "after" on the left.
 */
export function formatMoney(
  fils: number,
  locale: Locale,
  format: MoneyFormat = DEFAULT_MONEY_FORMAT,
): string {
  const amount = digits(fils, format);
  const label = currencyLabel(format.currency, locale);
  const labelFirst = (format.position === 'before') === (locale === 'en');
  return labelFirst ? `${label} ${amount}` : `${amount} ${label}`;
}

/** Parses "12.50" / "12.5" / "12" into fils; returns null for anything else. */
export function parseAedToFils(text: string): number | null {
  // An Arabic keyboard types ٣٧٫٥٠: Arabic-Indic (or Persian) digits and the Arabic decimal separator.
  const typed = toLatinDigits(text).replace('٫', '.');
  const m = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(typed);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
