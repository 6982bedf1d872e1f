import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { settings } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { PaymentOption } from '../payment-gateways';
import type { GatewayList, GatewayUpdateInput, GatewayView } from '../payments.schema';
import { GATEWAYS_KEY } from './payments.service';
import { testPlate } from '@/server/testing/plate-test-kit';

let server: TestServer;
let owner: string;
let menu: Menu;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await signInAs(server, 'owner')).cookie;
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
});
afterAll(() => server.close());
// Every test starts from the defaults (nothing stored).
beforeEach(async () => {
  const announced = new Promise<void>((resolve) => {
    const off = server.hub.subscribe('settings', (key) => key === GATEWAYS_KEY && (off(), resolve()));
  });
  const deleted = await server.database.db.delete(settings).where(eq(settings.key, GATEWAYS_KEY)).returning();
  // The public list is cached until the change is announced (as another server process would hear it).
  if (deleted.length) await announced;
});

const SECRET = 'sk_live_51HvT9qKz0PAYMENTSECRETzZ9x7Q';
const gateways = async (cookie = owner) => {
  const res = await callAs(server, '/api/admin/payments/gateways', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as GatewayList).gateways;
};
const gateway = async (id: string) => (await gateways()).find((g) => g.id === id)!;
/** The editor's body for a gateway as it is now, with changes. */
const bodyOf = (g: GatewayView, over: Partial<GatewayUpdateInput> = {}): GatewayUpdateInput => {
  const { id: _id, name: _name, connection: _connection, ...fields } = g;
  return { ...fields, ...over };
};
const save = (id: string, body: unknown, cookie = owner) =>
  callAs(server, `/api/admin/payments/gateways/${id}`, { method: 'PUT', body, cookie });
const toggle = (id: string, isEnabled: boolean, cookie = owner) =>
  callAs(server, `/api/admin/payments/gateways/${id}`, { method: 'PATCH', body: { isEnabled }, cookie });
const offered = async () =>
  ((await (await server.request('/api/payment-methods')).json()) as { methods: PaymentOption[] }).methods;

describe('the gateways by default', () => {
  it('are the three of the spec, card provider and cash on, bank transfer off: checkout offers card, Apple Pay and cash', async () => {
    const list = await gateways();
    expect(list.map((g) => [g.id, g.name, g.isEnabled])).toEqual([
      ['stripe', 'Stripe', true],
      ['cod', 'Cash on Delivery', true],
      ['bank_transfer', 'Bank Transfer', false],
    ]);
    const stripe = list[0]!;
    expect(stripe.acceptedCards).toEqual(['visa', 'mastercard', 'amex']);
    expect(stripe.alternativeMethods).toEqual(['apple_pay']);
    expect((await offered()).map((o) => o.method)).toEqual(['card', 'apple_pay', 'cash']);
  });
});

/** A card provider stored with decision 008's old plain `credentials` and debug switch (kept, never shown). */
async function storeOnlineFields() {
  const stripe = await gateway('stripe');
  await server.database.db.insert(settings).values({
    key: GATEWAYS_KEY,
    value: [
      {
        ...bodyOf(stripe),
        id: 'stripe',
        mode: 'live',
        transactionType: 'authorize_only',
        debugMode: true,
        credentials: { apiKey: `${SECRET}-api`, secretKey: SECRET, webhookSecret: `${SECRET}-hook` },
      },
    ],
  });
}
const storedStripe = async () => {
  const [row] = await server.database.db.select().from(settings).where(eq(settings.key, GATEWAYS_KEY));
  return (row!.value as Record<string, unknown>[]).find((g) => g.id === 'stripe')!;
};

