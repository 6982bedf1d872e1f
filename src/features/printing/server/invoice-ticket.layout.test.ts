import { describe, expect, it } from 'vitest';
import type { Locale } from '@/common/locales';
import { receiptFacts } from '@/features/orders/server';
import { DEFAULT_STORE_INFO } from '@/features/settings';
import type { OrderView } from '@/features/orders';
import { invoiceTicket } from './invoice-ticket';
import { ticketBytes, ticketPng } from './render-ticket';
import { busyOrder } from './ticket-samples-test-kit';
import { cutsIn, inkRuns, markupCells } from './ticket-layout-test-kit';

const other = (lang: Locale): Locale => (lang === 'ar' ? 'en' : 'ar');
function ticket(order: OrderView, lang: Locale, cpl = 48) {
  const f = receiptFacts(order, '', lang, {
    trn: '100234567890003',
    contact: DEFAULT_STORE_INFO.contact,
    shopName: { ar: 'عصير للعصائر الطازجة ذ.م.م', en: 'Aseer Fresh Juices L.L.C.' },
  });
  return invoiceTicket(f, {
    cpl,
    otherTitle: receiptFacts(order, '', other(lang), {}).title,
    creditNotes: (order.creditNotes ?? []).map((number) => ({ number, amount: 'AED 14.00' })),
  });
}
const partlyRefunded = busyOrder({ refundedFils: 1400, creditNotes: ['CN-0007'] });

describe('the printed invoice on the roll', () => {
  for (const lang of ['ar', 'en'] as const)
    for (const cpl of [48, 32])
      it(`keeps every text inside its column and breaks only between words (${lang}, ${cpl} characters)`, () => {
        const cells = markupCells(ticket(partlyRefunded, lang, cpl), cpl);
        const over = cells.filter((c) => c.cells > c.room);
        expect(over).toEqual([]);
        const printed = cells.map((c) => c.text);
        // The name that used to lose its bracket to the next line: each word whole on one line.
        for (const word of (lang === 'ar'
          ? 'سلطة فواكه مع آيس كريم (صغير)'
          : 'Fruit salad with ice cream (Small)'
        ).split(' '))
          expect(printed.some((t) => t.split(' ').includes(word))).toBe(true);
        expect(printed.some((t) => t.split(' ').includes('Falasi'))).toBe(true);
        expect(printed.some((t) => /^\($|^\)$/.test(t.trim()))).toBe(false);
      });

  for (const lang of ['ar', 'en'] as const)
    it(`prints no line over another: each line of the picture is its own band of ink (${lang})`, async () => {
      const runs = await inkRuns(ticketPng(ticket(partlyRefunded, lang), { paperWidth: 80 }));
      // An enlarged line is at most 46 px of ink; two lines run together are taller.
      const merged = runs.filter(([a, b]) => b - a + 1 > 48);
      expect(merged).toEqual([]);
      // Name, address, phone, TRN, the two titles and the order's facts: all apart.
      expect(runs.length).toBeGreaterThan(35);
    });

  it('lists its credit notes and says what was refunded, in both languages', () => {
    expect(ticket(partlyRefunded, 'en')).toMatch(/"Credit notes"[\s\S]*CN\\-0007 \| AED 14\.00/);
    expect(ticket(partlyRefunded, 'en')).toContain('Apple Pay · Partly refunded');
    expect(ticket(partlyRefunded, 'ar')).toContain('"الإشعارات الدائنة"');
    expect(ticket(partlyRefunded, 'ar')).toContain('Apple Pay · مُسترد جزئيًا');
    const refunded = busyOrder({ refundedFils: 10550, creditNotes: ['CN-0008'] });
    expect(ticket(refunded, 'en')).toContain('Apple Pay · Refunded');
    expect(ticket(refunded, 'en')).not.toMatch(/\bPaid\b/);
    expect(ticket(refunded, 'ar')).toContain('Apple Pay · مُسترد');
    expect(ticket(refunded, 'ar')).not.toContain('مدفوع');
  });

  it('is a tax invoice once paid or handed over, an order confirmation before', () => {
    const open = busyOrder({ status: 'processing', paymentStatus: 'unpaid' });
    expect(ticket(open, 'en')).toContain('^^"Order Confirmation"');
    expect(ticket(open, 'en')).not.toContain('Tax Invoice');
    expect(ticket(open, 'ar')).toContain('^^"تأكيد الطلب"');
    expect(ticket(busyOrder(), 'en')).toContain('^^"Tax Invoice"\nفاتورة ضريبية');
    expect(ticket(busyOrder({ paymentStatus: 'unpaid' }), 'ar')).toContain('^^"فاتورة ضريبية"\nTax Invoice');
  });

  for (const arabic of ['image', 'text'] as const)
    it(`is cut once (${arabic})`, () => {
      expect(cutsIn(ticketBytes(ticket(partlyRefunded, 'ar'), { paperWidth: 80, arabic }))).toBe(1);
    });
});
