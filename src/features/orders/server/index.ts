export { deleteOrder, updateOrder } from './order-edit.service';
export { setOrderStatus } from './order-status.service';
export { orderRoutes } from './order.routes';
export { createKitchenQueue } from './kitchen-queue';
export { ordersAdminRoutes } from './orders.admin.routes';
export { placeOrder } from './place-order.service';
export { markArrived, type ArrivalBay } from './order-arrival.service';
export { orderForViewer } from './order-access';
export { orderSlotsRoutes } from './order-slots.routes';
export { arriveAndStart, startDueOrders, type ScheduledContext } from './scheduled-orders.service';
export { createRetentionJob } from './retention-job';
export { receiptFacts, type ReceiptFacts } from './receipt-facts';
export { toOrderViews } from './order-views';
export { CREDIT_COPY } from './refund-copy';
export { RECEIPT_COPY } from './receipt-copy';
export { creditNoteFacts, legalNames, readCreditNote } from './credit-note-facts';
export {
  reconcileOnlinePayments,
  settleOnlinePayment,
  type OnlinePaymentContext,
} from './online-payment.service';
export { STRIPE_WEBHOOK_PATH } from './online-payment.routes';
