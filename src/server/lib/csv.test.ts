import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('CSV exports', () => {
  it('start with a BOM, quote per RFC 4180 and round-trip Arabic, commas, quotes and line breaks', () => {
    const rows = [['مريم الكعبي', 'a, "b"', 'line1\nline2', 12.5, null]];
    const csv = toCsv(
      [
        { en: 'Name', ar: 'الاسم' },
        { en: 'Note', ar: 'ملاحظة' },
        { en: 'Text', ar: 'النص' },
        { en: 'Total', ar: 'الإجمالي' },
        { en: 'Empty', ar: 'فارغ' },
      ],
      rows,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('"a, ""b"""');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFName / الاسم,Note / ملاحظة,Text / النص,Total / الإجمالي,Empty / فارغ',
    );
    const parsed = parse(csv.slice(1)) as string[][];
    expect(parsed[1]).toEqual(['مريم الكعبي', 'a, "b"', 'line1\nline2', '12.5', '']);
  });

  it('neutralise cells a spreadsheet would run as formulas', () => {
    for (const bad of ['=1+1', '+971', '-2', '@SUM(A1)', '\tx']) expect(neutraliseCell(bad)).toBe(`'${bad}`);
    expect(neutraliseCell('Aseer')).toBe('Aseer');
    expect(neutraliseCell(-5)).toBe('-5');
  });

  it('neutralise a formula starter after any separator inside a cell, spaces between included', () => {
    expect(neutraliseCell('Ali;=1+1')).toBe("Ali;'=1+1");
    expect(neutraliseCell('a, +971 50')).toBe("a, '+971 50");
    expect(neutraliseCell('x\t@SUM(A1)')).toBe("x\t'@SUM(A1)");
    expect(neutraliseCell('line\n-2')).toBe("line\n'-2");
    expect(neutraliseCell('a\r\n=cmd')).toBe("a\r\n'=cmd");
    expect(neutraliseCell('=1;=2')).toBe("'=1;'=2");
    // Harmless text is left alone: a hyphen inside a word, an e-mail's @ not after a separator.
    expect(neutraliseCell('Al-Ain; a@b.ae')).toBe('Al-Ain; a@b.ae');
  });

  it('quote every cell holding a semicolon, a comma, a tab, a quote or a line break', () => {
    const csv = toCsv([{ en: 'A', ar: 'أ' }], [['Ali;=1+1'], ['a,b'], ['t\tx'], ['q"'], ['l\nm'], ['plain']]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(1, 4)).toEqual([`"Ali;'=1+1"`, '"a,b"', '"t\tx"']);
    expect(csv).toContain('"q"""');
    expect(csv).toContain('"l\nm"');
    expect(lines).toContain('plain');
    // A reader splitting on `;` outside quotes finds one cell per row.
    const parsed = parse(csv.slice(1), { delimiter: ';' }) as string[][];
    expect(parsed[1]).toEqual(["Ali;'=1+1"]);
  });
});
