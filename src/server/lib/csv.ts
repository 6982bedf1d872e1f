import { stringify } from 'csv-stringify/sync';

/** A byte-order mark first, so Excel opens UTF-8 (Arabic names) correctly. */
const BOM = '\uFEFF';

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab / carriage return) as a formula:
 * text cells get a leading apostrophe, so a customer named "=HYPERLINK(…)" stays text.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers are written as numbers (a negative amount stays a number); text is what is at risk.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * An RFC 4180 CSV document (CRLF line ends, quotes where needed) with a header row, UTF-8 with
 * a BOM, every cell neutralised against formula injection.
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  return (
    BOM +
    stringify([header, ...rows.map((r) => r.map(neutraliseCell))], {
      record_delimiter: 'windows',
      quoted_match: /[",\r\n]/,
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
