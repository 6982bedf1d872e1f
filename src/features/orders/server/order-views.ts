import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  employees,
  onlinePayments,
  orderItems,
  orderStatusEvents,
  refunds,
  type Order,
} from '@/server/db/schema';
import type { OrderView } from '../orders.schema';
import type { Approach } from '../approach';
import { plateOfRow } from '@/common/plates';
import type { OrderStatus } from '@/common/domain';
import { creditNoteNumber } from '../orders.money.schema';
import { customerReason } from './refund-copy';

/** Past the time promised and not ready yet (received or being prepared). */
export const isLate = (o: Pick<Order, 'status' | 'promisedAt'>, now: Date) =>
  (o.status === 'pending' || o.status === 'processing') && o.promisedAt !== null && now > o.promisedAt;

/**
 * Orders as the customer sees them, with items, employee names and when each status was reached:
 * three queries for any number of orders (no N+1).
 */
export async function toOrderViews(db: Db, rows: Order[], now = new Date()): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const employeeIds = [...new Set(rows.map((o) => o.employeeId).filter((e): e is string => !!e))];
  const moneyIds = rows.filter((o) => o.status === 'cancelled' || o.refundedFils > 0).map((o) => o.id);
  const onlineIds = rows.filter((o) => o.paymentMethod === 'online').map((o) => o.id);
  const [items, staff, reached, money, online] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    employeeIds.length
      ? db
          .select({ id: employees.id, nameEn: employees.nameEn, nameAr: employees.nameAr })
          .from(employees)
          .where(inArray(employees.id, employeeIds))
      : Promise.resolve([]),
    // The last move into each status (arrival and payment events are not moves).
    db
      .select({
        orderId: orderStatusEvents.orderId,
        status: orderStatusEvents.toStatus,
        at: max(orderStatusEvents.createdAt),
      })
      .from(orderStatusEvents)
      .where(and(inArray(orderStatusEvents.orderId, ids), eq(orderStatusEvents.kind, 'status')))
      .groupBy(orderStatusEvents.orderId, orderStatusEvents.toStatus),
    moneyFacts(db, moneyIds),
    onlineIds.length
      ? db.select().from(onlinePayments).where(inArray(onlinePayments.orderId, onlineIds))
      : Promise.resolve([]),
  ]);
  return assembleViews(rows, { items, staff, reached, money, online }, now);
}

type ItemRow = typeof orderItems.$inferSelect;
interface ViewFacts {
  items: ItemRow[];
  staff: { id: string; nameEn: string; nameAr: string }[];
  reached: { orderId: string; status: OrderStatus; at: Date | string | null }[];
  money: Awaited<ReturnType<typeof moneyFacts>>;
  online: OnlinePaymentRow[];
}

type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** What the customer and staff see of an online payment: its state, what paid, and the page to pay on while open. */
export const onlineView = (p: OnlinePaymentRow): NonNullable<OrderView['online']> => ({
  state: p.state,
  cardBrand: p.cardBrand,
  cardLast4: p.cardLast4,
  wallet: p.wallet === 'apple_pay' || p.wallet === 'google_pay' ? p.wallet : null,
  payUrl: p.state === 'open' ? p.sessionUrl : null,
});

/**
 * The view of an order just inserted in this transaction, from what was written (its lines and
 * its employee): no query. Nothing has happened to it yet: only received, no refund, no reason.
 */
/** An order row's "on my way" (issue 39), or null when its customer has said nothing. */
export function approachOf(r: {
  approachMetres: number | null;
  approachMinutes: number | null;
  approachAt: Date | null;
  approachNearAt: Date | null;
}): Approach | null {
  if (r.approachAt === null || r.approachMinutes === null) return null;
  return {
    metres: r.approachMetres,
    minutes: r.approachMinutes,
    at: r.approachAt.toISOString(),
    nearAt: r.approachNearAt?.toISOString() ?? null,
  };
}

export function freshOrderView(
  order: Order,
  items: ItemRow[],
  employee: { id: string; nameEn: string; nameAr: string } | null,
  now = new Date(),
  online: OnlinePaymentRow | null = null,
): OrderView {
  const money = { reasons: new Map<string, string | null>(), notes: new Map<string, string[]>() };
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return assembleViews(
    [order],
    { items: sorted, staff: employee ? [employee] : [], reached: [], money, online: online ? [online] : [] },
    now,
  )[0]!;
}

