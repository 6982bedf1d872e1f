import { describe, expect, it } from 'vitest';
import type { Locale } from '@/common/locales';
import { DEFAULT_MONEY_FORMAT } from '@/common/money';
import type { CreditNote } from '@/features/orders';
import { creditNoteTicket } from './credit-note-ticket';
import { ticketBytes, ticketPng } from './render-ticket';
import { busyCreditNote } from './ticket-samples-test-kit';
import { cutsIn, inkRuns, markupCells } from './ticket-layout-test-kit';

const ticket = (note: CreditNote, lang: Locale, cpl = 48) =>
  creditNoteTicket(note, lang, { cpl, money: DEFAULT_MONEY_FORMAT });
/** The printed words of a ticket, one entry per column of each line. */
const printed = (markup: string, cpl = 48) => markupCells(markup, cpl).map((c) => c.text.trim());

describe('the printed credit note on the roll', () => {
  for (const lang of ['ar', 'en'] as const)
    for (const cpl of [48, 32])
      it(`keeps every text inside its column and breaks only between words (${lang}, ${cpl} characters)`, () => {
        const markup = ticket(busyCreditNote(), lang, cpl);
        const cells = markupCells(markup, cpl);
        expect(cells.filter((c) => c.cells > c.room)).toEqual([]);
        const words = printed(markup, cpl).flatMap((t) => t.split(' '));
        // The customer's long name and the address's bracketed part: each word whole on a line.
        for (const word of ['Mohammed', 'Maktoum', 'Falasi']) expect(words).toContain(word);
        expect(printed(markup, cpl).some((t) => /^[()]$/.test(t))).toBe(false);
      });

  for (const lang of ['ar', 'en'] as const)
    it(`prints no line over another: each line of the picture is its own band of ink (${lang})`, async () => {
      const runs = await inkRuns(
        ticketPng(ticket(busyCreditNote({ cancelsOrder: true }), lang), { paperWidth: 80 }),
      );
      expect(runs.filter(([a, b]) => b - a + 1 > 48)).toEqual([]);
      // Two names, address, phone, the two titles, six facts, three amounts, reason and method, cancelled.
      expect(runs.length).toBeGreaterThan(18);
    });

  it('carries what the e-mailed credit note carries, the title and the shop in both languages', () => {
    const en = ticket(busyCreditNote(), 'en');
    const words = printed(en).join('\n');
    for (const text of [
      'Aseer Fresh Juices L.L.C.',
      'عصير للعصائر الطازجة ذ.م.م',
      'Tax Credit Note',
      'إشعار دائن ضريبي',
      'CN-0007',
      '100234567890003',
      '#1042',
      'For invoice',
      'Invoice date',
      '28 Nov 2026, 7:04 PM',
      'AED 13.33',
      'AED 0.67',
      'Total refunded',
      'AED 14.00',
      'Refunded by',
      'Apple Pay',
      '+971 4 123 4567',
    ])
      expect(words).toContain(text);
    // Staff's note for "other" follows the reason, wrapped between words.
    expect(words).toMatch(/Other: The second cup arrived/);
    expect(en).not.toContain('The order was cancelled.');
    expect(ticket(busyCreditNote({ cancelsOrder: true }), 'en')).toContain('The order was cancelled.');

    const ar = ticket(busyCreditNote({ reason: 'wrong_item', note: null, cancelsOrder: true }), 'ar');
    const arWords = printed(ar).join('\n');
    for (const text of [
      '^^"عصير للعصائر الطازجة ذ.م.م"',
      '^^"إشعار دائن ضريبي"',
      'Tax Credit Note',
      'أُلغي الطلب.',
    ])
      expect(ar).toContain(text);
    for (const text of [
      'رقم الإشعار',
      'عن الفاتورة',
      'إجمالي المبلغ المسترد',
      'صنف غير صحيح',
      'طريقة',
      '14.00 د.إ',
    ])
      expect(arWords).toContain(text);
    // The numbers stay whole and in order inside Arabic.
    expect(ar).toContain('\u200eCN\\-0007');
    expect(ar).toContain('\u200e#1042');
  });

  for (const arabic of ['image', 'text'] as const)
    it(`is cut once (${arabic})`, () => {
      expect(cutsIn(ticketBytes(ticket(busyCreditNote(), 'ar'), { paperWidth: 80, arabic }))).toBe(1);
    });
});
