import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, mailOutbox, orders, settings } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { AccountView } from '@/features/accounts';
import type { OrderView, PlacedOrder } from '../orders.schema';

describeOnEachDatabase('ready: the state, its e-mail, the remembered tick, running late', (engine) => {
  let server: TestServer;
  let menu: Menu;
  let staff: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    staff = await signInAs(server, 'staff', 'Layla Runner');
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const submission = (over: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    name: 'Mariam',
    email: `guest.${randomUUID()}@example.com`,
    plate: testPlate('DXB AB 12345'),
    paymentMethod: 'cash',
    lines: [{ productId: menu.products.find((p) => !p.soldOut)!.id, size: 'small', quantity: 1 }],
    locale: 'en',
    ...over,
  });
  const place = async (over: Record<string, unknown> = {}, cookie?: string) => {
    const res = await callAs(server, '/api/orders', { body: submission(over), cookie });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    return { ...placed, key: new URL(placed.trackingPath, 'http://x').searchParams.get('key')! };
  };
  const move = async (id: string, status: string) =>
    expect(
      // A cancellation has its own call, with a reason (decision 046).
      (status === 'cancelled'
        ? await callAs(server, `/api/admin/orders/${id}/cancel`, {
            cookie: staff.cookie,
            body: { reason: 'customer_request' },
          })
        : await callAs(server, `/api/admin/orders/${id}`, {
            method: 'PATCH',
            cookie: staff.cookie,
            body: { status },
          })
      ).status,
    ).toBe(200);
  const read = async (id: string, key: string) =>
    (await (await server.request(`/api/orders/${id}?key=${encodeURIComponent(key)}`)).json()) as OrderView;
  const readyMails = (orderId: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order_ready'), eq(mailOutbox.dedupeKey, `ready:${orderId}`)));
  const row = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  it('staff move an order to ready through the edit (PATCH): the page shows it with its time', async () => {
    const { order, key } = await place();
    await move(order.id, 'processing');
    await move(order.id, 'ready');
    const seen = await read(order.id, key);
    expect(seen.status).toBe('ready');
    expect(Date.parse(seen.statusAt.ready!)).toBeGreaterThanOrEqual(Date.parse(seen.statusAt.processing!));
    expect(seen.readyInMinutes).toBeNull();
    const detail = await callAs(server, `/api/admin/orders/${order.id}`, { cookie: staff.cookie });
    const history = ((await detail.json()) as { history: { from: string | null; to: string }[] }).history;
    expect(history.some((h) => h.from === 'processing' && h.to === 'ready')).toBe(true);
    // The orders list's status filter knows it.
    const list = await callAs(server, '/api/admin/orders?status=ready&pageSize=100', {
      cookie: staff.cookie,
    });
    expect(list.status).toBe(200);
    const rows = ((await list.json()) as { rows: { id: string; status: string }[] }).rows;
    expect(rows.map((r) => r.id)).toContain(order.id);
    expect(rows.every((r) => r.status === 'ready')).toBe(true);
  });

  it('moving an order on marks it seen; cancelling a new one does not', async () => {
    const a = await place();
    expect((await row(a.order.id)).seenAt).toBeNull();
    await move(a.order.id, 'ready'); // straight from received
    expect((await row(a.order.id)).seenAt).toBeInstanceOf(Date);
    const b = await place();
    await move(b.order.id, 'cancelled');
    expect((await row(b.order.id)).seenAt).toBeNull();
  });

  it('the ticked order gets one ready e-mail, in its language first, however often it becomes ready', async () => {
    const email = `guest.${randomUUID()}@example.com`;
    const { order, key } = await place({ notifyReady: true, locale: 'ar', email });
    expect((await row(order.id)).notifyReady).toBe(true);
    await move(order.id, 'processing');
    expect(await readyMails(order.id)).toHaveLength(0);
    await move(order.id, 'ready');
    await move(order.id, 'processing');
    await move(order.id, 'ready');
    const mails = await readyMails(order.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.toAddress).toBe(email);
    expect(mail.subject).toMatch(/^طلبك .*#\d+.* جاهز \| Your order #\d+ is ready$/);
    expect(mail.subject).toContain(order.shortId);
    const text = mail.textBody;
    expect(text.indexOf('«وصلت»')).toBeGreaterThan(-1);
    expect(text.indexOf('«وصلت»')).toBeLessThan(text.indexOf("tap I'm Here"));
    expect(text).toContain('DXB AB 12345');
    expect(text).toContain(`/orders/${order.id}?key=${key}`);
    expect(mail.htmlBody).toContain(`/orders/${order.id}?key=${key}`);
  });

  it('the ready e-mail names the shop by its site title once set (decision 049)', async () => {
    const db = server.database.db;
    const [before] = await db.select().from(settings).where(eq(settings.key, 'store.general'));
    const general = { ...(before?.value as object), siteTitle: 'Juice Garage' };
    await db
      .insert(settings)
      .values({ key: 'store.general', value: general })
      .onConflictDoUpdate({ target: settings.key, set: { value: general } });
    try {
      const { order } = await place({ notifyReady: true, locale: 'en' });
      await move(order.id, 'ready');
      const [mail] = await readyMails(order.id);
      expect(mail!.htmlBody).toContain('Juice Garage');
      expect(mail!.htmlBody).not.toMatch(/>Aseer<|>عصير</);
    } finally {
      if (before)
        await db.update(settings).set({ value: before.value }).where(eq(settings.key, 'store.general'));
      else await db.delete(settings).where(eq(settings.key, 'store.general'));
    }
  });

  it('an English order: English first; an order without the tick: no ready e-mail', async () => {
    const en = await place({ notifyReady: true, locale: 'en' });
    await move(en.order.id, 'ready');
    expect((await readyMails(en.order.id))[0]!.subject).toMatch(/^Your order #\d+ is ready \| طلبك/);
    const plain = await place();
    expect((await row(plain.order.id)).notifyReady).toBe(false);
    await move(plain.order.id, 'ready');
    expect(await readyMails(plain.order.id)).toHaveLength(0);
  });

  it("a signed-in customer's tick is kept with the account and offered again", async () => {
    const customer = await signInAs(server, 'customer', 'Noura');
    // What checkout reads to fill its form.
    const account = async () =>
      (
        (await (await callAs(server, '/api/account/session', { cookie: customer.cookie })).json()) as {
          account: AccountView;
        }
      ).account;
    expect((await account()).notifyReady).toBe(false);
    await place({ notifyReady: true }, customer.cookie);
    expect((await account()).notifyReady).toBe(true);
    await place({}, customer.cookie);
    expect((await account()).notifyReady).toBe(false);
    // A guest's tick is the order's only: a record made by a guest does not remember it.
    const email = `guest.${randomUUID()}@example.com`;
    await place({ notifyReady: true, email });
    expect((await db().select().from(customers).where(eq(customers.email, email)))[0]!.notifyReady).toBe(
      false,
    );
  });

  it('the same idempotency key with the tick changed is another submission: refused', async () => {
    const body = submission({ notifyReady: false });
    expect((await callAs(server, '/api/orders', { body })).status).toBe(201);
    expect((await callAs(server, '/api/orders', { body })).status).toBe(200);
    const flipped = await callAs(server, '/api/orders', { body: { ...body, notifyReady: true } });
    expect(flipped.status).toBe(409);
    expect(((await flipped.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_reused');
  });

  it('past the promised time and not ready: late; ready or done: not late', async () => {
    const { order, key } = await place();
    expect(order.late).toBe(false);
    expect((await read(order.id, key)).late).toBe(false);
    await db()
      .update(orders)
      .set({ promisedAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect((await read(order.id, key)).late).toBe(true);
    await move(order.id, 'processing');
    expect((await read(order.id, key)).late).toBe(true);
    await move(order.id, 'ready');
    expect((await read(order.id, key)).late).toBe(false);
  });
});
