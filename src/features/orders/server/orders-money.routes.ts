import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import { loadStoreInfo } from '@/features/settings/server';
import { AdminOrderDetailSchema } from '../orders.admin.schema';
import {
  CancelOrderSchema,
  CreditNoteParamsSchema,
  CreditNoteSchema,
  PartRefundSchema,
  PaymentMethodChangeSchema,
} from '../orders.money.schema';
import { cancelOrder, correctPaymentMethod, refundPart } from './order-cancel.service';
import { orderDetail } from './order-detail.service';
import { readCreditNote } from './credit-note-facts';
import type { Actor } from './refund.service';
import { eq } from 'drizzle-orm';
import { can } from '@/common/permissions';
import { orders } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { refundOnline, releaseHeld } from './online-money.service';
import { onlineContextOf } from './online-payment.service';

const TAGS = ['Admin orders'];
const params = { params: uuidParams };
const notFound = errorResponse('order_not_found');

const cancelRoute = adminRoute('orders.update', {
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: TAGS,
  summary:
    'Cancels an order with a reason (a note when "other"). Unpaid: a void (any staff). Paid: managers and above only; what is left is refunded in full (refundMethod, default the payment method) with a tax credit note. The customer is e-mailed. One transaction',
  request: { ...params, body: jsonBody(CancelOrderSchema) },
  responses: {
    200: jsonResponse('The order as cancelled', AdminOrderDetailSchema),
    403: errorResponse('order_paid_cancel_manager: only a manager cancels a paid order; nothing changed'),
    404: notFound,
    409: errorResponse('order_already_cancelled'),
    422: errorResponse('Invalid reason, or a missing note for "other"'),
  },
});

const refundRoute = adminRoute('orders.refund', {
  method: 'post',
  path: '/orders/{id}/refunds',
  tags: TAGS,
  summary:
    'Refunds part of a paid order that stands, with a tax credit note (VAT in proportion; the last refund takes the VAT left); e-mailed to the customer',
  request: { ...params, body: jsonBody(PartRefundSchema) },
  responses: {
    201: jsonResponse('The credit note', CreditNoteSchema),
    404: notFound,
    409: errorResponse('refund_order_unpaid, refund_order_cancelled'),
    422: errorResponse('refund_amount_invalid: not above zero, or more than is left; invalid fields'),
  },
});

const methodRoute = adminRoute(
  'orders.method',
  {
    method: 'post',
    path: '/orders/{id}/payment-method',
    tags: TAGS,
    summary:
      'Changes how the order was paid ("cash, not card"): managers and above, with a reason; the history records from, to, why and who, and on a closed shift the adjustment names them too',
    request: { ...params, body: jsonBody(PaymentMethodChangeSchema) },
    responses: {
      200: jsonResponse('The order as changed', AdminOrderDetailSchema),
      404: notFound,
      409: errorResponse('order_method_unchanged: the order is already recorded as paid that way'),
      422: errorResponse('A missing reason'),
    },
  },
  'order_method_manager',
);

const creditNoteRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/orders/{id}/credit-notes/{number}',
  tags: TAGS,
  summary:
    "A tax credit note's contents: number, date, the shop's legal name, address and TRN, the customer, the invoice it corrects, amount without VAT, VAT, total, reason, method",
  request: { params: CreditNoteParamsSchema },
  responses: {
    200: jsonResponse('The credit note', CreditNoteSchema),
    404: errorResponse('credit_note_not_found'),
  },
});

/** Voids, refunds with their credit notes, and payment method corrections (decision 046). */
export function ordersMoneyRoutes(deps: Deps) {
  const app = createRouter();
  const links = async () => ({ publicUrl: deps.publicUrl, store: await loadStoreInfo(deps.db) });
  const actorOf = (c: Parameters<typeof staffOf>[0]): Actor => {
    const s = staffOf(c);
    return { id: s.id, name: s.name, role: s.role };
  };
  const online = onlineContextOf(deps);
  /** An order paid online, for the checks made before Stripe is called; null for the others. */
  const onlineOrder = async (id: string) => {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new AppError('order_not_found', 404);
    return order.paymentMethod === 'online' ? order : null;
  };
  app.openapi(cancelRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const actor = actorOf(c);
    const order = await onlineOrder(id);
    const cancel = async () => {
      await cancelOrder(deps.db, id, input, actor, await links());
    };
    if (!order) await cancel();
    else {
      // Paid online: the card's hold let go, or the money given back through Stripe, before the
      // order is cancelled with its credit note; refused first when the cancel would be.
      if (order.status === 'cancelled') throw new AppError('order_already_cancelled', 409);
      if (order.status === 'awaiting_payment') throw new AppError('order_awaiting_payment', 409);
      const paid = order.paymentStatus === 'paid';
      if (paid && !can(actor.role, 'orders.refund')) throw new AppError('order_paid_cancel_manager', 403);
      const left = order.totalFils - order.refundedFils;
      if (paid && left > 0) await refundOnline(online, id, left, cancel);
      else {
        await releaseHeld(online, id);
        await cancel();
      }
    }
    return c.json(await orderDetail(deps.db, id), 200);
  });
  app.openapi(refundRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const order = await onlineOrder(id);
    const refund = async () => refundPart(deps.db, id, input, actorOf(c), await links());
    let done;
    if (!order) done = await refund();
    else {
      if (order.status === 'cancelled') throw new AppError('refund_order_cancelled', 409);
      if (order.paymentStatus !== 'paid') throw new AppError('refund_order_unpaid', 409);
      done = await refundOnline(online, id, input.amountFils, refund);
    }
    return c.json(await readCreditNote(deps.db, id, done.number), 201);
  });
  app.openapi(methodRoute, async (c) => {
    const { id } = c.req.valid('param');
    await correctPaymentMethod(deps.db, id, c.req.valid('json'), actorOf(c));
    return c.json(await orderDetail(deps.db, id), 200);
  });
  app.openapi(creditNoteRoute, async (c) => {
    const { id, number } = c.req.valid('param');
    return c.json(await readCreditNote(deps.db, id, number), 200);
  });
  return app;
}
