import type { Db } from '@/server/db/client';
import { openQueue, type OpenOrder } from './open-queue';
import { versionOf } from './version-row';

/**
 * The open orders (received, being prepared) as the ready-time estimate needs them, kept in this
 * process's memory so an estimate reads one row instead of every open order with its lines
 * (decision 052). The copy is exact at the time it is read:
 * - `kitchen_queue_version` (migration 0019) moves in the same transaction as every change that
 *   can move an estimate (a status, a line, an order deleted, a product's minutes), except an
 *   order placed through `placeOrder`; when it moved, the copy is read again in full.
 * - An order placed by this process is added to the copy once committed (`added`); one placed
 *   by another process is heard on NOTIFY `order_changed` (`heard`) and read by its id.
 */
export interface KitchenQueue {
  /** The open orders now, oldest first (by time, then number); the caller must not change it. */
  current(): Promise<readonly OpenOrder[]>;
  /** An order this process just placed (committed), with its minutes of work. */
  added(order: OpenOrder): void;
  /** NOTIFY `order_changed` from any process: the order's id, or '' (anything may have changed). */
  heard(orderId: string): void;
}

/** The kitchen's order of arrival: oldest first, then by number. */
export const byArrival = (a: OpenOrder, b: OpenOrder) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.number - b.number;

export function createKitchenQueue(db: Db): KitchenQueue {
  let orders = new Map<string, OpenOrder>();
  /** `orders` in arrival order, kept until they change (a new order usually goes at the end). */
  let sorted: OpenOrder[] | null = null;
  /** The version the copy was read at; null: read it again. */
  let version: string | null = null;
  /** Orders heard of that the copy may not hold yet. */
  let heardIds = new Set<string>();
  /** The look under way (one at a time), and what was added while it read. */
  let refreshing: Promise<void> | null = null;
  let addedMeanwhile: OpenOrder[] | null = null;

  async function refresh() {
    const now = await versionOf(db, 'kitchen_queue_version');
    if (now !== version) {
      // Read after the version: a change committed in between is in the rows and moves the
      // version again, so the next estimate reads once more (never the other way round).
      addedMeanwhile = [];
      heardIds = new Set();
      try {
        const rows = await openQueue(db);
        orders = new Map(rows.map((o) => [o.id, o]));
        for (const o of addedMeanwhile) orders.set(o.id, o);
        sorted = null;
        version = now;
      } finally {
        addedMeanwhile = null;
      }
      return;
    }
    const unknown = [...heardIds].filter((id) => !orders.has(id));
    heardIds = new Set();
    if (unknown.length === 0) return;
    for (const o of await openQueue(db, unknown)) orders.set(o.id, o);
    sorted = null;
  }

  /**
   * A look that starts after the caller asked: a caller arriving while one is under way waits
   * for the next one (shared by everyone who arrived meanwhile), so a change committed before
   * the request is never missed.
   */
  let next: Promise<void> | null = null;
  function fresh(): Promise<void> {
    if (!refreshing) {
      refreshing = refresh()
        .catch((e: unknown) => {
          version = null;
          throw e;
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    }
    next ??= refreshing
      .catch(() => {})
      .then(() => {
        next = null;
        return fresh();
      });
    return next;
  }

  return {
    async current() {
      await fresh();
      sorted ??= [...orders.values()].sort(byArrival);
      return sorted;
    },
    added(order) {
      const last = sorted?.at(-1);
      if (sorted && !orders.has(order.id) && (!last || byArrival(last, order) < 0)) sorted.push(order);
      else sorted = null;
      orders.set(order.id, order);
      addedMeanwhile?.push(order);
    },
    heard(orderId) {
      if (orderId) heardIds.add(orderId);
      else version = null;
    },
  };
}
