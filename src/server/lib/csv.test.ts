import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('CSV exports', () => {
  it('start with a BOM, quote per RFC 4180 and round-trip Arabic, commas, quotes and line breaks', () => {
    const rows = [['مريم الكعبي', 'a, "b"', 'line1\nline2', 12.5, null]];
    const csv = toCsv(['Name', 'Note', 'Text', 'Total', 'Empty'], rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('"a, ""b"""');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFName,Note,Text,Total,Empty');
    const parsed = parse(csv.slice(1)) as string[][];
    expect(parsed[1]).toEqual(['مريم الكعبي', 'a, "b"', 'line1\nline2', '12.5', '']);
  });

  it('neutralise cells a spreadsheet would run as formulas', () => {
    for (const bad of ['=1+1', '+971', '-2', '@SUM(A1)', '\tx']) expect(neutraliseCell(bad)).toBe(`'${bad}`);
    expect(neutraliseCell('Aseer')).toBe('Aseer');
    expect(neutraliseCell(-5)).toBe('-5');
  });
});
