import { z } from '@hono/zod-openapi';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { markPaid } from './order-arrival.service';
import { captureHeld } from './online-money.service';
import { onlineContextOf } from './online-payment.service';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  AdminOrdersExportQuerySchema,
  AdminOrdersQuerySchema,
  AdminOrderUpdateSchema,
  BoardSchema,
  BusyInputSchema,
  BusyKindParamsSchema,
  BusyModeSchema,
  EmployeeChoiceSchema,
  OrderReceiptSchema,
  OrderSeenSchema,
} from '../orders.admin.schema';
import { boardOrders, markSeen } from './order-board.service';
import { endBusy, setBusy } from './busy-mode.service';
import { orderDetail, orderReceipt } from './order-detail.service';
import { deleteOrder, updateOrder } from './order-edit.service';
import { employeeChoices, listOrders } from './orders-admin.service';
import { streamRefusals } from '@/server/realtime/hub';
import { recordDataExport } from '@/server/auth/security-facts';
import { csvHeaders } from '@/server/lib/csv';
import { orderLinesCsv } from './order-lines-csv';
import { ordersMoneyRoutes } from './orders-money.routes';
import { MarkPaidSchema } from '../orders.money.schema';

const TAGS = ['Admin orders'];
const params = { params: uuidParams };
const notFound = errorResponse('order_not_found');

const listRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/orders',
  tags: TAGS,
  summary:
    'Orders, one page: search (customer name, car plate, order number), status and employee filters, sorts',
  request: { query: AdminOrdersQuerySchema },
  responses: {
    200: jsonResponse('One page of orders', AdminOrderPageSchema),
    422: errorResponse('Invalid query'),
  },
});

const exportRoute = adminRoute('orders.export', {
  method: 'get',
  path: '/orders/export.csv',
  tags: TAGS,
  summary:
    "Every line of the orders matching the list's search and filters, in its sort, as orders.csv: plate, bay (its name when marked), size price, options with their prices, unit price, line total, note (RFC 4180, UTF-8 with BOM, formula cells neutralised; names in `lang`)",
  request: { query: AdminOrdersExportQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    422: errorResponse('Invalid query'),
  },
});

const boardRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/orders/board',
  tags: TAGS,
  summary:
    'The live board: open orders (received, being prepared, ready) oldest first, then those completed in the last 10 minutes',
  responses: { 200: jsonResponse('The board', BoardSchema) },
});

const eventsRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/orders/events',
  tags: TAGS,
  summary:
    'Server-Sent Events: an `orders` event (data: the order id) each time any order is placed, changed or deleted',
  responses: { 200: { description: 'text/event-stream' }, ...streamRefusals },
});

const employeesRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/employees/options',
  tags: TAGS,
  summary: 'Every employee (inactive ones too), for the orders filter',
  responses: { 200: jsonResponse('Employees', z.array(EmployeeChoiceSchema)) },
});

const readRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/orders/{id}',
  tags: TAGS,
  summary: 'One order: lines, contact, payment and its status history (who, when, from, to)',
  request: params,
  responses: { 200: jsonResponse('The order', AdminOrderDetailSchema), 404: notFound },
});

const receiptRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/orders/{id}/receipt',
  tags: TAGS,
  summary: "A printable tax invoice's contents: the order, the shop's address and TRN",
  request: params,
  responses: { 200: jsonResponse('The receipt', OrderReceiptSchema), 404: notFound },
});

const updateRoute = adminRoute('orders.update', {
  method: 'patch',
  path: '/orders/{id}',
  tags: TAGS,
  summary:
    'Changes status (recorded with who changed it), sales employee (active ones, or null) and payment status. Handing over (completed) an order that stays unpaid needs unpaidReason, kept in its history. Never to cancelled (POST …/cancel); a completed order moves back only for a manager with a reason; a paid order goes unpaid only for a manager with a reason, and never once refunded',
  request: { ...params, body: jsonBody(AdminOrderUpdateSchema) },
  responses: {
    200: jsonResponse('The order as changed', AdminOrderDetailSchema),
    403: errorResponse('order_reopen_manager, order_unpay_manager: a manager only; nothing changed'),
    404: notFound,
    409: errorResponse(
      'order_already_cancelled (final), order_unpay_refunded, cash_needs_open_shift (marking a cash order paid while no shift is open)',
    ),
    422: errorResponse(
      'Invalid fields, employee_unavailable, order_cancel_use_cancel, order_reason_required, order_unpaid_handover (completing an unpaid order needs unpaidReason; a note for "other")',
    ),
  },
});

