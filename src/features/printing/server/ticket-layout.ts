import type { Locale } from '@/common/locales';
import { plain, row, widths, type Column } from './ticket-markup';

/**
 * Word wrapping for the money documents on the roll. receiptline breaks a column's text at its
 * width wherever that falls ("(Sma" / "ll)", "موظف المبي" / "عات"); here every text is broken
 * between words before it reaches receiptline, so each printed line is whole words and fits its
 * column (a word longer than the column, a long e-mail say, is cut as it must be).
 */

/**
 * The cells a text takes: one per character, direction marks included, as receiptline measures
 * it (its `measureText`): a mark not counted here made a line one cell too long, and receiptline
 * broke its last word ("Al Maktoum A" / "l").
 */
export const cellsOf = (text: string) => [...text].length;

export function wrapWords(text: string, width: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let word of words) {
    while (cellsOf(word) > width) {
      // A word wider than the column: what fits beside the current line, then whole lines of it.
      const room = current ? width - cellsOf(current) - 1 : width;
      if (room < 4) {
        if (current) lines.push(current);
        current = '';
        continue;
      }
      const chars = [...word];
      lines.push(current ? `${current} ${chars.slice(0, room).join('')}` : chars.slice(0, room).join(''));
      current = '';
      word = chars.slice(room).join('');
    }
    if (!current) current = word;
    else if (cellsOf(current) + 1 + cellsOf(word) <= width) current = `${current} ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

/** Column widths as receiptline gives them: `*` takes what is left after the others and one space between each two. */
export function resolveWidths(cpl: number, widths: (number | '*')[]): number[] {
  const fixed = widths.reduce<number>((sum, w) => sum + (w === '*' ? 0 : w), 0);
  const rest = cpl - fixed - (widths.length - 1);
  return widths.map((w) => (w === '*' ? rest : w));
}

/** One column of a grid line: its text as it is (escaped here), its side, and how it is set. */
export interface Cell {
  text: string;
  side?: Column[1];
  bold?: boolean;
  /** Double height (receiptline's `^^`): the width a character takes stays the same. */
  big?: boolean;
  /** Two spaces before each of its lines. */
  indent?: boolean;
}

/**
 * A line of columns (reading order) whose texts wrap between words inside their column: as many
 * markup lines as its tallest column, each column on its own side. `widths` as given to `widths()`.
 */
export function grid(lang: Locale, cpl: number, widths: (number | '*')[], ...cells: Cell[]): string[] {
  const sizes = resolveWidths(cpl, widths);
  const wrapped = cells.map((c, i) => wrapWords(c.text, (sizes[i] ?? cpl) - (c.indent ? 2 : 0)));
  const height = Math.max(...wrapped.map((w) => w.length));
  return Array.from({ length: height }, (_, n) =>
    row(
      lang,
      ...cells.map((c, i): Column => {
        const text = wrapped[i]![n] ?? '';
        if (!text) return ['', c.side];
        const body = c.bold ? `"${plain(text)}"` : plain(text);
        return [`${c.indent ? '~~' : ''}${c.big ? '^^' : ''}${body}`, c.side];
      }),
    ),
  );
}

/**
 * A whole-width text (an address, a title), wrapped between words, each line centred;
 * `style` is receiptline's prefix (`^^"` … for a large bold title) and its closing.
 */
export function centred(
  text: string,
  cpl: number,
  style: { open: string; close: string } = NO_STYLE,
): string[] {
  return wrapWords(text, cpl).map((l) => `${style.open}${plain(l)}${style.close}`);
}

const NO_STYLE = { open: '', close: '' };
export const BIG_BOLD = { open: '^^"', close: '"' };

/** The money documents' label column ("Date", "Customer" …) and their amounts' column, in characters. */
export const LABEL = 14;
export const TOTAL = 14;

/** "Label  value" lines: the label in its column (start side), the value beside it (end side), both wrapped. */
export function labelRows(lang: Locale, cpl: number, rows: [label: string, value: string][]): string[] {
  return [
    widths(lang, LABEL, '*'),
    ...rows.flatMap(([label, value]) =>
      grid(lang, cpl, [LABEL, '*'], { text: label }, { text: value, side: 'end' }),
    ),
  ];
}
