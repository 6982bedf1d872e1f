import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { settings } from '@/server/db/schema';
import { callAs } from '@/server/testing/sessions-test-kit';
import { createTestServer } from '@/server/testing/server-test-kit';
import type { OrderView } from '../orders.schema';
import { receiptEmail } from './receipt-email';
import { testPlate } from '@/server/testing/plate-test-kit';
import { lineSize } from '@/features/catalog/size-test-kit';

const order: OrderView = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 1042,
  shortId: '#1042',
  status: 'pending',
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  createdAt: '2026-11-23T10:00:00.000Z',
  customerName: 'Mariam',
  carPlate: 'AD 1 2345',
  plate: testPlate('AD 1 2345'),
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
  totalFils: 123450,
  vatFils: 5879,
  vatRateBp: 500,
  employee: null,
  items: [
    {
      productId: null,
      nameEn: 'Mango juice',
      nameAr: 'عصير مانجو',
      ...lineSize('large'),
      unitPriceFils: 123450,
      quantity: 1,
      options: [],
      note: null,
    },
  ],
};

describe('the receipt e-mail', () => {
  it('shows money as today by default, and names the payment method in both languages', async () => {
    const mail = await receiptEmail('m@example.com', order, 'https://shop.example/orders/1');
    expect(mail.text).toContain('Total: AED 1,234.50');
    expect(mail.text).toContain('الإجمالي: 1,234.50 د.إ');
    expect(mail.text).toContain('Payment: Cash');
    expect(mail.text).toContain('الدفع: نقدًا');
  });

  it("tells the customer to tap I'm here on the tracking page when they arrive, in both languages, with the plate isolated", async () => {
    const mail = await receiptEmail('m@example.com', order, 'https://shop.example/orders/1?key=k');
    expect(mail.text).toContain('واضغط «وصلت»');
    expect(mail.text).toContain("tap I'm Here");
    expect(mail.html).toContain('href="https://shop.example/orders/1?key=k"');
    expect(mail.text).toContain('\u2066AD 1 2345\u2069');
  });

  it("carries the payment method's instructions in both languages (e.g. the shop's IBAN for a transfer)", async () => {
    const transfer = { ...order, paymentMethod: 'bank_transfer' as const };
    const mail = await receiptEmail('m@example.com', transfer, 'https://shop.example/orders/1', {
      instructions: { en: 'IBAN AE07 0331 2345 6789 0123 456', ar: 'الآيبان AE07 0331 2345 6789 0123 456' },
    });
    expect(mail.text).toContain('Payment: Bank transfer');
    expect(mail.text).toContain('IBAN AE07 0331 2345 6789 0123 456');
    expect(mail.html).toContain('الآيبان AE07 0331 2345 6789 0123 456');
  });

  it("follows the shop's money format: currency, position, separators and decimals", async () => {
    const mail = await receiptEmail('m@example.com', order, 'https://shop.example/orders/1', {
      money: {
        currency: 'KWD',
        position: 'after',
        thousandSeparator: '.',
        decimalSeparator: ',',
        decimals: 3,
      },
    });
    expect(mail.text).toContain('Total: 1.234,500 KWD');
    expect(mail.text).toContain('الإجمالي: د.ك 1.234,500');
    expect(mail.html).toContain('1.234,500 KWD');
    expect(mail.text).not.toContain('AED');
  });
});

describe('an order placed while the shop shows money its own way', () => {
  it('gets a receipt e-mail in the stored format', async () => {
    const server = await createTestServer();
    try {
      await server.database.db.insert(settings).values({
        key: 'store.money',
        value: {
          currency: 'SAR',
          position: 'after',
          thousandSeparator: ' ',
          decimalSeparator: ',',
          decimals: 2,
        },
      });
      const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
      const product = menu.products.find((p) => !p.soldOut && p.sizes.length > 0)!;
      const email = `sar.${randomUUID()}@example.com`;
      const res = await callAs(server, '/api/orders', {
        body: {
          idempotencyKey: randomUUID(),
          name: 'Mariam',
          email,
          plate: testPlate('AD 1 2345'),
          paymentMethod: 'card',
          lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 1 }],
          locale: 'en',
        },
      });
      expect(res.status).toBe(201);
      const { order } = (await res.json()) as { order: OrderView };
      await server.drainMail();
      const dir = path.join(server.dataDir, 'outbox');
      const mail = fs
        .readdirSync(dir)
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        .find((m) => m.includes(email))!;
      const amount = `${Math.floor(order.totalFils / 100)},${String(order.totalFils % 100).padStart(2, '0')}`;
      expect(mail).toContain(`Total: ${amount} SAR`);
      expect(mail).not.toContain('AED');
    } finally {
      await server.close();
    }
  });
});
