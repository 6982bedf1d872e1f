export { PAYMENT_ICONS } from './payment-icons';
export { PaymentNote } from './payment-note';
export { paymentOptionsQuery, usePaymentOptions } from './payment-options-query';
