import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { Menu } from '@/features/catalog';
import type { Board } from '../orders.admin.schema';
import type { PlacedOrder } from '../orders.schema';

let server: TestServer;
let menu: Menu;
let staff: Awaited<ReturnType<typeof signInAs>>;
let customer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  server = await createTestServer({ TEST_HOOKS: '1' });
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  staff = await signInAs(server, 'staff', 'Layla Runner');
  customer = await signInAs(server, 'customer', 'Curious Customer');
});
afterAll(() => server.close());

async function place(name: string) {
  const product = menu.products.find((p) => !p.soldOut && p.sizes.length > 0)!;
  const res = await callAs(server, '/api/orders', {
    body: {
      idempotencyKey: randomUUID(),
      name,
      email: `guest.${randomUUID()}@example.com`,
      plate: testPlate('DXB A 1'),
      paymentMethod: 'card',
      lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 1 }],
      locale: 'en',
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as PlacedOrder).order;
}
const seen = (id: string, cookie?: string) =>
  callAs(server, `/api/admin/orders/${id}/seen`, { method: 'POST', cookie });
const boardCard = async (id: string) => {
  const res = await callAs(server, '/api/admin/orders/board', { cookie: staff.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as Board).orders.find((o) => o.id === id);
};

describe('POST /api/admin/orders/{id}/seen', () => {
  it('records when a member of staff first saw a new order; the board carries it', async () => {
    const order = await place('Seen Once');
    expect(await boardCard(order.id)).toMatchObject({ status: 'pending', seenAt: null });
    const [before] = await server.database.db
      .select({ updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, order.id));

    const res = await seen(order.id, staff.cookie);
    expect(res.status).toBe(200);
    const first = (await res.json()) as { id: string; seenAt: string };
    expect(first.id).toBe(order.id);
    expect(Math.abs(Date.parse(first.seenAt) - Date.now())).toBeLessThan(60_000);
    expect((await boardCard(order.id))?.seenAt).toBe(first.seenAt);

    // A second tap (another device, a double tap) changes nothing: the first time stays.
    await new Promise((r) => setTimeout(r, 20));
    const again = await seen(order.id, staff.cookie);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { seenAt: string }).seenAt).toBe(first.seenAt);
    // Seeing is not an edit of the order.
    const [after] = await server.database.db
      .select({ updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(after!.updatedAt.toISOString()).toBe(before!.updatedAt.toISOString());
  });

  it('answers 404 for an unknown order, 401 without a session and 403 for a customer', async () => {
    const unknown = await seen(randomUUID(), staff.cookie);
    expect(unknown.status).toBe(404);
    expect(await codeOf(unknown)).toBe('order_not_found');

    const order = await place('Seen Guarded');
    expect((await seen(order.id)).status).toBe(401);
    expect((await seen(order.id, customer.cookie)).status).toBe(403);
    expect((await boardCard(order.id))?.seenAt).toBeNull();
  });

  it('keeps a ready order on the board, between being prepared and handed over', async () => {
    const order = await place('Ready Board');
    const move = (status: string) =>
      callAs(server, `/api/admin/orders/${order.id}`, {
        method: 'PATCH',
        body: { status },
        cookie: staff.cookie,
      });
    expect((await move('processing')).status).toBe(200);
    expect((await move('ready')).status).toBe(200);
    expect(await boardCard(order.id)).toMatchObject({ status: 'ready', completedAt: null });
  });

  it('is in the OpenAPI document for staff', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const op = doc.paths['/api/admin/orders/{id}/seen']?.post;
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
  });
});
