export { deleteOrder, updateOrder } from './order-edit.service';
export { setOrderStatus } from './order-status.service';
export { orderRoutes } from './order.routes';
export { ordersAdminRoutes } from './orders.admin.routes';
export { placeOrder } from './place-order.service';
export { COLOR, Card, FONT, Iso, RESPONSIVE_CSS } from './receipt-email-parts';
export { createRetentionJob } from './retention-job';
export { anonymiseOrdersIn } from './retention.service';
