export { paymentOptionsCache } from './payment-options-cache';
export { paymentsAdminRoutes } from './payments.admin.routes';
export { paymentsRoutes } from './payments.routes';
export {
  assertPaymentMethodOffered,
  loadGateways,
  loadPaymentOptions,
  paymentInstructions,
} from './payments.service';
export { stripeClient, verifiedEvent } from './stripe-client';
export {
  loadStripeConfig,
  loadStripeKeys,
  STRIPE_KEYS_KEY,
  stripeForMode,
  type StripeConfig,
  type StripeEnv,
  type StripeKeys,
} from './stripe-config';