describe('the card provider’s online fields (issue 37; keys: stripe-settings.admin.test.ts)', () => {
  it('mode and transaction type are shown; old plain credentials and the debug switch never are', async () => {
    await storeOnlineFields();
    const res = await callAs(server, '/api/admin/payments/gateways', { cookie: owner });
    const text = await res.text();
    for (const hidden of [SECRET.slice(0, 20), 'credentials', 'debugMode'])
      expect(text, hidden).not.toContain(hidden);
    const stripe = (JSON.parse(text) as GatewayList).gateways.find((g) => g.id === 'stripe')!;
    expect(stripe.mode).toBe('live');
    expect(stripe.transactionType).toBe('authorize_only');
    expect(Object.keys(stripe).sort()).toEqual(
      [
        'id',
        'name',
        'displayName',
        'description',
        'isEnabled',
        'acceptedCards',
        'alternativeMethods',
        'instructionsEn',
        'instructionsAr',
        'sortOrder',
        'mode',
        'transactionType',
        'connection',
      ].sort(),
    );
  });

  it('mode and transaction type are saved; the debug switch and plain credentials are refused (422, nothing changes)', async () => {
    await storeOnlineFields();
    const before = await storedStripe();
    const stripe = bodyOf(await gateway('stripe'));
    for (const extra of [
      { debugMode: false },
      { credentials: { secretKey: 'sk_test_new' } },
      { clearCredentials: ['secretKey'] },
      { webhookUrl: 'https://evil.example/hook' },
    ])
      expect((await save('stripe', { ...stripe, ...extra })).status, JSON.stringify(extra)).toBe(422);
    expect(await storedStripe()).toEqual(before);
    const saved = await save('stripe', {
      ...stripe,
      description: 'Terminal at the counter',
      mode: 'test',
      transactionType: 'authorize_capture',
    });
    expect(saved.status).toBe(200);
    const after = await storedStripe();
    expect(after).toEqual({
      ...before,
      description: 'Terminal at the counter',
      mode: 'test',
      transactionType: 'authorize_capture',
    });
    // A save without them keeps them.
    expect((await save('stripe', { ...bodyOf(await gateway('stripe')), mode: undefined })).status).toBe(200);
    expect((await storedStripe()).mode).toBe('test');
  });
});

describe('stored secrets', () => {
  it('appear in no answer of any route, whoever asks', async () => {
    await storeOnlineFields();
    const stripe = await gateway('stripe');
    const admin = (await signInAs(server, 'admin')).cookie;
    const docRes = await server.request('/api/openapi.json');
    expect(docRes.status, await docRes.clone().text()).toBe(200);
    const doc = (await docRes.json()) as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths).filter(([p, ops]) => 'get' in ops && !p.includes('{'));
    expect(gets.length).toBeGreaterThan(10);
    for (const [p] of gets) {
      for (const cookie of [owner, admin, undefined]) {
        const res = await callAs(server, `/api${p.replace(/^\/api/, '')}`, { cookie });
        // A live stream (server-sent events) is skipped: it never ends.
        if (res.headers.get('content-type')?.includes('text/event-stream')) {
          await res.body?.cancel();
          continue;
        }
        expect(await res.text(), p).not.toContain(SECRET.slice(0, 20));
      }
    }
    for (const res of [await save('stripe', bodyOf(stripe)), await toggle('stripe', true)])
      expect(await res.text()).not.toContain(SECRET.slice(0, 20));
  });
});

