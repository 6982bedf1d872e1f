import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_INFO } from '@/features/settings';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { OrderView } from '../orders.schema';
import { receiptEmail, type ReceiptOptions } from './receipt-email';
import { lineSize } from '@/features/catalog/size-test-kit';

const order: OrderView = {
  id: '00000000-0000-4000-8000-000000000002',
  number: 1043,
  shortId: '#1043',
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
  totalFils: 5850,
  vatFils: 279,
  vatRateBp: 500,
  employee: null,
  items: [
    {
      productId: null,
      nameEn: 'Mango juice',
      nameAr: 'عصير مانجو',
      ...lineSize('large'),
      unitPriceFils: 1800,
      quantity: 2,
      options: [],
      note: null,
    },
    {
      productId: null,
      nameEn: 'Fruit salad',
      nameAr: 'سلطة فواكه',
      ...lineSize('small'),
      unitPriceFils: 2250,
      quantity: 1,
      options: [],
      note: null,
    },
  ],
};
const TRACKING = 'https://aseer.example/orders/00000000-0000-4000-8000-000000000002?key=abc_DEF-123';
const shop: ReceiptOptions = {
  trn: '100234567890003',
  contact: DEFAULT_STORE_INFO.contact,
  logoUrl: 'https://aseer.example/icon-192.png',
};

/** The HTML without React's `<!-- -->` between neighbouring texts. */
const unsplit = (html: string) => html.replace(/<!-- -->/g, '');

/** Where each language's receipt begins in a body: the index of its greeting. */
const starts = (body: string) => ({
  ar: body.indexOf('شكرًا لطلبك من «عصير»'),
  en: body.indexOf('Thank you for your order at Aseer'),
});

