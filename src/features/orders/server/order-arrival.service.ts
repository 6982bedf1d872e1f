import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders, orderStatusEvents, type Order } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { queueTaxInvoiceMail } from './tax-invoice-mail';

/**
 * The customer says "I'm here" at the car: the first tap records when (and the note: a parking
 * spot, the car's colour) and adds an `arrived` line to the order's history; a second tap changes
 * nothing. A completed or cancelled order has nothing to collect (409 order_closed). The database
 * trigger wakes the board and the tracking page.
 */
export async function markArrived(
  db: Db,
  orderId: string,
  note: string | null,
  by: string | null,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current) throw new AppError('not_found', 404);
    if (current.status === 'completed' || current.status === 'cancelled')
      throw new AppError('order_closed', 409);
    if (current.arrivedAt) return current;
    const [updated] = await tx
      .update(orders)
      .set({ arrivedAt: new Date(), arrivalNote: note })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusEvents).values({
      orderId,
      kind: 'arrived',
      fromStatus: current.status,
      toStatus: current.status,
      note,
      changedBy: by,
    });
    return updated!;
  });
}

/**
 * Staff take the money at the car: one tap marks the order paid, records when, and adds a `paid`
 * line to its history; the tax invoice is e-mailed (decision 063). Already paid: nothing changes.
 * A cancelled order is not taken payment for.
 */
export async function markPaid(
  db: Db,
  orderId: string,
  staffUserId: string,
  /** PUBLIC_URL without its trailing slash: the invoice e-mail links to the order's page. */
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!current) throw new AppError('order_not_found', 404);
    if (current.status === 'cancelled') throw new AppError('order_cancelled_unpaid', 409);
    if (current.paymentStatus === 'paid') return;
    await tx.update(orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({
      orderId,
      kind: 'paid',
      fromStatus: current.status,
      toStatus: current.status,
      changedBy: staffUserId,
    });
    await queueTaxInvoiceMail(tx, orderId, publicUrl);
  });
}
