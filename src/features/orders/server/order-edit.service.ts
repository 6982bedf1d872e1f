import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { employees, orders } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { AdminOrderUpdate } from '../orders.admin.schema';
import { setOrderStatus, type StatusChangeLinks } from './order-status.service';

/**
 * Staff edit an order: status, sales employee, payment status, in one transaction. A newly
 * chosen employee must be active (the one already assigned may stay, even if inactive since);
 * a status change is recorded with the staff member who made it. An order nobody is credited with
 * yet is credited to the staff member moving it along (status or payment), when their account
 * is linked to an active employee record and the edit chose no employee itself (decision 033).
 */
export async function updateOrder(
  db: Db,
  id: string,
  input: AdminOrderUpdate,
  staffUserId: string,
  /** The shop's public origin: a move to ready may e-mail the customer a link to the order. */
  links: StatusChangeLinks,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ employeeId: orders.employeeId, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!current) throw new AppError('order_not_found', 404);
    const change: Partial<Pick<typeof orders.$inferInsert, 'employeeId' | 'paymentStatus' | 'paidAt'>> = {};
    if (input.employeeId !== undefined && input.employeeId !== current.employeeId) {
      if (input.employeeId !== null) {
        const [active] = await tx
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.id, input.employeeId), eq(employees.status, 'active')));
        if (!active)
          throw new AppError('employee_unavailable', 422, [
            { path: 'employeeId', code: 'employee_unavailable' },
          ]);
      }
      change.employeeId = input.employeeId;
    }
    const acts = input.status !== undefined || input.paymentStatus !== undefined;
    if (acts && input.employeeId === undefined && current.employeeId === null) {
      const [own] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.userId, staffUserId), eq(employees.status, 'active')));
      if (own) change.employeeId = own.id;
    }
    if (input.paymentStatus !== undefined && input.paymentStatus !== current.paymentStatus) {
      change.paymentStatus = input.paymentStatus;
      change.paidAt = input.paymentStatus === 'paid' ? new Date() : null;
    }
    if (Object.keys(change).length > 0) await tx.update(orders).set(change).where(eq(orders.id, id));
    if (input.status !== undefined) await setOrderStatus(tx, id, input.status, staffUserId, links);
  });
}

/** Deletes an order outright; its lines and status history go with it. */
export async function deleteOrder(db: Db, id: string): Promise<void> {
  const gone = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  if (gone.length === 0) throw new AppError('order_not_found', 404);
}
