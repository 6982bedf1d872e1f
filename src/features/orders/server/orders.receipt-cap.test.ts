import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { mailOutbox, orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { PlacedOrder } from '../orders.schema';
import { RECEIPTS_PER_HOUR } from './place-order.service';

describeOnEachDatabase('receipts per recipient (decision 067)', (engine) => {
  let server: TestServer;
  let juice: string;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    juice = menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!.id;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const place = async (email: string) => {
    const res = await callAs(server, '/api/orders', {
      body: {
        idempotencyKey: randomUUID(),
        name: 'Hamdan',
        email,
        plate: testPlate('AD 5 12345'),
        paymentMethod: 'cash',
        lines: [{ productId: juice, size: 'small', quantity: 1 }],
        locale: 'en',
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as PlacedOrder;
  };
  const receiptsTo = async (email: string) =>
    (
      await db()
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'receipt'), eq(mailOutbox.toAddress, email)))
    ).length;

  it('mails at most 5 receipts an hour to one address; later orders are placed without one', async () => {
    expect(RECEIPTS_PER_HOUR).toBe(5);
    const victim = `victim.${randomUUID()}@example.com`;
    for (let i = 0; i < 5; i++) await place(victim);
    expect(await receiptsTo(victim)).toBe(5);
    // The sixth and seventh (any case of the address) still place their order.
    const sixth = await place(victim);
    const seventh = await place(victim.toUpperCase());
    expect(await receiptsTo(victim)).toBe(5);
    const held = await db().select({ id: orders.id }).from(orders).where(eq(orders.customerEmail, victim));
    expect(held.map((o) => o.id)).toEqual(expect.arrayContaining([sixth.order.id, seventh.order.id]));
    // Another address is not affected.
    const other = `other.${randomUUID()}@example.com`;
    await place(other);
    expect(await receiptsTo(other)).toBe(1);
  });

  it('counts only the last hour', async () => {
    const customer = `regular.${randomUUID()}@example.com`;
    for (let i = 0; i < 5; i++) await place(customer);
    // An hour and a minute later (the receipts' clock moved back instead).
    await db()
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(mailOutbox.toAddress, customer));
    await place(customer);
    expect(await receiptsTo(customer)).toBe(6);
  });
});
