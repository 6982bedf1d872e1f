import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders, orderStatusEvents, type Order } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { queueTaxInvoiceMail } from './tax-invoice-mail';
import type { MarkPaidInput } from '../orders.money.schema';
import { requireDrawerFor } from './cash-drawer';

/** The bay a customer says they are at (its QR code, issue 39): the bay and its name now. */
export interface ArrivalBay {
  id: string;
  name: string;
}

/**
 * The customer says "I'm here" at the car: the first tap records when (and the note: a parking
 * spot, the car's colour) and adds an `arrived` line to the order's history; a second tap changes
 * nothing. Said at a bay (its QR code), the bay is kept on the order and named in the history line
 * (`detail.bay`); an order already arrived that is then said at another bay moves there, with a
 * line of its own. A completed or cancelled order has nothing to collect (409 order_closed). The
 * database trigger wakes the board and the tracking page.
 */
export async function markArrived(
  db: Db,
  orderId: string,
  note: string | null,
  by: string | null,
  bay: ArrivalBay | null = null,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current) throw new AppError('not_found', 404);
    if (current.status === 'completed' || current.status === 'cancelled')
      throw new AppError('order_closed', 409);
    if (current.arrivedAt && (!bay || bay.id === current.bayId)) return current;
    const [updated] = await tx
      .update(orders)
      .set({
        ...(current.arrivedAt ? {} : { arrivedAt: new Date(), arrivalNote: note }),
        ...(bay ? { bayId: bay.id, bayName: bay.name } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusEvents).values({
      orderId,
      kind: 'arrived',
      fromStatus: current.status,
      toStatus: current.status,
      note: current.arrivedAt ? null : note,
      ...(bay ? { detail: { bay: bay.name } } : {}),
      changedBy: by,
    });
    return updated!;
  });
}

/**
 * Staff take the money at the car (issue 35): how it was paid is the method actually paid and
 * replaces the checkout's choice on the order (that was the customer's intention, kept in the
 * `paid` history line with the method, who, and for cash what was handed over and the change).
 * Cash needs an open shift (409 `cash_needs_open_shift`, nothing changes); card and Apple Pay do
 * not. Tendered cash below the total: 422 `tendered_too_little`. The tax invoice is e-mailed
 * (decision 063). Already paid: nothing changes.
 * A cancelled order is not taken payment for.
 */
export async function markPaid(
  db: Db,
  orderId: string,
  staffUserId: string,
  how: MarkPaidInput,
  /** PUBLIC_URL without its trailing slash: the invoice e-mail links to the order's page. */
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        totalFils: orders.totalFils,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!current) throw new AppError('order_not_found', 404);
    if (current.status === 'cancelled') throw new AppError('order_cancelled_unpaid', 409);
    if (current.paymentStatus === 'paid') return;
    // Paid online: Stripe's to settle (a held card is taken at the hand-over).
    if (current.paymentMethod === 'online') throw new AppError('order_paid_online', 409);
    const tendered = how.method === 'cash' ? how.tenderedFils : undefined;
    if (tendered !== undefined && tendered < current.totalFils)
      throw new AppError('tendered_too_little', 422, [{ path: 'tenderedFils', code: 'tendered_too_little' }]);
    await requireDrawerFor(tx, how.method, 'cash_needs_open_shift');
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(), paymentMethod: how.method })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({
      orderId,
      kind: 'paid',
      fromStatus: current.status,
      toStatus: current.status,
      detail: {
        method: how.method,
        intended: current.paymentMethod,
        ...(tendered === undefined
          ? {}
          : { tenderedFils: tendered, changeFils: tendered - current.totalFils }),
      },
      changedBy: staffUserId,
    });
    await queueTaxInvoiceMail(tx, orderId, publicUrl);
  });
}
