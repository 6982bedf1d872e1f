import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Settings } from '../settings.admin.schema';
import type { StoreInfo } from '../settings.schema';

let server: TestServer;
let admin: string;
let manager: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await signInAs(server, 'admin')).cookie;
  manager = (await signInAs(server, 'manager')).cookie;
});
afterAll(() => server.close());

const read = async (cookie = admin) =>
  (await (await callAs(server, '/api/admin/settings', { cookie })).json()) as Settings;
const save = (body: unknown, cookie = admin) =>
  callAs(server, '/api/admin/settings', { method: 'PUT', body, cookie });
/** The public store details once the change has been announced (NOTIFY → cache dropped). */
async function storeWhen(check: (s: StoreInfo) => boolean): Promise<StoreInfo> {
  for (let i = 0; i < 50; i++) {
    const s = (await (await server.request('/api/store')).json()) as StoreInfo;
    if (check(s)) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the store details never changed');
}

describe('GET/PUT /api/admin/settings', () => {
  it('starts from the defaults: AED before, 5% VAT included, guest checkout on, maintenance off, Arabic first', async () => {
    const s = await read();
    expect(s.money).toEqual({
      currency: 'AED',
      position: 'before',
      thousandSeparator: ',',
      decimalSeparator: '.',
      decimals: 2,
    });
    expect(s.tax).toEqual({ taxIncluded: true, rateBp: 500, trn: '' });
    expect(s.checkout).toMatchObject({
      guestCheckout: true,
      requireTerms: true,
      maxUnpaidDrinks: 20,
      maxUnpaidFils: 100_000,
    });
    expect(s.maintenance.enabled).toBe(false);
    expect(s.notifications).toEqual({ newOrder: true, lowStock: true });
    expect(s.general).toMatchObject({
      timezone: 'Asia/Dubai',
      defaultLanguage: 'ar',
      siteTitle: 'Aseer',
      siteTitleAr: 'عصير',
    });
    expect(s.kitchen).toEqual({ parallelOrders: 2 });
    expect(s.privacy).toEqual({ retentionDays: 180 });
    // The test server seeds OPENING_HOURS=00:00-24:00 (the older same-every-day shape).
    expect(s.hours).toHaveLength(7);
    expect(s.hours[5]).toEqual({ closed: false, open: '00:00', close: '24:00' });
  });

  it('saves the whole record and the storefront reads it (contact, money, tax, checkout, hours)', async () => {
    const s = await read();
    const next: Settings = {
      ...s,
      contact: {
        phone: '+971 4 222 3344',
        email: 'orders@aseer.ae',
        addressEn: 'Al Ain Road, Asharij',
        addressAr: 'شارع العين، عشارج',
      },
      money: {
        currency: 'SAR',
        position: 'after',
        thousandSeparator: ' ',
        decimalSeparator: ',',
        decimals: 3,
      },
      tax: { taxIncluded: true, rateBp: 750, trn: '100123456700003' },
      checkout: {
        guestCheckout: false,
        requireTerms: false,
        termsUrl: '/about',
        maxUnpaidDrinks: 35,
        maxUnpaidFils: 250_000,
      },
      hours: s.hours.map((d, i) => (i === 5 ? { closed: true, open: '09:00', close: '24:00' } : d)),
      kitchen: { parallelOrders: 4 },
      privacy: { retentionDays: 365 },
    };
    const res = await save(next);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(next);
    expect(await read()).toEqual(next);
    const store = await storeWhen((x) => x.contact.phone === '+971 4 222 3344');
    expect(store.contact.email).toBe('orders@aseer.ae');
    expect(store.money).toEqual(next.money);
    expect(store.tax).toEqual({ taxIncluded: true, rateBp: 750, trn: '100123456700003' });
    expect(store.checkout).toMatchObject({
      guestCheckout: false,
      maxUnpaidDrinks: 35,
      maxUnpaidFils: 250_000,
    });
    expect(store.hours.days[5]!.closed).toBe(true);
    const [hours] = await server.database.db.select().from(settings).where(eq(settings.key, 'store.hours'));
    expect(hours!.value).toMatchObject({ timezone: 'Asia/Dubai' });
    // Put back what this test changed.
    expect((await save(s)).status).toBe(200);
    await storeWhen((x) => x.contact.phone === s.contact.phone);
  });

  it('the shop has a name in each language; one saved before there were two is its name in both', async () => {
    const s = await read();
    // A record saved when the name was one field (the migration fills it in; a read does too).
    const { siteTitleAr: _, ...legacy } = { ...s.general, siteTitle: 'Juice Corner' };
    await server.database.db.update(settings).set({ value: legacy }).where(eq(settings.key, 'store.general'));
    await storeWhen((x) => x.general.siteTitle === 'Juice Corner');
    expect((await read()).general).toMatchObject({ siteTitle: 'Juice Corner', siteTitleAr: 'Juice Corner' });

    const res = await save({
      ...s,
      general: { ...s.general, siteTitle: 'Juice Corner', siteTitleAr: ' ركن العصير ' },
    });
    expect(res.status).toBe(200);
    const store = await storeWhen((x) => x.general.siteTitleAr === 'ركن العصير');
    expect(store.general).toMatchObject({ siteTitle: 'Juice Corner', siteTitleAr: 'ركن العصير' });
    expect((await save(s)).status).toBe(200);
  });

  it('clears a TRN (an older store.trn key does not come back)', async () => {
    const s = await read();
    await server.database.db
      .insert(settings)
      .values({ key: 'store.trn', value: '100000000000009' })
      .onConflictDoNothing();
    expect((await read()).tax.trn).toBe('100000000000009');
    expect((await save({ ...s, tax: { ...s.tax, trn: '' } })).status).toBe(200);
    expect((await read()).tax.trn).toBe('');
  });

  it('refuses bad and hostile values with 422 and field details, and changes nothing', async () => {
    const s = await read();
    const bad: [string, unknown][] = [
      ['tax.trn', { ...s, tax: { ...s.tax, trn: '12345' } }],
      ['tax.trn', { ...s, tax: { ...s.tax, trn: '1'.repeat(16) } }],
      ['tax.rateBp', { ...s, tax: { ...s.tax, rateBp: -1 } }],
      ['tax.taxIncluded', { ...s, tax: { ...s.tax, taxIncluded: false } }],
      ['tax.rateBp', { ...s, tax: { ...s.tax, rateBp: 1e12 } }],
      ['tax.rateBp', { ...s, tax: { ...s.tax, rateBp: 2.5 } }],
      ['contact.email', { ...s, contact: { ...s.contact, email: 'not-an-email' } }],
      ['contact.phone', { ...s, contact: { ...s.contact, phone: '' } }],
      ['contact.addressEn', { ...s, contact: { ...s.contact, addressEn: 'x'.repeat(301) } }],
      ['contact.addressAr', { ...s, contact: { ...s.contact, addressAr: 'عشارج\u0000' } }],
      ['general.siteTitle', { ...s, general: { ...s.general, siteTitle: 'A'.repeat(10_000) } }],
      // Each name in its own letters: a Latin name in the Arabic header is what issue 35 was about.
      ['general.siteTitleAr', { ...s, general: { ...s.general, siteTitleAr: 'Juice Corner' } }],
      ['general.siteTitleAr', { ...s, general: { ...s.general, siteTitleAr: '  ' } }],
      ['general.siteTitle', { ...s, general: { ...s.general, siteTitle: 'ركن العصير' } }],
      ['general.timezone', { ...s, general: { ...s.general, timezone: 'Europe/London' } }],
      ['general.defaultLanguage', { ...s, general: { ...s.general, defaultLanguage: 'fr' } }],
      ['general.siteLogo', { ...s, general: { ...s.general, siteLogo: '/media/../../etc/passwd' } }],
      ['general.siteLogo', { ...s, general: { ...s.general, siteLogo: 'javascript:alert(1)' } }],
      ['maintenance.messageEn', { ...s, maintenance: { ...s.maintenance, messageEn: '   ' } }],
      ['money.decimals', { ...s, money: { ...s.money, decimals: 9 } }],
      ['money.currency', { ...s, money: { ...s.money, currency: 'USD' } }],
      [
        'money.decimalSeparator',
        { ...s, money: { ...s.money, thousandSeparator: '.', decimalSeparator: '.' } },
      ],
      ['checkout.termsUrl', { ...s, checkout: { ...s.checkout, termsUrl: 'javascript:alert(1)' } }],
      ['checkout.termsUrl', { ...s, checkout: { ...s.checkout, termsUrl: '//evil.example/terms' } }],
      ['checkout.maxUnpaidDrinks', { ...s, checkout: { ...s.checkout, maxUnpaidDrinks: 0 } }],
      ['checkout.maxUnpaidDrinks', { ...s, checkout: { ...s.checkout, maxUnpaidDrinks: 2.5 } }],
      ['checkout.maxUnpaidDrinks', { ...s, checkout: { ...s.checkout, maxUnpaidDrinks: 5000 } }],
      ['arrival.lng', { ...s, arrival: { ...s.arrival, lat: 24.2192, lng: null } }],
      ['arrival.lat', { ...s, arrival: { ...s.arrival, lat: 91, lng: 55.7236 } }],
      ['arrival.lng', { ...s, arrival: { ...s.arrival, lat: 24.2192, lng: -180.5 } }],
      ['arrival.startMinutes', { ...s, arrival: { ...s.arrival, startMinutes: 0 } }],
      ['arrival.startMinutes', { ...s, arrival: { ...s.arrival, startMinutes: 31 } }],
      ['checkout.maxUnpaidFils', { ...s, checkout: { ...s.checkout, maxUnpaidFils: 99 } }],
      ['checkout.maxUnpaidFils', { ...s, checkout: { ...s.checkout, maxUnpaidFils: 1e11 } }],
      ['checkout.maxUnpaidFils', { ...s, checkout: { ...s.checkout, maxUnpaidFils: undefined } }],
      [
        'hours.2.open',
        {
          ...s,
          hours: s.hours.map((d, i) => (i === 2 ? { closed: false, open: '24:00', close: '10:00' } : d)),
        },
      ],
      [
        'hours.4.close',
        {
          ...s,
          hours: s.hours.map((d, i) => (i === 4 ? { closed: false, open: '10:00', close: '9:00' } : d)),
        },
      ],
      ['hours.3.open', { ...s, hours: s.hours.map((d, i) => (i === 3 ? { ...d, open: '25:00' } : d)) }],
      ['hours', { ...s, hours: s.hours.map((d) => ({ ...d, closed: true })) }],
      ['hours', { ...s, hours: s.hours.slice(0, 6) }],
      ['notifications.newOrder', { ...s, notifications: { ...s.notifications, newOrder: 'yes' } }],
      // "Order status" was removed (it switched nothing): it is no longer accepted.
      ['notifications', { ...s, notifications: { ...s.notifications, orderStatus: true } }],
      ['general.extra', { ...s, general: { ...s.general, extra: 1 } }],
      ['kitchen.parallelOrders', { ...s, kitchen: { parallelOrders: 0 } }],
      ['kitchen.parallelOrders', { ...s, kitchen: { parallelOrders: 1.5 } }],
      ['kitchen.parallelOrders', { ...s, kitchen: { parallelOrders: 21 } }],
      ['privacy.retentionDays', { ...s, privacy: { retentionDays: 7 } }],
      ['privacy.retentionDays', { ...s, privacy: { retentionDays: '180' } }],
      ['privacy.retentionDays', { ...s, privacy: { retentionDays: 4000 } }],
      ['privacy', { ...s, privacy: undefined }],
    ];
    for (const [path, body] of bad) {
      const res = await save(body);
      expect(res.status, path).toBe(422);
      const json = (await res.json()) as { error: { code: string; details: { path: string }[] } };
      expect(json.error.code).toBe('validation_failed');
      expect(json.error.details.map((d) => d.path).join(' '), path).toContain(
        path === 'general.extra' ? 'general' : path,
      );
    }
    for (const body of [{}, [], 'x', null]) expect((await save(body)).status).toBe(422);
    expect(await read()).toEqual(s);
  });

  it('is for owners and admins only', async () => {
    expect((await callAs(server, '/api/admin/settings')).status).toBe(401);
    expect((await callAs(server, '/api/admin/settings', { cookie: manager })).status).toBe(403);
    const staff = (await signInAs(server, 'staff')).cookie;
    const customer = (await signInAs(server, 'customer')).cookie;
    for (const cookie of [staff, customer, manager]) {
      const res = await save(await read(), cookie);
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('forbidden');
    }
    const owner = (await signInAs(server, 'owner')).cookie;
    expect((await callAs(server, '/api/admin/settings', { cookie: owner })).status).toBe(200);
  });
});
