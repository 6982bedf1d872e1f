import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/common/pagination';
import { employees, orderItems, orders, orderStatusEvents, settings } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  Board,
  EmployeeChoice,
  OrderReceipt,
} from '../orders.admin.schema';
import type { OrderView, PlacedOrder } from '../orders.schema';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { Plate } from '@/common/plates';

let server: TestServer;
let menu: Menu;
let owner: Awaited<ReturnType<typeof signInAs>>;
let staff: Awaited<ReturnType<typeof signInAs>>;
let team: (typeof employees.$inferSelect)[];
beforeAll(async () => {
  server = await createTestServer({ TEST_HOOKS: '1' });
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  owner = await signInAs(server, 'owner', 'Olivia Owner');
  staff = await signInAs(server, 'staff', 'Layla Runner');
  team = await server.database.db.select().from(employees);
});
afterAll(() => server.close());

const product = (m: Menu) => m.products.filter((p) => !p.soldOut && p.sizes.length === 3)[0]!;
/** Places a guest order through the public API; `quantity` makes the totals differ. */
async function place(name: string, opts: { quantity?: number; plate?: Plate; employeeId?: string } = {}) {
  const res = await callAs(server, '/api/orders', {
    body: {
      idempotencyKey: randomUUID(),
      name,
      email: `guest.${randomUUID()}@example.com`,
      plate: opts.plate ?? testPlate('DXB A 1'),
      paymentMethod: 'card',
      employeeId: opts.employeeId,
      lines: [{ productId: product(menu).id, size: 'small', quantity: opts.quantity ?? 1 }],
      locale: 'en',
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PlacedOrder;
}
const get = async <T>(p: string, cookie = owner.cookie) => {
  const res = await callAs(server, p, { cookie });
  expect(res.status, p).toBe(200);
  return (await res.json()) as T;
};
const list = (query: string) => get<Page<AdminOrderRow>>(`/api/admin/orders?${query}`);

describe('GET /api/admin/orders', () => {
  const token = `Zq${randomUUID().slice(0, 6)}`;
  let placed: PlacedOrder[];
  beforeAll(async () => {
    const active = team.find((e) => e.status === 'active')!;
    placed = [];
    // Five orders, placed one minute apart (oldest first), with different totals and plates.
    const spec = [
      { name: `Mariam ${token}`, quantity: 3, plate: testPlate('AD 5 77') },
      { name: `mariam hassan ${token}`, quantity: 1, plate: testPlate('DXB B 12345'), employeeId: active.id },
      { name: `Khalid ${token}`, quantity: 5, plate: testPlate('SHJ 3 404') },
      { name: `Noura ${token}`, quantity: 2, plate: testPlate('AD 1 9'), employeeId: active.id },
      { name: `Saeed ${token}`, quantity: 4, plate: testPlate('RAK K 222') },
    ];
    for (const s of spec) placed.push(await place(s.name, s));
    for (const [i, p] of placed.entries()) {
      await server.database.db
        .update(orders)
        .set({ createdAt: sql`now() - make_interval(mins => ${10 - i})` })
        .where(eq(orders.id, p.order.id));
    }
    await server.database.db
      .update(orders)
      .set({ status: 'completed' })
      .where(inArray(orders.id, [placed[2]!.order.id, placed[4]!.order.id]));
  });
  const ids = (page: Page<AdminOrderRow>) => page.rows.map((r) => r.id);
  const at = (...i: number[]) => i.map((n) => placed[n]!.order.id);

  it('searches customer names (any case), car plates and order numbers', async () => {
    expect(ids(await list(`q=${token.toUpperCase()}`))).toEqual(at(4, 3, 2, 1, 0));
    expect(ids(await list(`q=MARIAM%20${token}`))).toEqual(at(0));
    expect(ids(await list(`q=${encodeURIComponent(`mariam hassan ${token}`)}`))).toEqual(at(1));
    expect(ids(await list('q=dxb%20b%2012345'))).toEqual(at(1));
    // A plate's number alone finds it whatever its emirate and code, typed in Arabic digits too.
    expect(ids(await list(`q=${encodeURIComponent('٤٠٤')}`))).toContain(placed[2]!.order.id);
    expect(ids(await list('q=222'))).toContain(placed[4]!.order.id);
    expect(ids(await list('q=222'))).not.toContain(placed[2]!.order.id);
    const n = placed[2]!.order.number;
    expect(ids(await list(`q=%23${n}`))).toEqual(at(2));
    expect(ids(await list(`q=${n}`))).toContain(placed[2]!.order.id);
    expect((await list('q=%25')).total).toBe(0); // a LIKE wildcard is taken literally
  });

  it('filters by status and by employee, including unassigned', async () => {
    expect(ids(await list(`q=${token}&status=completed`))).toEqual(at(4, 2));
    expect(ids(await list(`q=${token}&status=pending&sort=oldest`))).toEqual(at(0, 1, 3));
    const active = team.find((e) => e.status === 'active')!;
    expect(ids(await list(`q=${token}&employee=${active.id}`))).toEqual(at(3, 1));
    expect(ids(await list(`q=${token}&employee=unassigned`))).toEqual(at(4, 2, 0));
  });

  it('sorts by date and amount, and gives rows with what the table shows', async () => {
    expect(ids(await list(`q=${token}&sort=oldest`))).toEqual(at(0, 1, 2, 3, 4));
    expect(ids(await list(`q=${token}&sort=highest`))).toEqual(at(2, 4, 0, 3, 1));
    expect(ids(await list(`q=${token}&sort=lowest`))).toEqual(at(1, 3, 0, 4, 2));
    const [row] = (await list(`q=${token}&sort=lowest`)).rows;
    const first = placed[1]!.order;
    const active = team.find((e) => e.status === 'active')!;
    expect(row).toMatchObject({
      number: first.number,
      customerName: first.customerName,
      carPlate: 'DXB B 12345',
      plate: testPlate('DXB B 12345'),
      totalFils: first.totalFils,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'card',
      itemCount: 1,
    });
    expect(row!.employee).toEqual({ id: active.id, nameEn: active.nameEn, nameAr: active.nameAr });
  });

  it('pages on the server: every row once, with the total', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((p) => list(`q=${token}&sort=oldest&pageSize=2&page=${p}`)),
    );
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(ids)).toEqual(at(0, 1, 2, 3, 4));
    expect(pages[2]).toMatchObject({ page: 3, pageSize: 2 });
    expect(await list(`q=${token}&pageSize=2&page=4`)).toMatchObject({ rows: [], total: 5 });
    // Without a search: counted apart from the page.
    const completed = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'completed'));
    expect(await list('status=completed&pageSize=1&page=2')).toMatchObject({
      total: completed.length,
      page: 2,
    });
    expect((await callAs(server, '/api/admin/orders?sort=cheapest', { cookie: owner.cookie })).status).toBe(
      422,
    );
    expect((await callAs(server, '/api/admin/orders?employee=nobody', { cookie: owner.cookie })).status).toBe(
      422,
    );
  });

  it('refuses hostile queries with 422, never 500', async () => {
    const status = async (query: string) =>
      (await callAs(server, `/api/admin/orders?${query}`, { cookie: owner.cookie })).status;
    for (const q of ['a\u0000b', '\u0000', 'a\u0007b', 'x'.repeat(101)])
      expect(await status(`q=${encodeURIComponent(q)}`), JSON.stringify(q)).toBe(422);
    expect(await status(`q=${'x'.repeat(100)}`)).toBe(200);
    for (const query of [
      'page=0',
      'page=-1',
      'page=1e9',
      'pageSize=0',
      'pageSize=101',
      'status=lost',
      `employee=${'f'.repeat(36)}`,
    ]) {
      expect(await status(query), query).toBe(422);
    }
    // A number beyond any order, in Arabic digits, is simply not found.
    expect((await list(`q=${encodeURIComponent('#٩٩٩٩٩٩٩٩٩')}`)).total).toBe(0);
  });

  it('offers every employee for the filter, inactive ones marked', async () => {
    const choices = await get<EmployeeChoice[]>('/api/admin/employees/options', staff.cookie);
    expect(choices).toHaveLength(team.length);
    const gone = team.find((e) => e.status === 'inactive')!;
    expect(choices.find((c) => c.id === gone.id)).toMatchObject({ active: false, nameAr: gone.nameAr });
  });
});

