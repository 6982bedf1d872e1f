import { describe, expect, it } from 'vitest';
import type { OrderView } from '../orders.schema';
import { receiptEmail } from './receipt-email';

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
  totalFils: 123450,
  vatFils: 5879,
  vatRateBp: 500,
  employee: null,
  items: [{ productId: null, nameEn: 'Mango juice', nameAr: 'عصير مانجو', size: 'large', unitPriceFils: 123450, quantity: 1 }],
};

describe('the receipt e-mail', () => {
  it('shows money as today by default, and names the payment method in both languages', () => {
    const mail = receiptEmail('m@example.com', order, 'https://shop.example/orders/1');
    expect(mail.text).toContain('Total: AED 1,234.50');
    expect(mail.text).toContain('الإجمالي: 1,234.50 د.إ');
    expect(mail.text).toContain('Payment: Cash');
    expect(mail.text).toContain('الدفع: نقدًا');
  });

  it("follows the shop's money format: currency, position, separators and decimals", () => {
    const mail = receiptEmail('m@example.com', order, 'https://shop.example/orders/1', {
      currency: 'KWD',
      position: 'after',
      thousandSeparator: '.',
      decimalSeparator: ',',
      decimals: 3,
    });
    expect(mail.text).toContain('Total: 1.234,500 KWD');
    expect(mail.text).toContain('الإجمالي: د.ك 1.234,500');
    expect(mail.html).toContain('1.234,500 KWD');
    expect(mail.text).not.toContain('AED');
  });
});