function assembleViews(
  rows: Order[],
  { items, staff, reached, money, online }: ViewFacts,
  now: Date,
): OrderView[] {
  const staffById = new Map(staff.map((e) => [e.id, { nameEn: e.nameEn, nameAr: e.nameAr }]));
  const onlineByOrder = new Map(online.map((p) => [p.orderId, p]));
  const itemsByOrder = new Map<string, ItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId);
    if (list) list.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  const reachedAt = new Map(reached.map((r) => [`${r.orderId}:${r.status}`, r.at]));
  const at = (orderId: string, status: OrderStatus) => {
    const when = reachedAt.get(`${orderId}:${status}`);
    return when ? new Date(when).toISOString() : null;
  };
  return rows.map((o) => ({
    id: o.id,
    number: o.number,
    shortId: `#${o.number}`,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    createdAt: o.createdAt.toISOString(),
    customerName: o.customerName,
    carPlate: o.carPlate,
    plate: plateOfRow(o),
    arrivedAt: o.arrivedAt?.toISOString() ?? null,
    arrivalNote: o.arrivalNote,
    approach: approachOf(o),
    bayName: o.bayName,
    promisedAt: o.promisedAt?.toISOString() ?? null,
    scheduledFor: o.scheduledFor?.toISOString() ?? null,
    readyInMinutes: null,
    late: isLate(o, now),
    // Received is when it was placed, even if staff later moved it back to pending; an order paid
    // online is received when Stripe confirmed it, after waiting from its payment's start.
    statusAt: {
      awaiting_payment: onlineByOrder.get(o.id)?.createdAt.toISOString() ?? null,
      // An order for later waits from when it was placed (after its payment, paid online).
      scheduled: o.scheduledFor
        ? o.paymentMethod === 'online'
          ? at(o.id, 'scheduled')
          : o.createdAt.toISOString()
        : null,
      pending:
        o.paymentMethod === 'online' || o.scheduledFor ? at(o.id, 'pending') : o.createdAt.toISOString(),
      processing: at(o.id, 'processing'),
      ready: at(o.id, 'ready'),
      completed: at(o.id, 'completed'),
      cancelled: at(o.id, 'cancelled'),
    },
    totalFils: o.totalFils,
    vatFils: o.vatFils,
    vatRateBp: o.vatRateBp,
    employee: o.employeeId ? (staffById.get(o.employeeId) ?? null) : null,
    cancelReason: o.status === 'cancelled' ? customerReason(money.reasons.get(o.id) ?? null) : null,
    refundedFils: o.refundedFils,
    creditNotes: money.notes.get(o.id) ?? [],
    online: onlineByOrder.has(o.id) ? onlineView(onlineByOrder.get(o.id)!) : null,
    items: (itemsByOrder.get(o.id) ?? []).map((i) => ({
      productId: i.productId,
      nameEn: i.nameEn,
      nameAr: i.nameAr,
      size: i.size,
      sizeNameEn: i.sizeNameEn,
      sizeNameAr: i.sizeNameAr,
      unitPriceFils: i.unitPriceFils,
      quantity: i.quantity,
      options: i.options,
      note: i.note,
    })),
  }));
}

/** The cancellations' reasons and the credit notes of the orders that have any (two queries). */
async function moneyFacts(db: Db, ids: string[]) {
  const reasons = new Map<string, string | null>();
  const notes = new Map<string, string[]>();
  if (ids.length === 0) return { reasons, notes };
  const [events, notesRows] = await Promise.all([
    db
      .select({ orderId: orderStatusEvents.orderId, reason: orderStatusEvents.reason })
      .from(orderStatusEvents)
      .where(
        and(
          inArray(orderStatusEvents.orderId, ids),
          eq(orderStatusEvents.kind, 'status'),
          eq(orderStatusEvents.toStatus, 'cancelled'),
        ),
      )
      .orderBy(asc(orderStatusEvents.createdAt)),
    db
      .select({ orderId: refunds.orderId, number: refunds.number })
      .from(refunds)
      .where(inArray(refunds.orderId, ids))
      .orderBy(asc(refunds.number)),
  ]);
  for (const e of events) reasons.set(e.orderId, e.reason);
  for (const n of notesRows)
    notes.set(n.orderId, [...(notes.get(n.orderId) ?? []), creditNoteNumber(n.number)]);
  return { reasons, notes };
}
