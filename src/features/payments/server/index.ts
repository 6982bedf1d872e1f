export { paymentOptionsCache } from './payment-options-cache';
export { paymentsAdminRoutes } from './payments.admin.routes';
export { paymentsRoutes } from './payments.routes';
export { assertPaymentMethodOffered, loadPaymentOptions, paymentInstructions } from './payments.service';
