import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '@/common/domain';
import { AppError } from '@/server/lib/errors';
import type { Db } from '@/server/db/client';
import { employees, orderItems, orders, orderStatusEvents } from '@/server/db/schema';
import type { Board, BoardOrder } from '../orders.admin.schema';
import { employeeRef } from './orders-admin.service';
import { plateOfRow } from '@/common/plates';
import { loadActiveBusy } from './busy-mode.service';
import { approachOf } from './order-views';

/** Completed orders stay on the board this long, so staff see what they just handed over. */
const RECENTLY_COMPLETED_MS = 10 * 60_000;
/** More open orders than this at once is not a board any more; the oldest come first. */
const MAX_OPEN = 300;

/**
 * The live board: every open order (pending, processing, ready) and every order for later
 * (scheduled) oldest first, then the orders
 * completed in the last ten minutes, each with its lines. Three queries for the whole board.
 */
export async function boardOrders(db: Db, now = new Date()): Promise<Board> {
  const completedAt = sql<Date | null>`(select max(${orderStatusEvents.createdAt}) from ${orderStatusEvents}
    where ${orderStatusEvents.orderId} = ${orders.id} and ${orderStatusEvents.toStatus} = 'completed')`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );
  const since = new Date(now.getTime() - RECENTLY_COMPLETED_MS);
  // Completed orders: through (status, created_at), any placed in the last day, then by completion time.
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      carPlate: orders.carPlate,
      plateEmirate: orders.plateEmirate,
      plateCode: orders.plateCode,
      plateNumber: orders.plateNumber,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalFils: orders.totalFils,
      refundedFils: orders.refundedFils,
      createdAt: orders.createdAt,
      arrivedAt: orders.arrivedAt,
      arrivalNote: orders.arrivalNote,
      approachMetres: orders.approachMetres,
      approachMinutes: orders.approachMinutes,
      approachAt: orders.approachAt,
      approachNearAt: orders.approachNearAt,
      bayName: orders.bayName,
      promisedAt: orders.promisedAt,
      scheduledFor: orders.scheduledFor,
      seenAt: orders.seenAt,
      employeeId: employees.id,
      employeeNameEn: employees.nameEn,
      employeeNameAr: employees.nameAr,
      completedAt,
    })
    .from(orders)
    .leftJoin(employees, eq(employees.id, orders.employeeId))
    .where(
      or(
        // Orders for later wait in the Later lane (decision 079).
        inArray(orders.status, [...OPEN_ORDER_STATUSES, 'scheduled']),
        and(
          eq(orders.status, 'completed'),
          gt(orders.createdAt, dayAgo),
          sql`${completedAt} > ${since.toISOString()}`,
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(MAX_OPEN);

  const items = rows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          nameEn: orderItems.nameEn,
          nameAr: orderItems.nameAr,
          size: orderItems.size,
          sizeNameEn: orderItems.sizeNameEn,
          sizeNameAr: orderItems.sizeNameAr,
          quantity: orderItems.quantity,
          options: orderItems.options,
          note: orderItems.note,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    : [];
  const itemsByOrder = new Map<string, BoardOrder['items']>();
  for (const { orderId, ...item } of items) {
    const list = itemsByOrder.get(orderId);
    if (list) list.push(item);
    else itemsByOrder.set(orderId, [item]);
  }

  const cards: BoardOrder[] = rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    carPlate: r.carPlate,
    plate: plateOfRow(r),
    customerName: r.customerName,
    customerPhone: r.customerPhone,
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
    totalFils: r.totalFils,
    refundedFils: r.refundedFils,
    employee: employeeRef(r),
    createdAt: r.createdAt.toISOString(),
    arrivedAt: r.arrivedAt?.toISOString() ?? null,
    arrivalNote: r.arrivalNote,
    approach: approachOf(r),
    bayName: r.bayName,
    completedAt: r.status === 'completed' && r.completedAt ? r.completedAt.toISOString() : null,
    promisedAt: r.promisedAt?.toISOString() ?? null,
    scheduledFor: r.scheduledFor?.toISOString() ?? null,
    seenAt: r.seenAt?.toISOString() ?? null,
    items: itemsByOrder.get(r.id) ?? [],
  }));
  return { orders: cards, now: now.toISOString(), busy: await loadActiveBusy(db, now) };
}

/**
 * A member of staff has seen the new order (a tap on its card): `seen_at` is set the first time
 * only, and its NOTIFY stops the repeated chime on every screen. Answers when it was first seen.
 */
export async function markSeen(
  db: Db,
  id: string,
  now = new Date(),
): Promise<{ id: string; seenAt: string }> {
  const [first] = await db
    .update(orders)
    // Not an edit of the order: its `updated_at` stays.
    .set({ seenAt: now, updatedAt: sql`${orders.updatedAt}` })
    .where(and(eq(orders.id, id), isNull(orders.seenAt)))
    .returning({ seenAt: orders.seenAt });
  if (first?.seenAt) return { id, seenAt: first.seenAt.toISOString() };
  const [row] = await db.select({ seenAt: orders.seenAt }).from(orders).where(eq(orders.id, id));
  if (!row) throw new AppError('order_not_found', 404);
  return { id, seenAt: (row.seenAt ?? now).toISOString() };
}
