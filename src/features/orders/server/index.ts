export { deleteOrder, updateOrder } from './order-edit.service';
export { setOrderStatus } from './order-status.service';
export { orderRoutes } from './order.routes';
export { ordersAdminRoutes } from './orders.admin.routes';
export { placeOrder } from './place-order.service';
export { createRetentionJob } from './retention-job';
export { receiptFacts, type ReceiptFacts } from './receipt-facts';
export { toOrderViews } from './order-views';
export { CREDIT_COPY } from './refund-copy';
