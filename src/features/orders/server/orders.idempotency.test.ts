import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, orderItems, orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import { loadPaymentOptions } from '@/features/payments/server';
import { loadStoreInfo } from '@/features/settings/server';
import { PlaceOrderSchema, type PlacedOrder } from '../orders.schema';
import { placeOrder } from './place-order.service';
import { testPlate } from '@/server/testing/plate-test-kit';

describeOnEachDatabase('idempotency bound to the submission, receipt queued with the order', (engine) => {
  let server: TestServer;
  let menu: Menu;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const call = (body: unknown) => callAs(server, '/api/orders', { body });
  const product = (i: number) => menu.products.filter((p) => !p.soldOut && p.sizes.length === 3)[i]!;
  const submission = (over: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    name: 'Mariam Al Nuaimi',
    email: `guest.${randomUUID()}@example.com`,
    phone: '050 123 4567',
    plate: testPlate('AD 1 12345'),
    paymentMethod: 'cash',
    lines: [{ productId: product(0).id, size: 'medium', quantity: 1 }],
    locale: 'en',
    ...over,
  });
  const written = async () => {
    const [[o], [i], [m]] = await Promise.all([
      db().select({ n: count() }).from(orders),
      db().select({ n: count() }).from(orderItems),
      db().select({ n: count() }).from(mailOutbox),
    ]);
    return { orders: o!.n, items: i!.n, mails: m!.n };
  };
  const receiptsOf = (orderId: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `receipt:${orderId}%`));

  it('the same key with another cart is a 409 idempotency_key_reused in both languages, writing nothing', async () => {
    const body = submission();
    const first = await call(body);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as PlacedOrder;
    const before = await written();
    for (const other of [
      { lines: [{ productId: product(0).id, size: 'medium', quantity: 5 }] },
      { lines: [{ productId: product(0).id, size: 'large', quantity: 1 }] },
      { plate: testPlate('AD 1 99999') },
      { paymentMethod: 'card' },
      { locale: 'ar' },
    ]) {
      const res = await call({ ...body, ...other });
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as {
        error: { code: string; message_en: string; message_ar: string };
      };
      expect(error.code).toBe('idempotency_key_reused');
      expect(error.message_en).toMatch(/already sent with different details.*review your cart/i);
      expect(error.message_ar).toMatch(/سلتك/);
    }
    expect(await written()).toEqual(before);
    const [stored] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
    expect(stored!.totalFils).toBe(placed.order.totalFils);
  });

  it('the same key and body answers 200 with the same order and queues one receipt, also re-serialised', async () => {
    const body = submission();
    const first = await call(body);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as PlacedOrder;
    const receipts = await receiptsOf(placed.order.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      kind: 'receipt',
      status: 'pending',
      dedupeKey: `receipt:${placed.order.id}`,
      toAddress: body.email,
    });
    expect(receipts[0]!.textBody).toContain(placed.order.shortId);
    expect(receipts[0]!.textBody).toContain(`/orders/${placed.order.id}?key=`);

    // Harmless differences a client may make: field order, e-mail case, spaces, Arabic digits.
    const { lines, ...rest } = body;
    const reserialised = {
      lines,
      ...rest,
      email: body.email.toUpperCase(),
      name: ` ${body.name} `,
      plate: { emirate: 'abu_dhabi', code: '١', number: ' ١٢٣ ٤٥ ' },
      phone: '050  123 4567',
    };
    for (const again of [body, reserialised]) {
      const res = await call(again);
      expect(res.status).toBe(200);
      const repeated = (await res.json()) as PlacedOrder;
      expect(repeated.order.id).toBe(placed.order.id);
      expect(repeated.trackingPath).toBe(placed.trackingPath);
    }
    expect(await receiptsOf(placed.order.id)).toHaveLength(1);
    expect(
      (
        await db().select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey))
      )[0]!.n,
    ).toBe(1);
  });

  it('two identical submissions at once make one order and one receipt; two different ones, one order and a 409', async () => {
    const twin = submission();
    const answers = await Promise.all([call(twin), call(twin), call(twin)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(
      await Promise.all(answers.map(async (r) => ((await r.json()) as PlacedOrder).order.id)),
    );
    expect(ids.size).toBe(1);
    expect(await receiptsOf([...ids][0]!)).toHaveLength(1);

    const body = submission();
    const raced = await Promise.all([
      call(body),
      call({ ...body, lines: [{ productId: product(1).id, size: 'small', quantity: 2 }] }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      (await db().select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey))).length,
    ).toBe(1);
  });

  it('an order placed before the hash was kept answers by the old rule: same e-mail, same order', async () => {
    const body = submission();
    const placed = (await (await call(body)).json()) as PlacedOrder;
    await db().update(orders).set({ requestHash: null }).where(eq(orders.id, placed.order.id));
    const same = await call({ ...body, lines: [{ productId: product(1).id, size: 'small', quantity: 3 }] });
    expect(same.status).toBe(200);
    expect(((await same.json()) as PlacedOrder).order.id).toBe(placed.order.id);
    const other = await call({ ...body, email: `someone.${randomUUID()}@example.com` });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('idempotency_conflict');
  });

  it('a refused order queues no receipt', async () => {
    const before = await written();
    const res = await call(submission({ lines: [{ productId: randomUUID(), size: 'small', quantity: 1 }] }));
    expect(res.status).toBe(422);
    expect(await written()).toEqual(before);
  });

  it('the order and its receipt are one transaction: a receipt that cannot be queued keeps no order', async () => {
    const store = { ...(await loadStoreInfo(db())), payments: await loadPaymentOptions(db()) };
    const input = PlaceOrderSchema.parse(submission());
    const before = await written();
    const failing = () => {
      throw new Error('receipt could not be built');
    };
    await expect(placeOrder(db(), input, null, store, { receipt: failing })).rejects.toThrow(
      'receipt could not be built',
    );
    expect(await written()).toEqual(before);

    // The same submission then goes through, with exactly one receipt.
    const { order, created } = await placeOrder(db(), input, null, store, {
      receipt: (o, view) => ({ to: o.customerEmail, subject: `Receipt ${view.shortId}`, text: view.shortId }),
    });
    expect(created).toBe(true);
    const [row] = await receiptsOf(order.id);
    expect(row).toMatchObject({
      kind: 'receipt',
      subject: `Receipt #${order.number}`,
      toAddress: input.email.toLowerCase(),
    });
  });
});
