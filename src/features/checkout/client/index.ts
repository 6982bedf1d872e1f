export { employeesQuery, useEstimate } from './checkout-api';
export { CheckoutForm } from './checkout-form';
export { OrderSummary } from './order-summary';
