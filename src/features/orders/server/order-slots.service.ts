import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { orders, orderSlots } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { StoreInfo } from '@/features/settings';
import { checkSlot, upcomingSlots } from '../order-slots';

/*
 * Orders for later (decision 079): which slots are offered, and taking a place in one. A slot's
 * places are the orders for it that are not cancelled; its row in `order_slots` is locked while an
 * order takes a place, so the count cannot change under the one taking it.
 */

export interface SlotState {
  start: Date;
  /** Orders for it, not cancelled. */
  taken: number;
  /** Closed by hand (Settings → Store → Orders for later). */
  closed: boolean;
  /** A customer can choose it: slots on, not closed, not full. */
  offered: boolean;
}

type SlotStore = Pick<StoreInfo, 'hours' | 'slots'>;

/** The slots of the rest of today and tomorrow with their places taken and whether each is offered. */
export async function listSlots(db: Db | Tx, store: SlotStore, now: Date): Promise<SlotState[]> {
  const starts = upcomingSlots(now, store.hours, store.slots.lengthMinutes);
  if (starts.length === 0) return [];
  const first = starts[0]!;
  const last = starts.at(-1)!;
  const [counts, closedRows] = await Promise.all([
    db
      .select({ at: orders.scheduledFor, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(gte(orders.scheduledFor, first), lte(orders.scheduledFor, last), ne(orders.status, 'cancelled')),
      )
      .groupBy(orders.scheduledFor),
    db
      .select({ at: orderSlots.startsAt })
      .from(orderSlots)
      .where(
        and(gte(orderSlots.startsAt, first), lte(orderSlots.startsAt, last), eq(orderSlots.closed, true)),
      ),
  ]);
  const taken = new Map(counts.map((c) => [c.at!.getTime(), c.n]));
  const closed = new Set(closedRows.map((c) => c.at.getTime()));
  return starts.map((start) => {
    const n = taken.get(start.getTime()) ?? 0;
    const isClosed = closed.has(start.getTime());
    return {
      start,
      taken: n,
      closed: isClosed,
      offered: store.slots.enabled && !isClosed && n < store.slots.capacity,
    };
  });
}

const refusal = (code: 'slots_off' | 'slot_unknown' | 'slot_past' | 'slot_closed' | 'slot_full') =>
  new AppError(code, code === 'slot_unknown' ? 422 : 409, [{ path: 'scheduledFor', code }]);

/** Slots on, and `start` one of them still ahead (the rule alone, no database). */
function assertSlotRule(store: SlotStore, start: Date, now: Date): void {
  if (!store.slots.enabled) throw refusal('slots_off');
  const problem = checkSlot(start, now, store.hours, store.slots.lengthMinutes);
  if (problem) throw refusal(problem);
}

/**
 * The same refusals as `takeSlotPlace`, without taking a place or locking: checked before
 * anything else happens (before Stripe's page opens for an order paid online).
 */
export async function assertSlotChoosable(db: Db, store: SlotStore, start: Date, now: Date): Promise<void> {
  assertSlotRule(store, start, now);
  const [slot] = (await listSlots(db, store, now)).filter((s) => s.start.getTime() === start.getTime());
  if (slot?.closed) throw refusal('slot_closed');
  if (slot && slot.taken >= store.slots.capacity) throw refusal('slot_full');
}

/**
 * Takes a place in the slot starting at `start` for the order being written in `tx`: refuses a
 * time that is no slot (422 `slot_unknown`), one gone or too near (409 `slot_past`), closed by hand
 * (409 `slot_closed`) or full (409 `slot_full`). The slot's row is locked `FOR UPDATE` until the
 * transaction ends, so two customers taking its last place at once give one order and one refusal.
 */
export async function takeSlotPlace(tx: Tx | Db, store: SlotStore, start: Date, now: Date): Promise<void> {
  assertSlotRule(store, start, now);
  await tx.insert(orderSlots).values({ startsAt: start }).onConflictDoNothing();
  const [slot] = await tx
    .select({ closed: orderSlots.closed })
    .from(orderSlots)
    .where(eq(orderSlots.startsAt, start))
    .for('update');
  if (slot?.closed) throw refusal('slot_closed');
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.scheduledFor, start), ne(orders.status, 'cancelled')));
  if (n >= store.slots.capacity) throw refusal('slot_full');
}

/** Closes a slot by hand, or opens it again (the back office). Orders already in it stay. */
export async function setSlotClosed(db: Db, start: Date, closed: boolean): Promise<void> {
  await db
    .insert(orderSlots)
    .values({ startsAt: start, closed })
    .onConflictDoUpdate({ target: orderSlots.startsAt, set: { closed, updatedAt: new Date() } });
}

/** Is `start` one of the slots offered now (the back office closes only those)? */
export function isUpcomingSlot(store: SlotStore, start: Date, now: Date): boolean {
  return upcomingSlots(now, store.hours, store.slots.lengthMinutes).some(
    (s) => s.getTime() === start.getTime(),
  );
}
