import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { OrderReceipt } from '@/features/orders';
import type { Estimate, PlacedOrder } from '@/features/orders';
import type { Settings } from '../settings.admin.schema';
import type { StoreInfo } from '../settings.schema';
import { testPlate } from '@/server/testing/plate-test-kit';

let server: TestServer;
let admin: string;
let menu: Menu;
let defaults: Settings;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await signInAs(server, 'admin')).cookie;
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  defaults = (await (await callAs(server, '/api/admin/settings', { cookie: admin })).json()) as Settings;
});
afterAll(() => server.close());

type ErrorBody = {
  error: { code: string; message_en: string; message_ar: string; details?: { opensAt?: string } };
};

/** Saves `change` over the defaults and waits until the public store details show it. */
async function configure(change: (s: Settings) => Settings) {
  const next = change(structuredClone(defaults));
  const res = await callAs(server, '/api/admin/settings', { method: 'PUT', body: next, cookie: admin });
  expect(res.status).toBe(200);
  const want = JSON.stringify(next.maintenance);
  for (let i = 0; i < 50; i++) {
    const s = (await (await server.request('/api/store')).json()) as StoreInfo;
    if (
      JSON.stringify(s.maintenance) === want &&
      s.checkout.guestCheckout === next.checkout.guestCheckout &&
      s.tax.rateBp === next.tax.rateBp &&
      JSON.stringify(s.hours.days) === JSON.stringify(next.hours)
    )
      return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('settings never reached the store details');
}
const restore = () => configure((s) => s);

const orderBody = (over: Record<string, unknown> = {}) => {
  const p = menu.products.find((x) => !x.soldOut && x.sizes.some((s) => s.size === 'medium' && !s.soldOut))!;
  return {
    idempotencyKey: randomUUID(),
    name: 'Mariam',
    email: `guest.${randomUUID()}@example.com`,
    plate: testPlate('AD 1 12345'),
    paymentMethod: 'card',
    lines: [{ productId: p.id, size: 'medium', quantity: 2 }],
    locale: 'en',
    ...over,
  };
};
const place = (cookie?: string, over: Record<string, unknown> = {}) =>
  callAs(server, '/api/orders', { body: orderBody(over), cookie });

describe('settings that take effect', () => {
  it('guest checkout off: a guest is asked to sign in (both languages), a signed-in customer still orders', async () => {
    await configure((s) => ({ ...s, checkout: { ...s.checkout, guestCheckout: false } }));
    const refused = await place();
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error).toMatchObject({
      code: 'sign_in_required',
      message_en: expect.stringContaining('sign in'),
      message_ar: expect.stringContaining('تسجيل الدخول'),
    });
    const customer = await signInAs(server, 'customer');
    expect((await place(customer.cookie)).status).toBe(201);
    await restore();
    expect((await place()).status).toBe(201);
  });

  it('maintenance: customer writes answer 503 in both languages, reads and staff still work, and it lifts', async () => {
    await configure((s) => ({
      ...s,
      maintenance: { enabled: true, messageEn: 'Back at 5 PM.', messageAr: 'نعود الساعة 5 مساءً.' },
    }));
    const store = (await (await server.request('/api/store')).json()) as StoreInfo;
    expect(store.maintenance).toEqual({
      enabled: true,
      messageEn: 'Back at 5 PM.',
      messageAr: 'نعود الساعة 5 مساءً.',
    });
    const writes = [
      place(),
      callAs(server, '/api/account/signup', {
        body: {
          name: 'New',
          email: `n.${randomUUID()}@example.com`,
          password: 'secret-pass-1',
          confirmPassword: 'secret-pass-1',
        },
      }),
      callAs(server, '/api/contact', {
        body: { name: 'Sara', email: 'sara@example.com', message: 'Are you open today?' },
      }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(503);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe('maintenance');
      expect(body.error.message_ar).toContain('صيانة');
    }
    // Getting back in stays open (staff forget passwords during maintenance too).
    expect(
      (
        await callAs(server, '/api/account/password/forgot', {
          body: { email: `n.${randomUUID()}@example.com` },
        })
      ).status,
    ).toBe(202);
    // A signed-in customer is refused too; reading the menu is not.
    const customer = await signInAs(server, 'customer');
    expect((await place(customer.cookie)).status).toBe(503);
    expect((await server.request('/api/catalog/menu')).status).toBe(200);
    // Staff pass: they sign in, work in the back office and may test the checkout.
    const staff = await signInAs(server, 'staff');
    expect((await place(staff.cookie)).status).toBe(201);
    expect((await callAs(server, '/api/admin/settings', { cookie: admin })).status).toBe(200);
    await restore();
    expect((await place()).status).toBe(201);
  });

  it('the VAT rate of the settings is stored on the order; the TRN is printed on the receipt and in the e-mail', async () => {
    await configure((s) => ({ ...s, tax: { ...s.tax, rateBp: 1000, trn: '100123456700003' } }));
    const res = await place(undefined, { locale: 'ar' });
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as PlacedOrder;
    expect(order.vatRateBp).toBe(1000);
    expect(order.vatFils).toBe(Math.round((order.totalFils * 1000) / 11000));
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.vatRateBp).toBe(1000);
    const receipt = (await (
      await callAs(server, `/api/admin/orders/${order.id}/receipt`, { cookie: admin })
    ).json()) as OrderReceipt;
    expect(receipt.store.trn).toBe('100123456700003');
    expect(receipt.order.vatRateBp).toBe(1000);
    await server.drainMail();
    const outbox = path.join(server.dataDir, 'outbox');
    const mail = fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .find((m) => m.includes(order.shortId));
    expect(mail).toBeDefined();
    expect(mail).toContain('100123456700003');
    await restore();
    const later = (await (await place()).json()) as PlacedOrder;
    expect(later.order.vatRateBp).toBe(defaults.tax.rateBp);
  });

  it('opening hours per weekday: a closed day refuses the order with the next opening, in both languages', async () => {
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dubai', weekday: 'short' }).format(
      new Date(),
    );
    const d = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(today);
    await configure((s) => ({
      ...s,
      hours: s.hours.map((h, i) =>
        i === d ? { ...h, closed: true } : { closed: false, open: '00:00', close: '24:00' },
      ),
    }));
    const res = await place();
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('store_closed');
    expect(body.error.message_en).toBe('We are closed right now. We open again tomorrow at 12:00 AM.');
    expect(body.error.message_ar).toContain('غدًا');
    expect(new Date(body.error.details!.opensAt!).getTime()).toBeGreaterThan(Date.now());
    // Checkout says so before the customer fills anything in: the estimate carries the same sentence.
    const estimate = async () =>
      (await (
        await callAs(server, '/api/orders/estimate', { body: { lines: orderBody().lines } })
      ).json()) as Estimate;
    expect((await estimate()).closed).toEqual({
      opensAt: body.error.details!.opensAt,
      message: { en: body.error.message_en, ar: body.error.message_ar },
    });
    await restore();
    expect((await estimate()).closed).toBeNull();
    expect((await place()).status).toBe(201);
  });
});
