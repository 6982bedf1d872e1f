import { randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@/common/domain';
import type { Db } from '@/server/db/client';
import { orders, orderStatusEvents, refunds } from '@/server/db/schema';

/** An order straight in the database (paid now, when `paid`: the trigger files it under the open shift). */
export async function insertOrder(
  db: Db,
  o: { method?: PaymentMethod; totalFils: number; vatFils?: number; paid?: boolean },
) {
  const [row] = await db
    .insert(orders)
    .values({
      customerName: 'Shift tester',
      customerEmail: `shift.${randomUUID()}@example.com`,
      ...plateColumns('AD 5 12345'),
      paymentMethod: o.method ?? 'cash',
      paymentStatus: o.paid === false ? 'unpaid' : 'paid',
      paidAt: o.paid === false ? null : new Date(),
      totalFils: o.totalFils,
      vatFils: o.vatFils ?? Math.round((o.totalFils * 5) / 105),
      vatRateBp: 500,
      accessKey: randomUUID(),
      idempotencyKey: randomUUID(),
    })
    .returning();
  return row!;
}

/** Marks an order paid or unpaid (as the board does: the trigger sets or clears its shift). */
export const setPaid = (db: Db, id: string, paid: boolean) =>
  db
    .update(orders)
    .set({ paymentStatus: paid ? 'paid' : 'unpaid', paidAt: paid ? new Date() : null })
    .where(eq(orders.id, id));

/** A refund (credit note) of part of an order, in the open shift. */
export async function insertRefund(
  db: Db,
  orderId: string,
  r: { amountFils: number; vatFils: number; method?: PaymentMethod },
) {
  await db
    .update(orders)
    .set({ refundedFils: sql`${orders.refundedFils} + ${r.amountFils}` })
    .where(eq(orders.id, orderId));
  const [row] = await db
    .insert(refunds)
    .values({
      orderId,
      amountFils: r.amountFils,
      vatFils: r.vatFils,
      method: r.method ?? 'cash',
      reason: 'wrong_item',
      createdByName: 'Manager',
    })
    .returning();
  return row!;
}

/** Cancels an unpaid order now, with its history line (a void). */
export async function voidOrder(db: Db, id: string) {
  await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
  await db.insert(orderStatusEvents).values({ orderId: id, fromStatus: 'pending', toStatus: 'cancelled' });
}
