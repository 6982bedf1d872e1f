import { randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { expect } from 'vitest';
import { orderItems, orders } from '@/server/db/schema';
import { callAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '../catalog.schema';
import { lineSize } from '../size-test-kit';

/** Shared by the back-office catalogue API tests. */

export async function menuOf(server: TestServer): Promise<Menu> {
  const res = await server.request('/api/catalog/menu');
  expect(res.status).toBe(200);
  return (await res.json()) as Menu;
}

/** Waits for the public (cached) menu to show a change: the NOTIFY that invalidates it is asynchronous. */
export async function waitForMenu(server: TestServer, check: (m: Menu) => boolean): Promise<Menu> {
  let last: Menu | undefined;
  for (let i = 0; i < 100; i++) {
    last = await menuOf(server);
    if (check(last)) return last;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the menu never showed the change');
}

export const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** Field paths → messages of a 422. */
export async function fieldErrors(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(422);
  const body = await json<{ error: { details: { path: string; message: string }[] } }>(res);
  return Object.fromEntries(body.error.details.map((d) => [d.path, d.message]));
}

export async function call(server: TestServer, cookie: string, path: string, method = 'GET', body?: unknown) {
  return callAs(server, path, { method, body, cookie });
}

/** An order (straight into the database) with one line of `productId`. */
export async function orderOf(server: TestServer, productId: string) {
  const db = server.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      customerName: 'Test Customer',
      customerEmail: 'test@example.com',
      ...plateColumns('AD 1 12345'),
      paymentMethod: 'card',
      totalFils: 1000,
      vatFils: 48,
      vatRateBp: 500,
      accessKey: randomUUID(),
      idempotencyKey: randomUUID(),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    nameEn: 'Snapshot',
    nameAr: 'لقطة',
    ...lineSize('small'),
    unitPriceFils: 1000,
    quantity: 1,
  });
}
