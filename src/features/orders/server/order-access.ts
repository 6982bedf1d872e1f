import { timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders, type Order } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { SessionUser } from '@/server/auth/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The order, if this viewer may read it: its signed-in owner, or whoever holds its secret key.
 * Anything else is "not found", so order ids cannot be probed. The owner is the account the
 * order was placed from (or that claimed it by verifying its e-mail address), never an account
 * that merely shares the e-mail a guest typed.
 */
export async function orderForViewer(
  db: Db,
  id: string,
  viewer: { user: SessionUser | null; key?: string | null },
): Promise<Order> {
  if (!UUID.test(id)) throw new AppError('not_found', 404);
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw new AppError('not_found', 404);
  const owner = !!viewer.user && order.userId === viewer.user.id;
  const keyHolder = viewer.key ? sameSecret(viewer.key, order.accessKey) : false;
  if (!owner && !keyHolder) throw new AppError('not_found', 404);
  return order;
}

/**
 * The signed-in customer's orders, newest first: those placed while signed in, and guest orders
 * of their address from before they verified it (claimed by the e-mail verification hook in
 * src/server/auth/auth.ts).
 */
export async function ordersOfUser(db: Db, userId: string): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.number));
}
