import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, orderItems, orders, orderStatusEvents, products } from '@/server/db/schema';
import type { QueuedWork } from '../ready-estimate';

/** Minutes for an item whose product is gone (its line kept its name only). */
export const DEFAULT_PREP_MINUTES = 3;
/** A queue longer than this is not a queue any more; the estimate reads the oldest. */
export const MAX_QUEUE = 500;

export const prep = sql<number>`coalesce(${products.prepMinutes}, ${categories.prepMinutes}, ${DEFAULT_PREP_MINUTES})`;

export interface OpenOrder extends QueuedWork {
  id: string;
  status: 'pending' | 'processing';
  createdAt: Date;
  number: number;
}

/**
 * Every open order (or those of `ids` that are open) with its minutes of work and when its
 * preparation started: one query.
 */
export async function openQueue(db: Db, ids?: string[]): Promise<OpenOrder[]> {
  const startedAt = sql<Date | null>`(select max(${orderStatusEvents.createdAt}) from ${orderStatusEvents}
    where ${orderStatusEvents.orderId} = ${orders.id} and ${orderStatusEvents.toStatus} = 'processing')`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );
  const open = inArray(orders.status, ['pending', 'processing']);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      workMinutes: sql<number>`coalesce(sum(${orderItems.quantity} * ${prep}), 0)`.mapWith(Number),
      drinks: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
      startedAt,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(ids ? and(open, inArray(orders.id, ids)) : open)
    .groupBy(orders.id)
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(MAX_QUEUE);
  return rows.map((r) => ({
    ...r,
    status: r.status as OpenOrder['status'],
    startedAt: r.status === 'processing' ? (r.startedAt ?? r.createdAt) : null,
  }));
}
