import type { Locale } from '@/common/locales';

/**
 * Writing receiptline markup (https://github.com/receiptline/receiptline): `|` separates
 * columns, a column's spaces say its alignment (` text|` right, `|text ` left), `^` enlarges,
 * `"` is bold, `-` alone is a rule, `=` alone cuts the paper.
 */

/** Text as it is: every markup character escaped, line breaks and control characters made spaces. */
export function plain(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\\|{}\-=_"`^~]/g, (c) => `\\${c}`)
  );
}

/**
 * One line of columns in reading order: in Arabic the first column is on the right, so the
 * columns are written from the end and each one's alignment is mirrored. A column is text
 * (already escaped) and its side: `start`, `end` or `center`.
 */
export type Column = [text: string, side?: 'start' | 'end' | 'center'];

export function row(lang: Locale, ...columns: Column[]): string {
  const rtl = lang === 'ar';
  const cells = (rtl ? [...columns].reverse() : columns).map(([text, side = 'start']) => {
    const right = side === 'end' ? !rtl : side === 'start' ? rtl : null;
    if (right === null) return text;
    return right ? ` ${text}` : `${text} `;
  });
  return `|${cells.join('|')}|`;
}

/**
 * "Label: value" as two runs in reading order: the label bold first in English; in Arabic the
 * value is written first so that it sits to the left of the label (each run keeps its own
 * direction: a phone number or an English note inside Arabic stays whole and in order).
 */
export function labelled(lang: Locale, label: string, value: string, indent = ''): string {
  return lang === 'ar'
    ? `${plain(value)} "${indent}${plain(label)}:"`
    : `${indent}"${plain(label)}:" ${plain(value)}`;
}

/** Two spaces at the start of a column (`~` is a space that does not count as alignment). */
export const INDENT = '~~';

/** A whole line on the start side (right in Arabic). */
export const line = (lang: Locale, text: string) => row(lang, [text, 'start']);

/** Column widths for the next lines (`*` takes what is left), mirrored in Arabic. */
export function widths(lang: Locale, ...w: (number | '*')[]): string {
  return `{width:${(lang === 'ar' ? [...w].reverse() : w).join(',')}}`;
}

export const RULE = '-';
export const CUT = '=';
/** Back to one column over the whole width. */
export const FULL = '{width:*}';
