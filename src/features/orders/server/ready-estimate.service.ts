import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';
import { readyInMinutes } from '../ready-estimate';
import type { KitchenQueue } from './kitchen-queue';
import { DEFAULT_PREP_MINUTES, MAX_QUEUE, openQueue, prep, type OpenOrder } from './open-queue';
import { activeBusy } from '@/common/busy-mode';
import type { OrderView } from '../orders.schema';
import type { StoreInfo } from '@/features/settings';

/** Where the open orders come from: this process's copy (the app's), else the database. */
export type QueueSource = KitchenQueue | Db;

const isKitchenQueue = (s: QueueSource): s is KitchenQueue =>
  typeof (s as Partial<KitchenQueue>).current === 'function';

/** The oldest open orders (at most MAX_QUEUE, as the database read gives them). */
async function openOrders(source: QueueSource): Promise<readonly OpenOrder[]> {
  if (!isKitchenQueue(source)) return openQueue(source);
  // Oldest first already (the copy keeps its order: decision 057).
  const all = await source.current();
  return all.length > MAX_QUEUE ? all.slice(0, MAX_QUEUE) : all;
}

export interface KitchenNow {
  /** Orders prepared at once (Settings → Store → Kitchen). */
  parallel: number;
  /** Busy mode's extra minutes now (0 when off). */
  extraMinutes: number;
  now: Date;
  /** Settings → Store → Large orders: an order ahead not accepted yet counts at most this many drinks. */
  waitingDrinksCap?: number;
}

/**
 * The kitchen's order: orders being prepared first (by when they started), then the waiting
 * ones first come first served.
 */
function kitchenOrder(queue: readonly OpenOrder[]): OpenOrder[] {
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

/** "Ready in about N minutes" for `workMinutes` of work not ordered yet: behind every open order. */
export async function estimateForWork(
  source: QueueSource,
  workMinutes: number,
  k: KitchenNow,
): Promise<number> {
  return readyInMinutes({
    ahead: kitchenOrder(await openOrders(source)),
    own: { workMinutes, startedAt: null },
    parallel: k.parallel,
    extraMinutes: k.extraMinutes,
    now: k.now,
    waitingDrinksCap: k.waitingDrinksCap,
  });
}

/** "Ready in about N minutes" for a cart not ordered yet (`queue`: the app's copy of the open orders). */
export async function estimateNewOrder(
  db: Db,
  lines: { productId: string; quantity: number }[],
  k: KitchenNow,
  queue?: KitchenQueue,
): Promise<number> {
  return estimateForWork(queue ?? db, await workOfLines(db, lines), k);
}

/**
 * Minutes until each open order of `ids` should be ready, from the orders ahead of it now (one
 * query for any number of orders); closed orders are absent.
 */
export async function estimateOpenOrders(
  source: QueueSource,
  ids: string[],
  k: KitchenNow,
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (ids.length === 0) return result;
  const line = kitchenOrder(await openOrders(source));
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
        waitingDrinksCap: k.waitingDrinksCap,
      }),
    );
  }
  return result;
}

/** The views with "ready in about N minutes" for the open ones, from the queue now and the shop's settings. */
export async function withReadyTimes(
  source: QueueSource,
  views: OrderView[],
  store: Pick<StoreInfo, 'busy' | 'kitchen' | 'checkout'>,
  now = new Date(),
): Promise<OrderView[]> {
  const open = views.filter((v) => v.status === 'pending' || v.status === 'processing').map((v) => v.id);
  if (open.length === 0) return views;
  const k = {
    parallel: store.kitchen.parallelOrders,
    extraMinutes: activeBusy(store.busy, now).extraMinutes,
    now,
    waitingDrinksCap: store.checkout.maxUnpaidDrinks,
  };
  const minutes = await estimateOpenOrders(source, open, k);
  return views.map((v) => ({ ...v, readyInMinutes: minutes.get(v.id) ?? null }));
}
