import { asc, eq, sql } from 'drizzle-orm';
import { isStaffRole } from '@/common/permissions';
import type { Db } from '@/server/db/client';
import { employees, orderItems, orders, orderStatusEvents, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { loadStoreInfo } from '@/features/settings/server';
import type { AdminOrderDetail, OrderReceipt } from '../orders.admin.schema';
import { itemCount, orderRowColumns, toRow } from './orders-admin.service';
import { legalNames, orderRefunds } from './credit-note-facts';

/**
 * One order as staff see it: lines, contact, payment, and every status change with who made it
 * (a staff member's name, the signed-in customer's, or null for a guest's checkout / the system).
 */
export async function orderDetail(db: Db, id: string): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({
      ...orderRowColumns,
      itemCount,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      vatFils: orders.vatFils,
      vatRateBp: orders.vatRateBp,
      updatedAt: orders.updatedAt,
      refundedVatFils: orders.refundedVatFils,
    })
    .from(orders)
    .leftJoin(employees, eq(employees.id, orders.employeeId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw new AppError('order_not_found', 404);
  const [items, history, refundList] = await Promise.all([
    db
      .select({
        nameEn: orderItems.nameEn,
        nameAr: orderItems.nameAr,
        size: orderItems.size,
        sizeNameEn: orderItems.sizeNameEn,
        sizeNameAr: orderItems.sizeNameAr,
        unitPriceFils: orderItems.unitPriceFils,
        quantity: orderItems.quantity,
        options: orderItems.options,
        note: orderItems.note,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position)),
    db
      .select({
        at: orderStatusEvents.createdAt,
        kind: orderStatusEvents.kind,
        note: orderStatusEvents.note,
        reason: orderStatusEvents.reason,
        detail: orderStatusEvents.detail,
        from: orderStatusEvents.fromStatus,
        to: orderStatusEvents.toStatus,
        name: users.name,
        role: users.role,
      })
      .from(orderStatusEvents)
      .leftJoin(users, eq(users.id, orderStatusEvents.changedBy))
      .where(eq(orderStatusEvents.orderId, id))
      // A cancellation and its refund share a moment (one transaction): the cancellation first.
      // Placed first among lines of one moment (an order placed at a bay arrives as it is placed).
      .orderBy(
        asc(orderStatusEvents.createdAt),
        sql`${orderStatusEvents.kind} = 'refund'`,
        sql`${orderStatusEvents.fromStatus} is not null`,
      ),
    orderRefunds(db, id),
  ]);
  return {
    ...toRow(row),
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    vatFils: row.vatFils,
    vatRateBp: row.vatRateBp,
    updatedAt: row.updatedAt.toISOString(),
    items,
    refundedVatFils: row.refundedVatFils,
    refunds: refundList,
    history: history.map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind,
      note: e.note,
      from: e.from,
      to: e.to,
      reason: e.reason,
      detail: e.detail ?? null,
      by: e.name === null ? null : { name: e.name, staff: isStaffRole(e.role) },
    })),
  };
}

/** What a printed tax invoice needs: the order, the shop's address and phone, its TRN. */
export async function orderReceipt(db: Db, id: string): Promise<OrderReceipt> {
  const order = await orderDetail(db, id);
  // The TRN from Settings → Store (`store.tax`, or the older `store.trn` key).
  const info = await loadStoreInfo(db);
  const { addressEn, addressAr, phone } = info.contact;
  const names = legalNames(info);
  return {
    order,
    store: { addressEn, addressAr, phone, trn: info.tax.trn, legalNameEn: names.en, legalNameAr: names.ar },
  };
}