describe('enabled gateways decide what checkout offers', () => {
  const product = () => menu.products.find((p) => !p.soldOut && p.sizes.length > 0)!;
  const order = (paymentMethod: string) => ({
    idempotencyKey: randomUUID(),
    name: 'Mariam',
    email: `guest.${randomUUID()}@example.com`,
    plate: testPlate('AD 1 2345'),
    paymentMethod,
    lines: [{ productId: product().id, size: product().sizes[0]!.size, quantity: 1 }],
    locale: 'en',
  });
  const place = (paymentMethod: string) => callAs(server, '/api/orders', { body: order(paymentMethod) });

  it('refuses cash once cash on delivery is off, in both languages, and takes it again once on', async () => {
    const placed = await place('cash');
    expect(placed.status).toBe(201);
    // The live board tells the staff what to bring to the car.
    const { order } = (await placed.json()) as { order: { id: string } };
    const board = (await (await callAs(server, '/api/admin/orders/board', { cookie: owner })).json()) as {
      orders: { id: string; paymentMethod: string }[];
    };
    expect(board.orders.find((o) => o.id === order.id)?.paymentMethod).toBe('cash');
    expect((await toggle('cod', false)).status).toBe(200);
    expect((await offered()).map((o) => o.method)).toEqual(['card', 'apple_pay']);
    const refused = await place('cash');
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as {
      error: { code: string; message_en: string; message_ar: string; details: { path: string }[] };
    };
    expect(body.error.code).toBe('payment_method_unavailable');
    expect(body.error.message_en).toMatch(/not available/);
    expect(body.error.message_ar).toMatch(/غير متاحة/);
    expect(body.error.details[0]!.path).toBe('paymentMethod');
    expect((await place('card')).status).toBe(201);
    expect((await toggle('cod', true)).status).toBe(200);
    expect((await place('cash')).status).toBe(201);
  });

  it('offers Apple Pay and Google Pay only as the card provider lists them, and nothing of it when off', async () => {
    const stripe = await gateway('stripe');
    await save('stripe', bodyOf(stripe, { alternativeMethods: ['google_pay'], acceptedCards: ['visa'] }));
    expect(await offered()).toEqual([
      { method: 'card', cards: ['visa'] },
      { method: 'google_pay' },
      expect.objectContaining({ method: 'cash' }),
    ]);
    expect((await place('apple_pay')).status).toBe(422);
    expect((await place('google_pay')).status).toBe(201);
    await toggle('stripe', false);
    expect((await offered()).map((o) => o.method)).toEqual(['cash']);
    expect((await place('card')).status).toBe(422);
  });

  it('offers bank transfer with its instructions in both languages, in the owner’s order', async () => {
    const bank = await gateway('bank_transfer');
    await save('stripe', bodyOf(await gateway('stripe'), { sortOrder: 5 }));
    const res = await save(
      'bank_transfer',
      bodyOf(bank, {
        isEnabled: true,
        sortOrder: 0,
        instructionsEn: 'IBAN AE07 0331 2345 6789 0123 456',
        instructionsAr: 'الآيبان AE07 0331 2345 6789 0123 456',
      }),
    );
    expect(res.status).toBe(200);
    const methods = await offered();
    expect(methods.map((m) => m.method)).toEqual(['bank_transfer', 'cash', 'card', 'apple_pay']);
    expect(methods[0]).toEqual({
      method: 'bank_transfer',
      instructionsEn: 'IBAN AE07 0331 2345 6789 0123 456',
      instructionsAr: 'الآيبان AE07 0331 2345 6789 0123 456',
    });
    expect((await place('bank_transfer')).status).toBe(201);
  });

  it('keeps at least one gateway on', async () => {
    expect((await toggle('stripe', false)).status).toBe(200);
    const last = await toggle('cod', false);
    expect(last.status).toBe(409);
    expect(await codeOf(last)).toBe('payment_last_gateway');
    const cod = await gateway('cod');
    expect(cod.isEnabled).toBe(true);
    expect((await save('cod', bodyOf(cod, { isEnabled: false }))).status).toBe(409);
  });
});

