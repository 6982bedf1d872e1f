import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, orderItems, orders, orderStatusEvents, products } from '@/server/db/schema';
import { readyInMinutes, type QueuedWork } from '../ready-estimate';
import { activeBusy } from '@/common/busy-mode';
import type { OrderView } from '../orders.schema';
import type { StoreInfo } from '@/features/settings';

/** Minutes for an item whose product is gone (its line kept its name only). */
const DEFAULT_PREP_MINUTES = 3;
/** A queue longer than this is not a queue any more; the estimate reads the oldest. */
const MAX_QUEUE = 500;

const prep = sql<number>`coalesce(${products.prepMinutes}, ${categories.prepMinutes}, ${DEFAULT_PREP_MINUTES})`;

export interface KitchenNow {
  /** Orders prepared at once (Settings → Store → Kitchen). */
  parallel: number;
  /** Busy mode's extra minutes now (0 when off). */
  extraMinutes: number;
  now: Date;
}

interface OpenOrder extends QueuedWork {
  id: string;
  status: 'pending' | 'processing';
  createdAt: Date;
  number: number;
}

/** Every open order with its minutes of work and when its preparation started: one query. */
async function openQueue(db: Db): Promise<OpenOrder[]> {
  const startedAt = sql<Date | null>`(select max(${orderStatusEvents.createdAt}) from ${orderStatusEvents}
    where ${orderStatusEvents.orderId} = ${orders.id} and ${orderStatusEvents.toStatus} = 'processing')`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      workMinutes: sql<number>`coalesce(sum(${orderItems.quantity} * ${prep}), 0)`.mapWith(Number),
      startedAt,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(orders.status, ['pending', 'processing']))
    .groupBy(orders.id)
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(MAX_QUEUE);
  return rows.map((r) => ({
    ...r,
    status: r.status as OpenOrder['status'],
    startedAt: r.status === 'processing' ? (r.startedAt ?? r.createdAt) : null,
  }));
}

/**
 * The kitchen's order: orders being prepared first (by when they started), then the waiting
 * ones first come first served.
 */
function kitchenOrder(queue: OpenOrder[]): OpenOrder[] {
  const started = queue
    .filter((o) => o.startedAt)
    .sort((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime() || a.number - b.number);
  return [...started, ...queue.filter((o) => !o.startedAt)];
}

/** Minutes of work in a cart not yet ordered (products by id; an unknown product counts the default). */
export async function workOfLines(db: Db, lines: { productId: string; quantity: number }[]): Promise<number> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, minutes: prep })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, Number(r.minutes)]));
  return lines.reduce((sum, l) => sum + l.quantity * (byId.get(l.productId) ?? DEFAULT_PREP_MINUTES), 0);
}

/** "Ready in about N minutes" for an order not placed yet: behind every open order. */
export async function estimateNewOrder(
  db: Db,
  lines: { productId: string; quantity: number }[],
  k: KitchenNow,
): Promise<number> {
  const [queue, workMinutes] = await Promise.all([openQueue(db), workOfLines(db, lines)]);
  return readyInMinutes({
    ahead: kitchenOrder(queue),
    own: { workMinutes, startedAt: null },
    parallel: k.parallel,
    extraMinutes: k.extraMinutes,
    now: k.now,
  });
}

/**
 * Minutes until each open order of `ids` should be ready, from the orders ahead of it now (one
 * query for any number of orders); closed orders are absent.
 */
export async function estimateOpenOrders(db: Db, ids: string[], k: KitchenNow): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (ids.length === 0) return result;
  const line = kitchenOrder(await openQueue(db));
  for (const id of ids) {
    const at = line.findIndex((o) => o.id === id);
    if (at < 0) continue;
    result.set(
      id,
      readyInMinutes({
        ahead: line.slice(0, at),
        own: line[at]!,
        parallel: k.parallel,
        extraMinutes: k.extraMinutes,
        now: k.now,
      }),
    );
  }
  return result;
}

/** The views with "ready in about N minutes" for the open ones, from the queue now and the shop's settings. */
export async function withReadyTimes(
  db: Db,
  views: OrderView[],
  store: Pick<StoreInfo, 'busy' | 'kitchen'>,
  now = new Date(),
): Promise<OrderView[]> {
  const open = views.filter((v) => v.status === 'pending' || v.status === 'processing').map((v) => v.id);
  if (open.length === 0) return views;
  const k = {
    parallel: store.kitchen.parallelOrders,
    extraMinutes: activeBusy(store.busy, now).extraMinutes,
    now,
  };
  const minutes = await estimateOpenOrders(db, open, k);
  return views.map((v) => ({ ...v, readyInMinutes: minutes.get(v.id) ?? null }));
}
