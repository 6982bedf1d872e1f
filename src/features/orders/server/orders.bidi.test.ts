import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { contactMessages, orderItems, orders } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { PlacedOrder } from '../orders.schema';

/** Right-to-left override … pop: `\u202Egnp.exe` shows as `exe.png`. */
const rlo = (s: string) => `\u202E${s}\u202C`;
/** Every embedding, override and isolate control: LRE RLE PDF LRO RLO, LRI RLI FSI PDI. */
const ALL = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const db = () => server.database.db;

describe('bidirectional controls never enter the shop', () => {
  it('an order: the name, a line note, the plate; the arrival note', async () => {
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const product = menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
    const res = await callAs(server, '/api/orders', {
      body: {
        idempotencyKey: randomUUID(),
        name: rlo('Hamdan'),
        email: `guest.${randomUUID()}@example.com`,
        plate: { emirate: 'abu_dhabi', code: `\u2066${'5'}\u2069`, number: rlo('12345') },
        paymentMethod: 'cash',
        lines: [{ productId: product.id, size: 'small', quantity: 1, note: `less ${ALL}ice` }],
        locale: 'en',
      },
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
    expect([row!.customerName, row!.plateCode, row!.plateNumber]).toEqual(['Hamdan', '5', '12345']);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.order.id));
    expect(item!.note).toBe('less ice');

    expect(
      (
        await callAs(server, `/api${placed.trackingPath.replace('?', '/arrival?')}`, {
          body: { note: rlo('bay 3') },
        })
      ).status,
    ).toBe(200);
    const [arrived] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
    expect(arrived!.arrivalNote).toBe('bay 3');
  });

  it('a contact message: the name and the message', async () => {
    const res = await callAs(server, '/api/contact', {
      body: { name: rlo('Mariam'), email: 'mariam@example.com', message: `Hello ${ALL}there`, locale: 'en' },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect([row!.name, row!.message]).toEqual(['Mariam', 'Hello there']);
  });

  it("a saved car: the plate and the customer's words for it", async () => {
    const { cookie } = await signInAs(server, 'customer');
    const res = await callAs(server, '/api/account/cars', {
      cookie,
      body: {
        plate: { emirate: 'dubai', code: 'A', number: rlo('777') },
        nickname: rlo('Family'),
        colour: `\u2067White\u2069`,
      },
    });
    expect(res.status).toBe(201);
    const car = JSON.stringify(await res.json());
    expect(car).not.toMatch(BIDI);
    expect(car).toContain('"Family"');
  });
});
