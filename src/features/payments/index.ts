export { DEFAULT_GATEWAYS, DEFAULT_PAYMENT_OPTIONS } from './payment-gateways';
export type { PaymentOption } from './payment-gateways';
export type { GatewayView } from './payments.schema';