const paidRoute = adminRoute('orders.update', {
  method: 'post',
  path: '/orders/{id}/paid',
  tags: TAGS,
  summary:
    "Marks the order paid at the car, saying how (cash, card, Apple Pay): the method becomes the order's payment method (the one actually paid); cash may give what was handed over (tenderedFils, at least the total) and needs an open shift. The history records the method, who and when (and for cash the change); already paid changes nothing",
  request: { ...params, body: jsonBody(MarkPaidSchema) },
  responses: {
    200: jsonResponse('The order as changed', AdminOrderDetailSchema),
    404: notFound,
    409: errorResponse(
      'order_cancelled_unpaid: a cancelled order is not marked paid; cash_needs_open_shift: cash while no shift is open (nothing changed)',
    ),
    422: errorResponse(
      'Invalid method, tendered_too_little (less than the total), tenderedFils with a method other than cash',
    ),
  },
});

const seenRoute = adminRoute('orders.update', {
  method: 'post',
  path: '/orders/{id}/seen',
  tags: TAGS,
  summary:
    'A member of staff acknowledges a new order (a tap on its card): records when it was first seen, which stops its repeated chime on every screen; already seen changes nothing',
  request: params,
  responses: { 200: jsonResponse('When it was first seen', OrderSeenSchema), 404: notFound },
});

const busyRoute = adminRoute('orders.update', {
  method: 'put',
  path: '/busy',
  tags: TAGS,
  summary:
    'Busy mode: add minutes to every ready-time estimate for a while ({kind: "extra", minutes, forMinutes}), or pause new orders for a while ({kind: "pause", minutes}). Each replaces the same kind; both end by themselves',
  request: { body: jsonBody(BusyInputSchema) },
  responses: {
    200: jsonResponse('Busy mode now', BusyModeSchema),
    422: errorResponse('Invalid kind or minutes'),
  },
});

const endBusyRoute = adminRoute('orders.update', {
  method: 'delete',
  path: '/busy/{kind}',
  tags: TAGS,
  summary: 'Ends the extra minutes or the pause now',
  request: { params: BusyKindParamsSchema },
  responses: { 200: jsonResponse('Busy mode now', BusyModeSchema), 422: errorResponse('Unknown kind') },
});

const deleteRoute = adminRoute('orders.delete', {
  method: 'delete',
  path: '/orders/{id}',
  tags: TAGS,
  summary:
    'Deletes an order with its lines and status history (never one with a credit note, nor a paid one: it has a tax invoice)',
  request: params,
  responses: {
    204: { description: 'Deleted' },
    404: notFound,
    409: errorResponse('order_has_credit_note, order_delete_paid: the tax records keep it'),
  },
});

export function ordersAdminRoutes(deps: Deps) {
  const app = createRouter();
  // Fixed paths before `/orders/{id}`.
  app.openapi(listRoute, async (c) => c.json(await listOrders(deps.db, c.req.valid('query')), 200));
  app.openapi(exportRoute, async (c) => {
    const { csv, lines } = await orderLinesCsv(deps.db, c.req.valid('query'));
    await recordDataExport(deps, c, 'orders', lines);
    return c.body(csv, 200, csvHeaders('orders.csv'));
  });
  app.openapi(boardRoute, async (c) => c.json(await boardOrders(deps.db), 200));
  app.openapi(eventsRoute, (c) => deps.hub.stream(c, 'orders') as never);
  app.openapi(employeesRoute, async (c) => c.json(await employeeChoices(deps.db), 200));
  app.route('/', ordersMoneyRoutes(deps));
  app.openapi(readRoute, async (c) => c.json(await orderDetail(deps.db, c.req.valid('param').id), 200));
  app.openapi(receiptRoute, async (c) => c.json(await orderReceipt(deps.db, c.req.valid('param').id), 200));
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const staff = staffOf(c);
    const input = c.req.valid('json');
    // Handed over: a card held online is taken now, before the order moves (decision 069).
    if (input.status === 'completed') await captureHeld(onlineContextOf(deps), id, staff.id);
    await updateOrder(deps.db, id, input, staff.id, { publicUrl: deps.publicUrl }, staff.role);
    return c.json(await orderDetail(deps.db, id), 200);
  });
  app.openapi(paidRoute, async (c) => {
    const { id } = c.req.valid('param');
    await markPaid(deps.db, id, staffOf(c).id, c.req.valid('json'), deps.publicUrl);
    return c.json(await orderDetail(deps.db, id), 200);
  });
  app.openapi(seenRoute, async (c) => c.json(await markSeen(deps.db, c.req.valid('param').id), 200));
  app.openapi(busyRoute, async (c) => c.json(await setBusy(deps.db, c.req.valid('json')), 200));
  app.openapi(endBusyRoute, async (c) => c.json(await endBusy(deps.db, c.req.valid('param').kind), 200));
  app.openapi(deleteRoute, async (c) => {
    await deleteOrder(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
