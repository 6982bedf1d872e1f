/** Enumerations shared by the database schema, the API schemas and the screens. */
export const SIZES = ['small', 'medium', 'large'] as const;
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export const PAYMENT_METHODS = ['card', 'apple_pay'] as const;

export type Size = (typeof SIZES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
