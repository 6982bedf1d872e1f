import { describe, expect, it } from 'vitest';
import type { Locale } from '@/common/locales';
import { DEFAULT_MONEY_FORMAT } from '@/common/money';
import { Z_COPY, zLines } from '@/features/shifts/server';
import { ticketBytes, ticketPng } from './render-ticket';
import { busyDay, busyShiftReport } from './ticket-samples-test-kit';
import { cutsIn, inkRuns, markupCells } from './ticket-layout-test-kit';
import { plain } from './ticket-markup';
import { closeTicket, type CloseSource } from './z-report-ticket';

const shopName = { ar: 'عصير للعصائر الطازجة', en: 'Aseer Fresh Juices' };
const ticket = (source: CloseSource, lang: Locale, cpl = 48) =>
  closeTicket(source, lang, { cpl, money: DEFAULT_MONEY_FORMAT, shopName: shopName[lang] });
/** What each column of each line prints. */
const texts = (markup: string, cpl = 48) => markupCells(markup, cpl).map((c) => c.text.trim());
/** Every word of `text` is printed (a label wrapped over two lines has its amount between its parts). */
const printsWords = (printed: string[], text: string) => {
  const words = new Set(printed.join(' ').split(' '));
  return text.split(' ').filter((w) => !words.has(w));
};

describe('the printed Z report and day close on the roll', () => {
  for (const lang of ['ar', 'en'] as const)
    for (const cpl of [48, 32])
      for (const [what, source] of [
        ['shift', { shift: busyShiftReport() }],
        ['day', { day: busyDay() }],
      ] as const)
        it(`keeps every text inside its column, no lone bracket (${what}, ${lang}, ${cpl} characters)`, () => {
          const cells = markupCells(ticket(source, lang, cpl), cpl);
          expect(cells.filter((c) => c.cells > c.room)).toEqual([]);
          const printed = cells.map((c) => c.text.trim());
          expect(printed.some((t) => /^[()]$/.test(t))).toBe(false);
          // Names and notes wrap between words: each word whole on one line.
          const words = printed.join(' ').split(' ');
          for (const word of what === 'shift' ? ['Fatima', 'Hosani', 'Falasi', 'dirhams'] : [])
            expect(words).toContain(word);
          if (what === 'day') expect(printsWords(printed, Z_COPY[lang].stillOpen)).toEqual([]);
        });

  for (const lang of ['ar', 'en'] as const)
    it(`prints no line over another (${lang})`, async () => {
      const runs = await inkRuns(ticketPng(ticket({ shift: busyShiftReport() }, lang), { paperWidth: 80 }));
      expect(runs.filter(([a, b]) => b - a + 1 > 48)).toEqual([]);
      expect(runs.length).toBeGreaterThan(45);
    });

  it('prints every line of the Z e-mail, in its words, under its method, with the corrected figures', () => {
    for (const lang of ['ar', 'en'] as const) {
      const report = busyShiftReport();
      const markup = ticket({ shift: report }, lang);
      const printed = texts(markup).join('\n');
      const c = Z_COPY[lang];
      expect(markup).toContain(`^^"${plain(c.title(12))}"`);
      expect(printed).toContain(Z_COPY[lang === 'ar' ? 'en' : 'ar'].title(12));
      // The orders handed over unpaid too, after the drawer, as the e-mail lists them.
      const lines = zLines(report.figures, lang, report.unpaidHandovers);
      expect(lines.at(-1)!.label).toContain('1042');
      for (const l of lines) {
        const line = l.count === null ? l.label : `${l.label} ×${l.count}`;
        expect(printsWords(texts(markup), line), line).toEqual([]);
        expect(texts(markup), l.method).toContain(l.method);
      }
      expect(printed).toContain(c.corrected);
      expect(printed).toContain('Five dirhams short');
    }
    const en = texts(ticket({ shift: busyShiftReport() }, 'en'));
    // Under "All methods": orders paid, then their amount; the drawer's difference on its own line.
    expect(en).toContain('Orders paid ×53');
    expect(en).toContain('AED 13,446.00');
    expect(en).toContain('AED -5.00');
    // Without adjustments: no corrected figures.
    const unadjusted = { ...busyShiftReport(), corrected: null };
    expect(texts(ticket({ shift: unadjusted }, 'en')).join('\n')).not.toContain(Z_COPY.en.corrected);
  });

  it('keeps a negative amount’s minus before its digits in Arabic', () => {
    const ar = ticket({ shift: busyShiftReport() }, 'ar');
    expect(ar).toContain('\u2066\\-5.00\u2069 د.إ');
  });

  it('names the day’s shifts and says when some are still open', () => {
    for (const lang of ['ar', 'en'] as const) {
      const c = Z_COPY[lang];
      const markup = ticket({ day: busyDay() }, lang);
      expect(markup).toContain(`^^"${plain(c.dayTitle('2026-11-28'))}"`);
      expect(printsWords(texts(markup), `${c.shift(12)} ${c.shift(13)} ${c.stillOpen}`)).toEqual([]);
      expect(printsWords(texts(markup), c.openShifts(1))).toEqual([]);
      expect(printsWords(texts(markup), c.cashMoved)).toEqual([]);
    }
  });

  for (const arabic of ['image', 'text'] as const)
    it(`is cut once (${arabic})`, () => {
      expect(cutsIn(ticketBytes(ticket({ day: busyDay() }, 'ar'), { paperWidth: 80, arabic }))).toBe(1);
    });
});
