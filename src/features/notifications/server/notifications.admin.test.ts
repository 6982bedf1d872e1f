import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import type { PlacedOrder } from '@/features/orders';
import { customers, notifications, reviews } from '@/server/db/schema';
import { callAs, codeOf, signInAs, TEST_ORIGIN } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { AdminNotification, NotificationPage } from '../notifications.schema';
import { testPlate } from '@/server/testing/plate-test-kit';

let server: TestServer;
let menu: Menu;
type Who = Awaited<ReturnType<typeof signInAs>>;
let owner: Who, admin: Who, manager: Who, staff: Who, staff2: Who;
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: '1' });
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  [owner, admin, manager, staff, staff2] = await Promise.all([
    signInAs(server, 'owner'),
    signInAs(server, 'admin'),
    signInAs(server, 'manager'),
    signInAs(server, 'staff'),
    signInAs(server, 'staff', 'Second Runner'),
  ]);
});
afterAll(() => server.close());

const list = async (who: Who, query = 'pageSize=100') => {
  const res = await callAs(server, `/api/admin/notifications?${query}`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
};
const find = async (who: Who, kind: string, refId: string): Promise<AdminNotification | undefined> =>
  (await list(who)).rows.find((n) => n.kind === kind && n.refId === refId);

const product = () => menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
async function placeOrder(name = 'Hessa') {
  const res = await callAs(server, '/api/orders', {
    body: {
      idempotencyKey: randomUUID(),
      name,
      email: `guest.${randomUUID()}@example.com`,
      plate: testPlate('AD 7 123'),
      paymentMethod: 'card',
      lines: [{ productId: product().id, size: 'small', quantity: 2 }],
      locale: 'ar',
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as PlacedOrder).order;
}
async function postMessage(name: string) {
  const res = await server.request('/api/contact', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.1`,
    },
    body: JSON.stringify({ name, email: 'visitor@example.com', message: 'هل تفتحون يوم الجمعة؟' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('each event writes its notification (database triggers)', () => {
  it('a new order: number, customer, plate and total, for every staff role', async () => {
    const order = await placeOrder('Hessa Al Ketbi');
    for (const who of [owner, admin, manager, staff]) {
      const n = await find(who, 'new_order', order.id);
      expect(n, 'seen by every role').toBeDefined();
      expect(n!.read).toBe(false);
      expect(n!.data).toMatchObject({
        number: order.number,
        customerName: 'Hessa Al Ketbi',
        carPlate: expect.any(String),
        totalFils: order.totalFils,
      });
    }
  });

  it('a contact message: seen by messages.view (manager and up), not by staff', async () => {
    const id = await postMessage('Visitor Salem');
    expect((await find(manager, 'new_message', id))?.data).toEqual({ name: 'Visitor Salem' });
    expect(await find(owner, 'new_message', id)).toBeDefined();
    expect(await find(staff, 'new_message', id)).toBeUndefined();
  });

  it('a staff sign-up: seen by staff.manage (admin and owner), not by a manager', async () => {
    const email = `signup.${randomUUID()}@example.com`;
    const res = await server.json('/api/staff/signup', {
      name: 'New Barista',
      email,
      password: 'barista-pass-1',
      confirmPassword: 'barista-pass-1',
    });
    expect(res.status).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'staff_signup'));
    expect(row!.data).toEqual({ name: 'New Barista', email });
    expect(await find(admin, 'staff_signup', row!.refId!)).toBeDefined();
    expect(await find(owner, 'staff_signup', row!.refId!)).toBeDefined();
    expect(await find(manager, 'staff_signup', row!.refId!)).toBeUndefined();
    expect(await find(staff, 'staff_signup', row!.refId!)).toBeUndefined();
  });

  it('a size marked sold out from the floor: product names and the size’s names, for everyone', async () => {
    const p = product();
    const res = await callAs(server, `/api/admin/products/${p.id}/stock`, {
      method: 'PATCH',
      cookie: staff.cookie,
      body: { sizes: [{ size: 'large', soldOut: true }] },
    });
    expect(res.status).toBe(200);
    const n = await find(manager, 'sold_out', p.id);
    expect(n?.data).toEqual({
      size: 'large',
      sizeNameEn: 'Large',
      sizeNameAr: 'كبير',
      productNameEn: p.nameEn,
      productNameAr: p.nameAr,
    });
    expect(await find(staff, 'sold_out', p.id)).toBeDefined();
    // Marking it sold out again is no new event.
    await callAs(server, `/api/admin/products/${p.id}/stock`, {
      method: 'PATCH',
      cookie: staff.cookie,
      body: { sizes: [{ size: 'large', soldOut: true }] },
    });
    expect((await list(manager)).rows.filter((x) => x.kind === 'sold_out' && x.refId === p.id)).toHaveLength(
      1,
    );
  });

  it('a customer review: seen by reviews.moderate (manager and up), not by staff', async () => {
    const db = server.database.db;
    const [c] = await db
      .insert(customers)
      .values({ email: `rev.${randomUUID()}@example.com`, name: 'Noura' })
      .returning();
    const [r] = await db
      .insert(reviews)
      .values({
        productId: product().id,
        customerId: c!.id,
        authorNameEn: 'Noura',
        authorNameAr: 'نورة',
        rating: '4.5',
        commentEn: 'Fresh',
        commentAr: 'طازج',
        title: 'Great',
      })
      .returning();
    expect((await find(manager, 'new_review', r!.id))?.data).toMatchObject({
      rating: 4.5,
      customerName: 'Noura',
      productNameEn: product().nameEn,
    });
    expect(await find(staff, 'new_review', r!.id)).toBeUndefined();
  });
});

describe('Settings → Notifications switches', () => {
  it('"new order" and "low stock" switched off hide those notifications; on again shows them', async () => {
    const order = await placeOrder('Switch Test');
    const save = (value: unknown) =>
      callAs(server, '/api/admin/settings', { method: 'PUT', cookie: owner.cookie, body: value });
    const current = (await (
      await callAs(server, '/api/admin/settings', { cookie: owner.cookie })
    ).json()) as Record<string, unknown>;
    const before = await list(manager);
    // The sold-out and message events of the tests above are there to be hidden (or not).
    expect(before.rows.some((n) => n.kind === 'sold_out')).toBe(true);
    const orderNote = before.rows.find((n) => n.kind === 'new_order' && n.refId === order.id)!;
    const res = await save({
      ...current,
      notifications: { newOrder: false, lowStock: false },
    });
    expect(res.status).toBe(200);
    const off = await list(manager);
    expect(off.rows.some((n) => n.kind === 'new_order' || n.kind === 'sold_out')).toBe(false);
    expect(off.rows.some((n) => n.kind === 'new_message')).toBe(true);
    // Hidden is hidden everywhere: not counted as unread, not to be marked.
    expect(off.unread).toBeLessThan(before.unread);
    expect(
      (
        await callAs(server, `/api/admin/notifications/${orderNote.id}/read`, {
          method: 'POST',
          cookie: manager.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await save(current)).status).toBe(200);
    expect(await find(manager, 'new_order', order.id)).toBeDefined();
  });
});

describe('read state is per staff member', () => {
  it("one member's read does not mark another's; the unread count follows", async () => {
    const order = await placeOrder();
    const before = await list(staff2);
    const n = (await find(staff, 'new_order', order.id))!;
    const res = await callAs(server, `/api/admin/notifications/${n.id}/read`, {
      method: 'POST',
      cookie: staff.cookie,
    });
    expect(res.status).toBe(204);
    expect((await find(staff, 'new_order', order.id))!.read).toBe(true);
    expect((await find(staff2, 'new_order', order.id))!.read).toBe(false);
    expect((await list(staff2)).unread).toBe(before.unread);
    // Twice is fine.
    expect(
      (
        await callAs(server, `/api/admin/notifications/${n.id}/read`, {
          method: 'POST',
          cookie: staff.cookie,
        })
      ).status,
    ).toBe(204);
  });

  it('Mark all as read clears one member only; the unread filter then lists nothing', async () => {
    await placeOrder();
    expect((await list(manager)).unread).toBeGreaterThan(0);
    const res = await callAs(server, '/api/admin/notifications/read-all', {
      method: 'POST',
      cookie: manager.cookie,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { marked: number }).marked).toBeGreaterThan(0);
    const after = await list(manager, 'filter=unread');
    expect(after).toMatchObject({ unread: 0, total: 0, rows: [] });
    expect((await list(owner)).unread).toBeGreaterThan(0);
    // A new event after it is unread again.
    const order = await placeOrder();
    expect((await find(manager, 'new_order', order.id))!.read).toBe(false);
    expect((await list(manager)).unread).toBe(1);
  });

  it('a notification the role is not told about cannot be marked (404)', async () => {
    const id = await postMessage('Hidden from staff');
    const n = (await find(manager, 'new_message', id))!;
    const res = await callAs(server, `/api/admin/notifications/${n.id}/read`, {
      method: 'POST',
      cookie: staff.cookie,
    });
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('notification_not_found');
  });
});

describe('paging and hostile input', () => {
  it('pages newest first with a total', async () => {
    const first = await list(owner, 'pageSize=2&page=1');
    const second = await list(owner, 'pageSize=2&page=2');
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBeGreaterThan(3);
    expect(first.rows[1]!.createdAt >= second.rows[0]!.createdAt).toBe(true);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(4);
  });

  it.each([
    ['GET', '/api/admin/notifications?pageSize=1000'],
    ['GET', '/api/admin/notifications?page=-1'],
    ['GET', '/api/admin/notifications?filter=everything'],
    ['POST', '/api/admin/notifications/not-a-uuid/read'],
  ])('%s %s answers 422', async (method, path) => {
    expect((await callAs(server, path, { method, cookie: owner.cookie })).status).toBe(422);
  });

  it('an unknown id answers 404', async () => {
    expect(
      (
        await callAs(server, `/api/admin/notifications/${randomUUID()}/read`, {
          method: 'POST',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /api/admin/notifications/events', () => {
  it('streams the new notification id when an order arrives', async () => {
    const res = await callAs(server, '/api/admin/notifications/events', { cookie: staff.cookie });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = async (until: (s: string) => boolean) => {
      while (!until(text)) text += decoder.decode((await reader.read()).value);
    };
    await read((s) => s.includes('event: ready'));
    const order = await placeOrder();
    await read((s) => s.includes('event: notification'));
    const n = (await find(staff, 'new_order', order.id))!;
    await read((s) => s.includes(n.id));
    await reader.cancel();
  });
});
