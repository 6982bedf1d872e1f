import { and, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { orders, orderStatusEvents, type Order } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { markArrived, type ArrivalBay } from './order-arrival.service';

/*
 * Orders for later (decision 079): an order waits as `scheduled` until its preparation should
 * start (`start_at`: the slot's start less its preparation estimate), then becomes received
 * (`pending`) like a new order: the database trigger tells the board (chime) and the
 * notifications, and `received` queues its kitchen ticket in the same transaction.
 */

export interface ScheduledContext {
  db: Db;
  /** Work in the move's transaction (the app queues the kitchen ticket). */
  received?: (tx: Tx, orderId: string) => Promise<void>;
  /** After the move committed (the app's kitchen queue hears of it). */
  afterReceived?: (orderId: string) => void;
}

/** Moves one scheduled order to received, in `tx`, with its history line; false if it is not scheduled. */
async function startIn(tx: Tx, ctx: ScheduledContext, orderId: string, by: string | null): Promise<boolean> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (order?.status !== 'scheduled') return false;
  await tx.update(orders).set({ status: 'pending' }).where(eq(orders.id, orderId));
  await tx
    .insert(orderStatusEvents)
    .values({ orderId, fromStatus: 'scheduled', toStatus: 'pending', changedBy: by });
  if (ctx.received) await ctx.received(tx, orderId);
  return true;
}

/** The run every minute: every scheduled order whose start has come is received now. Returns their ids. */
export async function startDueOrders(ctx: ScheduledContext, now: Date): Promise<string[]> {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'scheduled'), lte(orders.startAt, now)))
    .orderBy(orders.startAt);
  const started: string[] = [];
  // One transaction each: a failing ticket holds back its own order only.
  for (const { id } of due)
    if (await ctx.db.transaction((tx) => startIn(tx, ctx, id, null))) {
      started.push(id);
      ctx.afterReceived?.(id);
    }
  return started;
}

/**
 * "On my way" (issue 39): a scheduled order whose customer's car has come within the owner's line
 * (Settings → Store: start when the car is N minutes away) is received now, like Start Now, with
 * its ticket and chime. Returns whether it moved (an order not scheduled, or already moved, stays).
 */
export async function startOnApproach(ctx: ScheduledContext, orderId: string): Promise<boolean> {
  const moved = await ctx.db.transaction((tx) => startIn(tx, ctx, orderId, null));
  if (moved) ctx.afterReceived?.(orderId);
  return moved;
}

/** Staff start an order for later early (the board's Start Now); 409 `order_not_scheduled` otherwise. */
export async function startScheduledOrder(ctx: ScheduledContext, orderId: string, by: string): Promise<void> {
  const [exists] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw new AppError('order_not_found', 404);
  if (!(await ctx.db.transaction((tx) => startIn(tx, ctx, orderId, by))))
    throw new AppError('order_not_scheduled', 409);
  ctx.afterReceived?.(orderId);
}

/**
 * "I'm here" (the order's page, or a bay's code) on an order for later: the customer is at the
 * car, so it is received now, with its ticket and chime, and shows among the cars waiting.
 */
export async function arriveAndStart(
  ctx: ScheduledContext,
  orderId: string,
  note: string | null,
  by: string | null,
  bay: ArrivalBay | null = null,
) {
  return receiveNow(ctx, await markArrived(ctx.db, orderId, note, by, bay));
}

/** `order` received now when it is still scheduled (its ticket and chime); the row as it then is. */
export async function receiveNow(ctx: ScheduledContext, order: Order): Promise<Order> {
  if (order.status !== 'scheduled' || !(await startOnApproach(ctx, order.id))) return order;
  return (await ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
}
