import { and, eq } from 'drizzle-orm';
import { can, type StaffRole } from '@/common/permissions';
import { sayActor } from '@/server/db/actor';
import type { Db } from '@/server/db/client';
import { employees, orders, orderStatusEvents, refunds } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { AdminOrderUpdate } from '../orders.admin.schema';
import { setOrderStatus, type StatusChangeLinks } from './order-status.service';
import { queueTaxInvoiceMail } from './tax-invoice-mail';
import { requireDrawerFor } from './cash-drawer';

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
  /** The editor's role: moving a completed order back, or a paid one to unpaid, needs a manager. */
  role: StaffRole = 'staff',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        employeeId: orders.employeeId,
        paymentStatus: orders.paymentStatus,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        refundedFils: orders.refundedFils,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!current) throw new AppError('order_not_found', 404);
    const reason = input.reason?.trim() || null;
    const moves = input.status !== undefined && input.status !== current.status;
    checkMoneyRules(current, input, role, reason);
    const handover = unpaidHandover(current, input);
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
    const unpays = input.paymentStatus === 'unpaid' && current.paymentStatus === 'paid';
    const pays = input.paymentStatus === 'paid' && current.paymentStatus === 'unpaid';
    if (pays) await requireDrawerFor(tx, current.paymentMethod, 'cash_needs_open_shift');
    if (input.paymentStatus !== undefined && input.paymentStatus !== current.paymentStatus) {
      change.paymentStatus = input.paymentStatus;
      change.paidAt = input.paymentStatus === 'paid' ? new Date() : null;
    }
    // Marked unpaid on a closed shift: the trigger's adjustment names who and why (decision 064).
    if (unpays) await sayActor(tx, { id: staffUserId }, reason);
    if (Object.keys(change).length > 0) await tx.update(orders).set(change).where(eq(orders.id, id));
    if (unpays || pays)
      await tx.insert(orderStatusEvents).values({
        orderId: id,
        kind: 'paid',
        fromStatus: current.status,
        toStatus: current.status,
        reason: unpays ? reason : null,
        detail: unpays ? { unpaid: true } : { method: current.paymentMethod },
        changedBy: staffUserId,
      });
    if (input.status !== undefined)
      await setOrderStatus(
        tx,
        id,
        input.status,
        staffUserId,
        links,
        handover ? handover.reason : moves ? reason : null,
        handover ? { note: handover.note, detail: { unpaid: true } } : {},
      );
    // Paid now: the tax invoice is e-mailed (decision 063).
    if (change.paymentStatus === 'paid') await queueTaxInvoiceMail(tx, id, links.publicUrl);
  });
}

/**
 * What PATCH may not do (decision 046): cancel (every cancellation has a reason: POST …/cancel,
 * 422 `order_cancel_use_cancel`); change a cancelled order's status or payment (final, 409); move
 * a completed order back without `orders.reopen` (403) or without a reason (422); mark a paid order
 * unpaid once refunded (409), without `orders.refund` (403) or without a reason (422).
 */
function checkMoneyRules(
  current: { status: string; paymentStatus: string; refundedFils: number; paymentMethod: string },
  input: AdminOrderUpdate,
  role: StaffRole,
  reason: string | null,
) {
  const status = input.status !== undefined && input.status !== current.status ? input.status : undefined;
  if (input.status === 'cancelled' && current.status !== 'cancelled')
    throw new AppError('order_cancel_use_cancel', 422, [{ path: 'status', code: 'order_cancel_use_cancel' }]);
  const pays = input.paymentStatus !== undefined && input.paymentStatus !== current.paymentStatus;
  if (current.status === 'cancelled' && (status || pays)) throw new AppError('order_already_cancelled', 409);
  // Online: Stripe settles its payment, and the order moves only once it is paid (decision 069).
  if (current.status === 'awaiting_payment' && status) throw new AppError('order_awaiting_payment', 409);
  // An order for later starts through its own way (ticket and chime): the board's Start Now.
  if ((current.status === 'scheduled' || status === 'scheduled') && status)
    throw new AppError('order_scheduled', 409);
  if (pays && current.paymentMethod === 'online') throw new AppError('order_paid_online', 409);
  if (status && current.status === 'completed') {
    if (!can(role, 'orders.reopen')) throw new AppError('order_reopen_manager', 403);
    if (!reason)
      throw new AppError('order_reason_required', 422, [{ path: 'reason', code: 'order_reason_required' }]);
  }
  if (pays && input.paymentStatus === 'unpaid') {
    if (current.refundedFils > 0) throw new AppError('order_unpay_refunded', 409);
    if (!can(role, 'orders.refund')) throw new AppError('order_unpay_manager', 403);
    if (!reason)
      throw new AppError('order_reason_required', 422, [{ path: 'reason', code: 'order_reason_required' }]);
  }
}

/**
 * Handing over an order that stays unpaid (issue 35) is an explicit choice, never a slip: it needs
 * a reason from the list (and a note for "other"), else 422 `order_unpaid_handover` and nothing
 * changes. Returns the reason and note for the history, or null when this edit hands nothing over
 * unpaid (paid, paid in the same edit, or not completing).
 */
function unpaidHandover(
  current: { status: string; paymentStatus: string },
  input: AdminOrderUpdate,
): { reason: string; note: string | null } | null {
  const completes = input.status === 'completed' && current.status !== 'completed';
  if (!completes || (input.paymentStatus ?? current.paymentStatus) === 'paid') return null;
  const note = input.unpaidNote?.trim() || null;
  if (!input.unpaidReason)
    throw new AppError('order_unpaid_handover', 422, [
      { path: 'unpaidReason', code: 'order_unpaid_handover' },
    ]);
  if (input.unpaidReason === 'other' && !note)
    throw new AppError('order_unpaid_handover', 422, [{ path: 'unpaidNote', code: 'order_unpaid_handover' }]);
  return { reason: input.unpaidReason, note };
}

/**
 * Deletes an order outright; its lines and status history go with it. An order with a credit note
 * (409 `order_has_credit_note`) or paid, so with a tax invoice (409 `order_delete_paid`), stays:
 * the tax records must keep it.
 */
export async function deleteOrder(db: Db, id: string): Promise<void> {
  const [noted] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, id)).limit(1);
  if (noted) throw new AppError('order_has_credit_note', 409);
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'paid')));
  if (paid) throw new AppError('order_delete_paid', 409);
  const gone = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  if (gone.length === 0) throw new AppError('order_not_found', 404);
}
