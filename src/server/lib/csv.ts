import { stringify } from 'csv-stringify/sync';

/** A byte-order mark first, so Excel opens UTF-8 (Arabic names) correctly. */
const BOM = '\uFEFF';

/** What a spreadsheet reads as the start of a formula: = + - @, a tab, a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula starter after a separator a spreadsheet may split on (`;` in locales where the comma
 * is the decimal mark, `,`, a tab, a line break), spaces between allowed: `Ali;=1+1` opened by a
 * program that splits on `;` (or pasted into one) would make `=1+1` a cell of its own.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ \u00a0]*)(?=[=+\-@\t\r])/g;

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab / carriage return) as a formula:
 * text cells get a leading apostrophe, so a customer named "=HYPERLINK(…)" stays text; so does
 * every such starter after a separator inside the cell (`Ali;=1+1` → `Ali;'=1+1`), since a
 * program splitting on that separator would start a cell there (decision 067).
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers are written as numbers (a negative amount stays a number); text is what is at risk.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** A column of an export: its heading in both languages (the rows are in the screen's language). */
export interface CsvColumn {
  en: string;
  ar: string;
}

/** A heading as every export writes it: "Customer / العميل", one file read by either team. */
export const csvHeading = (c: CsvColumn) => `${c.en} / ${c.ar}`;

/**
 * An RFC 4180 CSV document (CRLF line ends) with a header row of bilingual headings, UTF-8 with a
 * BOM, every cell neutralised against formula injection. A cell holding a comma, a semicolon, a
 * tab, a quote or a line break is quoted: a spreadsheet that splits on `;` keeps `Ali;'=1+1` one cell.
 */
export function toCsv(columns: readonly CsvColumn[], rows: unknown[][]): string {
  return (
    BOM +
    stringify([columns.map(csvHeading), ...rows.map((r) => r.map(neutraliseCell))], {
      record_delimiter: 'windows',
      quoted_match: /[",;\t\r\n]/,
    })
  );
}

/** Headers for a CSV download named `filename`. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    'Cache-Control': 'no-store',
  };
}
