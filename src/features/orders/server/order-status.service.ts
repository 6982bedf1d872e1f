import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { orders, orderStatusEvents } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { OrderStatus } from '@/common/domain';

/**
 * Moves an order to another status and records who did it (a staff user's id; null for the
 * system), from what, to what. Runs in its own transaction, or inside the caller's when given
 * one (`tx`), so a status change and other edits of the order commit together.
 * The database trigger then tells every server process, which tells the open tracking pages
 * and the staff board.
 */
export async function setOrderStatus(
  db: Db | Tx,
  orderId: string,
  to: OrderStatus,
  changedBy: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!current) throw new AppError('order_not_found', 404);
    if (current.status === to) return;
    await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
    await tx
      .insert(orderStatusEvents)
      .values({ orderId, fromStatus: current.status, toStatus: to, changedBy });
  });
}
