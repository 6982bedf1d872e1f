import { describe, expect, it } from 'vitest';
import type { OrderLineOption } from '@/common/order-line-option';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { OrderView } from '../orders.schema';
import { invoiceLine } from '../invoice-line';
import { receiptEmail } from './receipt-email';
import { lineSize } from '@/features/catalog/size-test-kit';

const opt = (
  groupNameEn: string,
  nameEn: string,
  nameAr: string,
  priceFils: number,
  isDefault = false,
): OrderLineOption => ({
  groupId: '00000000-0000-4000-8000-0000000000a1',
  groupNameEn,
  groupNameAr: groupNameEn,
  optionId: `00000000-0000-4000-8000-${String(nameEn.length).padStart(12, '0')}`,
  nameEn,
  nameAr,
  priceFils,
  isDefault,
});

/** A large orange (14.00) with no sugar, honey (+2.00) and normal ice (the default), twice. */
const orange = {
  productId: null,
  nameEn: 'Orange juice',
  nameAr: 'عصير برتقال',
  ...lineSize('large'),
  unitPriceFils: 1600,
  quantity: 2,
  options: [
    opt('Sugar', 'No sugar', 'بدون سكر', 0),
    opt('Ice', 'Normal ice', 'ثلج عادي', 0, true),
    opt('Add-ons', 'Honey', 'عسل', 200),
  ],
  note: 'Half the usual ice, please',
};
const order: OrderView = {
  id: '00000000-0000-4000-8000-000000000003',
  number: 1044,
  shortId: '#1044',
  status: 'pending',
  paymentMethod: 'card',
  paymentStatus: 'unpaid',
  createdAt: '2026-11-23T10:00:00.000Z',
  customerName: 'Mariam',
  carPlate: 'DXB AB 12345',
  plate: testPlate('DXB AB 12345'),
  arrivedAt: null,
  arrivalNote: null,
  approach: null,
  bayName: null,
  promisedAt: null,
  scheduledFor: null,
  readyInMinutes: null,
  late: false,
  statusAt: {
    awaiting_payment: null,
    scheduled: null,
    pending: '2026-11-23T10:00:00.000Z',
    processing: null,
    ready: null,
    completed: null,
    cancelled: null,
  },
  totalFils: 3200,
  vatFils: 152,
  vatRateBp: 500,
  employee: null,
  items: [orange],
};

describe('a line with options on the money documents', () => {
  it('reads as the size’s price plus its options: the defaults without a price are left out', () => {
    const line = invoiceLine(orange);
    expect(line.baseFils).toBe(1400);
    expect(line.options.map((o) => o.nameEn)).toEqual(['No sugar', 'Honey']);
    expect(line.baseFils + line.options.reduce((s, o) => s + o.priceFils, 0)).toBe(orange.unitPriceFils);
    // A priced default (almond milk made the default) is money: it is listed.
    const priced = invoiceLine({
      unitPriceFils: 1600,
      options: [opt('Milk', 'Almond milk', 'حليب اللوز', 200, true)],
    });
    expect([priced.baseFils, priced.options.map((o) => o.nameEn)]).toEqual([1400, ['Almond milk']]);
  });

  it('the receipt e-mail lists them in both languages, with the honey’s price, the unit price and the note', async () => {
    const mail = await receiptEmail('m@example.com', order, 'https://shop.example/o/1', { locale: 'en' });
    const text = mail.text;
    expect(text).toContain('2 × Orange juice (Large) \u2066AED 14.00\u2069 — AED 32.00');
    expect(text).toContain('  + No sugar\n  + Honey \u2066AED 2.00\u2069\n  = Each: \u2066AED 16.00\u2069');
    expect(text).toContain('  Note: \u2068Half the usual ice, please\u2069');
    expect(text).toContain('2 × عصير برتقال (كبير) \u206614.00 د.إ\u2069');
    expect(text).toContain(
      '  + بدون سكر\n  + عسل \u20662.00 د.إ\u2069\n  = سعر الوحدة: \u206616.00 د.إ\u2069',
    );
    expect(text).toContain('  ملاحظة: \u2068Half the usual ice, please\u2069');
    expect(text).not.toContain('Normal ice');
    expect(text).not.toContain('ثلج عادي');
    // The line's amount and the totals are as before: 2 × 16.00.
    expect(text).toContain('AED 32.00');
    for (const s of [
      '+ No sugar',
      '+ Honey',
      'AED 2.00',
      'Each:',
      'AED 16.00',
      '+ عسل',
      'Half the usual ice, please',
    ])
      expect(mail.html).toContain(s);
    expect(mail.html).not.toContain('Normal ice');
  });
});