describe('the designed receipt e-mail', () => {
  it('puts Arabic first for an order placed in Arabic (subject, html and text)', async () => {
    const mail = await receiptEmail('m@example.com', order, TRACKING, { ...shop, locale: 'ar' });
    expect(mail.subject).toBe('تأكيد طلبك #1043 من «عصير» | Your Aseer order confirmation #1043');
    for (const body of [mail.html!, mail.text]) {
      const at = starts(body);
      expect(at.ar).toBeGreaterThan(-1);
      expect(at.ar).toBeLessThan(at.en);
    }
    expect(mail.html).toMatch(/^<!DOCTYPE html[^>]*><html dir="rtl" lang="ar"/);
    expect(mail.html).toContain('dir="rtl" lang="ar"');
  });

  it('an order for later says the time chosen, in both languages (decision 079)', async () => {
    const later = { ...order, status: 'scheduled' as const, scheduledFor: '2026-12-01T14:30:00.000Z' };
    const mail = await receiptEmail('m@example.com', later, TRACKING, { ...shop, locale: 'en' });
    // 14:30 UTC is 6:30 PM in the shop's time zone (Asia/Dubai).
    expect(mail.text).toMatch(
      /We have your order for [^\n]*6:30\s?PM: we start preparing it in time for you\./,
    );
    expect(mail.text).toMatch(/استلمنا طلبك لموعد [^\n]*6:30[^\n]*، وسنبدأ تحضيره ليكون جاهزًا في موعدك\./);
    expect(mail.html).toContain('we start preparing it in time for you');
    const now = await receiptEmail('m@example.com', order, TRACKING, { ...shop, locale: 'en' });
    expect(now.text).toContain('We have your order and are getting it ready.');
  });

  it('puts English first for an order placed in English', async () => {
    const mail = await receiptEmail('m@example.com', order, TRACKING, { ...shop, locale: 'en' });
    expect(mail.subject).toBe('Your Aseer order confirmation #1043 | تأكيد طلبك #1043 من «عصير»');
    for (const body of [mail.html!, mail.text]) {
      const at = starts(body);
      expect(at.en).toBeGreaterThan(-1);
      expect(at.en).toBeLessThan(at.ar);
    }
    expect(mail.html).toMatch(/<html dir="ltr" lang="en"/);
  });

  it('is an order confirmation while unpaid, never a tax invoice: what to pay, when, and that the invoice follows', async () => {
    const mail = await receiptEmail('m@example.com', order, TRACKING, { ...shop, locale: 'ar' });
    for (const body of [unsplit(mail.html!), mail.text]) {
      for (const s of ['Order Confirmation', 'تأكيد الطلب', 'Card · Unpaid', 'بطاقة · غير مدفوع'])
        expect(body).toContain(s);
      expect(body).toContain('You pay when we bring the order to your car.');
      expect(body).toContain('we e-mail you the tax invoice once you have paid');
      expect(body).toContain('نرسل إليك الفاتورة الضريبية بالبريد الإلكتروني بعد الدفع');
      expect(body).not.toMatch(/Tax Invoice|«فاتورة ضريبية»|>فاتورة ضريبية</);
    }
    expect(mail.html).not.toContain('>Tax Invoice<');
    expect(mail.html).not.toContain('>فاتورة ضريبية<');
  });

  it('is the tax invoice once paid: its own subject, paid, no "you pay at the car", no "I\'m Here"', async () => {
    const paid = { ...order, status: 'completed' as const, paymentStatus: 'paid' as const };
    const mail = await receiptEmail('m@example.com', paid, TRACKING, { ...shop, locale: 'ar' });
    expect(mail.subject).toBe('الفاتورة الضريبية لطلبك #1043 من «عصير» | Your Aseer tax invoice #1043');
    for (const body of [unsplit(mail.html!), mail.text]) {
      for (const s of [
        'Tax Invoice',
        'فاتورة ضريبية',
        'Card · Paid',
        'بطاقة · مدفوع',
        'Here is the tax invoice',
      ])
        expect(body).toContain(s);
      expect(body).not.toContain('Order Confirmation');
      expect(body).not.toContain('You pay when');
      expect(body).not.toContain("tap I'm Here");
      expect(body).toContain(TRACKING.replace(/&/g, body === mail.text ? '&' : '&amp;'));
    }
  });

  it('carries the tax invoice in html and text: TRN, shop, lines, total before VAT, VAT, total, tracking link', async () => {
    const mail = await receiptEmail('m@example.com', order, TRACKING, { ...shop, locale: 'ar' });
    const html = mail.html!;
    for (const body of [html, mail.text]) {
      for (const s of [
        '100234567890003',
        '+971 2 555 0199',
        DEFAULT_STORE_INFO.contact.addressEn,
        DEFAULT_STORE_INFO.contact.addressAr,
      ]) {
        expect(body).toContain(s);
      }
      for (const s of [
        'Mango juice',
        'عصير مانجو',
        'Large',
        'كبير',
        'Fruit salad',
        'سلطة فواكه',
        'AED 36.00',
        '36.00 د.إ',
      ])
        expect(body).toContain(s);
      for (const s of [
        'Total excluding VAT',
        'AED 55.71',
        'VAT 5% (included)',
        'AED 2.79',
        'AED 58.50',
        'ضريبة القيمة المضافة 5٪ (مشمولة)',
        '58.50 د.إ',
      ]) {
        expect(body).toContain(s);
      }
      for (const s of ['Card', 'بطاقة', '#1043', 'DXB AB 12345']) expect(body).toContain(s);
    }
    expect(mail.text).toContain(TRACKING);
    // The button and the plain link, in each language.
    expect(html.split(`href="${TRACKING}"`).length - 1).toBe(4);
    expect(html).toContain('>Track your order<');
    expect(html).toContain('>تتبّع طلبك<');
    expect(html).toContain('src="https://aseer.example/icon-192.png"');
  });

  it('leaves out the TRN line while the shop has none', async () => {
    const mail = await receiptEmail('m@example.com', order, TRACKING, { ...shop, trn: null });
    expect(mail.text).not.toContain('TRN');
    expect(mail.html).not.toContain('TRN');
    expect(mail.html).not.toContain('الرقم الضريبي');
  });

  it('isolates the plate, the order number and the name, and puts no letter-spacing anywhere', async () => {
    const mail = await receiptEmail('m@example.com', order, TRACKING, { ...shop, locale: 'ar' });
    expect(mail.html).toContain('<bdi dir="ltr" style="unicode-bidi:isolate">#1043</bdi>');
    expect(mail.html).toMatch(/<bdi dir="ltr" style="[^"]*">DXB AB 12345<\/bdi>/);
    expect(mail.html).toContain('<bdi dir="auto" style="unicode-bidi:isolate">Mariam</bdi>');
    expect(mail.html).not.toMatch(/letter-spacing/i);
    expect(mail.text).toContain('\u2066#1043\u2069');
    expect(mail.text).toContain('\u2068Mariam\u2069'); // first-strong: a name may be either direction
  });

  it('escapes what the customer typed: a name holding markup stays text', async () => {
    const name = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const mail = await receiptEmail(
      'm@example.com',
      { ...order, customerName: name, carPlate: '<b>AD</b> 1' },
      TRACKING,
      shop,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>AD</b>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it("never makes a link of the customer's name or notes, in the HTML or the text part", async () => {
    const mail = await receiptEmail(
      'm@example.com',
      {
        ...order,
        customerName: 'Claim your prize at www.evil.example',
        items: order.items.map((it, i) => ({ ...it, note: i ? 'see https://evil.example/x' : 'evil.com' })),
      },
      TRACKING,
      shop,
    );
    for (const body of [mail.text, unsplit(mail.html!)]) {
      expect(body).not.toMatch(/www\.evil|evil\.(example|com)|https:\/\/evil/);
      expect(body).toContain('www.\u2060evil.\u2060example');
      expect(body).toContain('https:\u2060//evil.\u2060example/x');
      // The shop's own link still is one.
      expect(body).toContain(TRACKING.replaceAll('&', body === mail.text ? '&' : '&amp;'));
    }
  });

  it('names the shop by its site title once set (subject, body and frame), with its logo', async () => {
    const mail = await receiptEmail('m@example.com', order, TRACKING, {
      ...shop,
      locale: 'en',
      shopName: { en: 'Juice Garage', ar: 'كراج العصير' },
      logoUrl: 'https://aseer.example/media/logo.png',
    });
    expect(mail.subject).toBe('Your Juice Garage order confirmation #1043 | تأكيد طلبك #1043 من كراج العصير');
    expect(mail.text).toContain('Juice Garage | Order Confirmation');
    expect(mail.text).toContain('Thank you for your order at Juice Garage, ');
    expect(mail.text).toContain('شكرًا لطلبك من كراج العصير، ');
    expect(mail.text).not.toMatch(/order at Aseer|من عصير/);
    expect(mail.html).toContain('https://aseer.example/media/logo.png');
    expect(mail.html).not.toContain('>Aseer<');
  });
});