describe('editing an order', () => {
  const patch = (id: string, body: unknown, cookie = staff.cookie) =>
    callAs(server, `/api/admin/orders/${id}`, { method: 'PATCH', body, cookie });

  it('refuses an inactive employee and changes nothing', async () => {
    const { order } = await place('Hessa');
    const gone = team.find((e) => e.status === 'inactive')!;
    const res = await patch(order.id, { status: 'processing', employeeId: gone.id });
    expect(res.status).toBe(422);
    expect(await codeOf(res)).toBe('employee_unavailable');
    const detail = await get<AdminOrderDetail>(`/api/admin/orders/${order.id}`);
    expect(detail).toMatchObject({ status: 'pending', employee: null });
    expect(detail.history).toHaveLength(1);
    expect((await patch(randomUUID(), { status: 'completed' })).status).toBe(404);
    // A malformed id is refused before anything runs, as on every admin route.
    expect((await patch('not-an-id', { status: 'completed' })).status).toBe(422);
    for (const method of ['GET', 'DELETE'])
      expect((await callAs(server, '/api/admin/orders/1%00', { method, cookie: owner.cookie })).status).toBe(
        422,
      );
    expect(
      (await callAs(server, '/api/admin/orders/not-an-id/receipt', { cookie: owner.cookie })).status,
    ).toBe(422);
  });

  it('records each status change with the staff member, and the customer’s tracking follows', async () => {
    const placed = await place('Fatima', { quantity: 2 });
    const id = placed.order.id;
    const active = team.find((e) => e.status === 'active')!;
    const heard = new Promise<string>((resolve) => server.hub.subscribe(`order:${id}`, resolve));
    const res = await patch(id, { status: 'processing', employeeId: active.id, paymentStatus: 'paid' });
    expect(res.status).toBe(200);
    expect(await heard).toBe(id);
    const edited = (await res.json()) as AdminOrderDetail;
    expect(edited).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      employee: { id: active.id },
    });
    await patch(id, { status: 'completed' }, owner.cookie);
    await patch(id, { employeeId: null });

    const detail = await get<AdminOrderDetail>(`/api/admin/orders/${id}`, staff.cookie);
    expect(detail.employee).toBeNull();
    expect(detail.items).toEqual([
      {
        nameEn: product(menu).nameEn,
        nameAr: product(menu).nameAr,
        size: 'small',
        sizeNameEn: 'Small',
        sizeNameAr: 'صغير',
        unitPriceFils: placed.order.items[0]!.unitPriceFils,
        quantity: 2,
        options: placed.order.items[0]!.options,
        note: null,
      },
    ]);
    expect(detail).toMatchObject({
      customerName: 'Fatima',
      carPlate: 'DXB A 1',
      plate: testPlate('DXB A 1'),
      paymentMethod: 'card',
      itemCount: 2,
      totalFils: placed.order.totalFils,
    });
    expect(detail.history.map((e) => [e.from, e.to, e.by])).toEqual([
      [null, 'pending', null],
      // Marked paid in the same edit: a `paid` line of its own, with who (issue 35).
      ['pending', 'pending', { name: 'Layla Runner', staff: true }],
      ['pending', 'processing', { name: 'Layla Runner', staff: true }],
      ['processing', 'completed', { name: 'Olivia Owner', staff: true }],
    ]);
    const key = new URL(placed.trackingPath, 'http://x').searchParams.get('key');
    const tracked = await get<OrderView>(`/api/orders/${id}?key=${key}`);
    expect(tracked.status).toBe('completed');
  });

  it('deletes an order with its lines and history (admins and owners only)', async () => {
    const { order } = await place('Ali');
    expect(
      (await callAs(server, `/api/admin/orders/${order.id}`, { method: 'DELETE', cookie: staff.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await callAs(server, `/api/admin/orders/${order.id}`, { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(204);
    expect((await callAs(server, `/api/admin/orders/${order.id}`, { cookie: owner.cookie })).status).toBe(
      404,
    );
    const db = server.database.db;
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([]);
    expect(await db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id))).toEqual(
      [],
    );
    expect(
      (await callAs(server, `/api/admin/orders/${order.id}`, { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(404);
  });

  it('never deletes a paid (invoiced) order: 409 with a bilingual message, and the order stays', async () => {
    const { order } = await place('Paid Ali');
    const paid = await callAs(server, `/api/admin/orders/${order.id}/paid`, {
      method: 'POST',
      body: { method: 'card' },
      cookie: staff.cookie,
    });
    expect(paid.status).toBe(200);
    const del = await callAs(server, `/api/admin/orders/${order.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(del.status).toBe(409);
    const body = (await del.json()) as { error: { code: string; message_en: string; message_ar: string } };
    expect(body.error.code).toBe('order_delete_paid');
    expect(body.error.message_ar).toContain('مدفوع');
    expect((await callAs(server, `/api/admin/orders/${order.id}`, { cookie: owner.cookie })).status).toBe(
      200,
    );
  });

  it('prints the shop’s address and its TRN once set', async () => {
    const { order } = await place('Reem');
    const before = await get<OrderReceipt>(`/api/admin/orders/${order.id}/receipt`, staff.cookie);
    expect(before.order.number).toBe(order.number);
    expect(before.store.addressEn).not.toBe('');
    expect(before.store.trn).toBeNull();
    await server.database.db.insert(settings).values({ key: 'store.trn', value: '100123456700003' });
    expect((await get<OrderReceipt>(`/api/admin/orders/${order.id}/receipt`)).store.trn).toBe(
      '100123456700003',
    );
  });
});

describe('the live board', () => {
  it('shows open orders oldest first and those completed in the last ten minutes', async () => {
    const [a, b, done, oldDone, cancelled] = [
      await place('Board A'),
      await place('Board B'),
      await place('Board C'),
      await place('Board D'),
      await place('Board E'),
    ];
    const db = server.database.db;
    await callAs(server, `/api/admin/orders/${b.order.id}`, {
      method: 'PATCH',
      body: { status: 'processing' },
      cookie: staff.cookie,
    });
    for (const o of [done, oldDone])
      await callAs(server, `/api/admin/orders/${o.order.id}`, {
        method: 'PATCH',
        body: { status: 'completed', unpaidReason: 'pays_later' },
        cookie: staff.cookie,
      });
    await callAs(server, `/api/admin/orders/${cancelled.order.id}/cancel`, {
      body: { reason: 'duplicate' },
      cookie: staff.cookie,
    });
    await db
      .update(orderStatusEvents)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(orderStatusEvents.orderId, oldDone.order.id));

    const board = await get<Board>('/api/admin/orders/board', staff.cookie);
    const mine = board.orders.filter((o) => o.customerName.startsWith('Board '));
    expect(mine.map((o) => [o.customerName, o.status])).toEqual([
      ['Board A', 'pending'],
      ['Board B', 'processing'],
      ['Board C', 'completed'],
    ]);
    expect(mine[0]).toMatchObject({
      id: a.order.id,
      number: a.order.number,
      carPlate: 'DXB A 1',
      plate: testPlate('DXB A 1'),
      completedAt: null,
      totalFils: a.order.totalFils,
      refundedFils: 0,
      items: [{ size: 'small', quantity: 1, nameEn: product(menu).nameEn }],
    });
    expect(a.order.totalFils).toBeGreaterThan(0);
    expect(new Date(mine[2]!.completedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const created = board.orders.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('streams an `orders` event within a second of a new order', async () => {
    const res = await callAs(server, '/api/admin/orders/events', { cookie: staff.cookie });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), left)),
        ]);
        if (!chunk || chunk.done) return text.includes(needle);
        text += decoder.decode(chunk.value);
      }
      return true;
    };
    expect(await readUntil('event: ready', 2000)).toBe(true);
    const started = Date.now();
    const { order } = await place('Streamed');
    expect(await readUntil(`data: ${order.id}`, 1000)).toBe(true);
    expect(text).toContain('event: orders');
    expect(Date.now() - started).toBeLessThan(1500);
    await reader.cancel();
    expect((await callAs(server, '/api/admin/orders/events')).status).toBe(401);
  });
});

describe('order numbers', () => {
  it('stay unique and consecutive under 20 checkouts at once', async () => {
    const placed = await Promise.all(Array.from({ length: 20 }, (_, i) => place(`Rush ${i}`)));
    const numbers = placed.map((p) => p.order.number).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    expect(placed.every((p) => p.order.shortId === `#${p.order.number}`)).toBe(true);
  });
});
