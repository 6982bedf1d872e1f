import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { customers, orders, type Order } from '@/server/db/schema';
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
 * Anything else is "not found", so order ids cannot be probed.
 */
export async function orderForViewer(db: Db, id: string, viewer: { user: SessionUser | null; key?: string | null }): Promise<Order> {
  if (!UUID.test(id)) throw new AppError('not_found', 404);
  const [row] = await db
    .select({ order: orders, ownerUserId: customers.userId })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', 404);
  const owner = viewer.user && row.ownerUserId === viewer.user.id;
  const keyHolder = viewer.key ? sameSecret(viewer.key, row.order.accessKey) : false;
  if (!owner && !keyHolder) throw new AppError('not_found', 404);
  return row.order;
}

/** The signed-in customer's orders, newest first. */
export async function ordersOfUser(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.userId, userId)))
    .orderBy(desc(orders.createdAt));
  return rows.map((r) => r.order);
}