describe('validation', () => {
  it('refuses what an enabled gateway cannot work without', async () => {
    const bank = await gateway('bank_transfer');
    const res = await save(
      'bank_transfer',
      bodyOf(bank, { isEnabled: true, instructionsEn: '', instructionsAr: '  ' }),
    );
    expect(res.status).toBe(422);
    const paths = ((await res.json()) as { error: { details: { path: string }[] } }).error.details.map(
      (d) => d.path,
    );
    expect(paths.sort()).toEqual(['instructionsAr', 'instructionsEn']);
    const stripe = await gateway('stripe');
    expect((await save('stripe', bodyOf(stripe, { acceptedCards: [] }))).status).toBe(422);
    expect((await save('stripe', bodyOf(stripe, { acceptedCards: ['visa', 'visa'] }))).status).toBe(422);
    // Switched on from the list without its instructions written.
    await server.database.db
      .insert(settings)
      .values({
        key: GATEWAYS_KEY,
        value: [{ ...bodyOf(bank), id: 'bank_transfer', instructionsEn: '', credentials: {} }],
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: [{ ...bodyOf(bank), id: 'bank_transfer', instructionsEn: '', credentials: {} }] },
      });
    expect((await toggle('bank_transfer', true)).status).toBe(422);
  });

  it('answers 422, never 500, to hostile input, and changes nothing', async () => {
    const stripe = bodyOf(await gateway('stripe'));
    const hostile: unknown[] = [
      {},
      { ...stripe, displayName: 'x'.repeat(81) },
      { ...stripe, description: 'bad\u0000text' },
      { ...stripe, instructionsEn: 'y'.repeat(1001) },
      { ...stripe, mode: 'production' },
      { ...stripe, acceptedCards: ['diners'] },
      { ...stripe, alternativeMethods: ['samsung_pay'] },
      { ...stripe, transactionType: 'capture' },
      { ...stripe, sortOrder: -1 },
      { ...stripe, sortOrder: 1e9 },
      { ...stripe, sortOrder: 1.5 },
      { ...stripe, isEnabled: 'yes' },
      { ...stripe, credentials: { secretKey: 'has space' } },
      { ...stripe, credentials: { secretKey: 'k'.repeat(257) } },
      { ...stripe, credentials: { secretKey: 'nul\u0000' } },
      { ...stripe, clearCredentials: ['password'] },
      [],
      'text',
    ];
    for (const body of hostile)
      expect((await save('stripe', body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    expect((await save('paypal', stripe)).status).toBe(422);
    expect((await save('../stripe', stripe)).status).toBe(404);
    expect(
      (
        await callAs(server, '/api/admin/payments/gateways/stripe', {
          method: 'PATCH',
          body: { isEnabled: 1 },
          cookie: owner,
        })
      ).status,
    ).toBe(422);
    const [row] = await server.database.db.select().from(settings).where(eq(settings.key, GATEWAYS_KEY));
    expect(row).toBeUndefined();
  });

  it('reads a malformed stored value as the defaults', async () => {
    await server.database.db.insert(settings).values({ key: GATEWAYS_KEY, value: { not: 'a list' } });
    expect((await gateways()).map((g) => g.isEnabled)).toEqual([true, true, false]);
    await server.database.db
      .update(settings)
      .set({
        value: [
          { id: 'cod', isEnabled: 'maybe' },
          { id: 'stripe', isEnabled: false },
        ],
      })
      .where(eq(settings.key, GATEWAYS_KEY));
    expect((await gateways()).map((g) => [g.id, g.isEnabled])).toEqual([
      ['stripe', false],
      ['cod', true],
      ['bank_transfer', false],
    ]);
  });
});

describe('permissions', () => {
  it('lets only owners see or change the gateways', async () => {
    for (const role of ['admin', 'manager', 'staff', 'customer', 'pending'] as const) {
      const cookie = (await signInAs(server, role)).cookie;
      const read = await callAs(server, '/api/admin/payments/gateways', { cookie });
      expect(read.status, role).toBe(403);
      expect((await toggle('cod', false, cookie)).status, role).toBe(403);
      const change = bodyOf(await gateway('cod'), { isEnabled: false });
      expect((await save('cod', change, cookie)).status, role).toBe(403);
    }
    expect((await callAs(server, '/api/admin/payments/gateways')).status).toBe(401);
    expect((await gateway('cod')).isEnabled).toBe(true);
  });

  it('refuses a change from another website', async () => {
    const res = await callAs(server, '/api/admin/payments/gateways/cod', {
      method: 'PATCH',
      body: { isEnabled: false },
      cookie: owner,
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect((await gateway('cod')).isEnabled).toBe(true);
  });
});
