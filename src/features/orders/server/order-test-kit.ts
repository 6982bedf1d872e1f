import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { callAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { PlacedOrder } from '../orders.schema';

/** A cash order of `line` (one of it), by a guest (or the holder of `cookie`): the answer, unchecked. */
export const placeLine = (server: TestServer, line: Record<string, unknown>, cookie?: string) =>
  callAs(server, '/api/orders', {
    cookie,
    body: {
      idempotencyKey: randomUUID(),
      name: 'Hamdan',
      email: `guest.${randomUUID()}@example.com`,
      plate: testPlate('AD 5 12345'),
      paymentMethod: 'cash',
      lines: [{ quantity: 1, ...line }],
      locale: 'en',
    },
  });

/** A cash order of one small juice, by a guest (or the holder of `cookie`), with its tracking key. */
export async function placeCashOrder(server: TestServer, menu: Menu, cookie?: string) {
  const product = menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
  const res = await placeLine(server, { productId: product.id, size: 'small' }, cookie);
  expect(res.status).toBe(201);
  const placed = (await res.json()) as PlacedOrder;
  return { ...placed, key: new URL(placed.trackingPath, 'http://x').searchParams.get('key')! };
}

/** The shop's links for `setOrderStatus` in tests (the ready e-mail's page). */
export const TEST_LINKS = { publicUrl: 'http://localhost:3000' } as const;

/** Opens the till's shift (cash is recorded only while one is open, issue 35); 409 if one is. */
export const openShift = (server: TestServer, cookie: string, floatFils = 0) =>
  callAs(server, '/api/admin/shifts', { method: 'POST', body: { floatFils }, cookie });
