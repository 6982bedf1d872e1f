import { describe, expect, it } from 'vitest';
import type { CreditNote } from '../orders.money.schema';
import { creditNoteEmail } from './credit-note-email';

const note: CreditNote = {
  id: '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4',
  number: 12,
  amountFils: 2100,
  vatFils: 100,
  netFils: 2000,
  method: 'cash',
  cancelsOrder: false,
  reason: 'wrong_item',
  note: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  byName: 'Mona',
  order: {
    id: '6b4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4',
    number: 1042,
    createdAt: '2026-11-25T09:00:00.000Z',
    customerName: 'Sara',
    customerEmail: 'sara@example.com',
    carPlate: 'AD 5 12345',
    totalFils: 4200,
    vatRateBp: 500,
    status: 'completed',
  },
  shop: {
    legalNameEn: 'Aseer Juices L.L.C.',
    legalNameAr: 'عصير للعصائر ذ.م.م',
    addressEn: 'Al Ain',
    addressAr: 'العين',
    phone: '+971 3 000 0000',
    trn: '100123456700003',
  },
};

describe('the credit note e-mail', () => {
  it('carries what a UAE tax credit note needs, in both languages, the order’s first', async () => {
    const mail = await creditNoteEmail('sara@example.com', note, 'ar');
    expect(mail.subject).toBe(
      'إشعار دائن \u200ECN-0012\u200E لطلبك \u200E#1042\u200E | Credit note CN-0012 for your order #1042',
    );
    expect(mail.text.indexOf('إشعار دائن ضريبي')).toBeLessThan(mail.text.indexOf('Tax Credit Note'));
    for (const fact of [
      'عصير للعصائر ذ.م.م',
      'Aseer Juices L.L.C.',
      '100123456700003',
      'CN-0012',
      '#1042',
      'Amount without VAT: \u2066AED 20.00\u2069',
      'VAT refunded: \u2066AED 1.00\u2069',
      'Total refunded: \u2066AED 21.00\u2069',
      'Reason: \u2066Wrong item\u2069',
      'Refunded by: \u2066Cash\u2069',
    ])
      expect(mail.text, fact).toContain(fact);
    expect(mail.html).toContain('dir="rtl" lang="ar"');
    expect(mail.html).toContain('Tax Credit Note');
  });
});
