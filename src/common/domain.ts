/** Enumerations shared by the database schema, the API schemas and the screens. */
export const SIZES = ['small', 'medium', 'large'] as const;
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export const PAYMENT_METHODS = ['card', 'apple_pay'] as const;

export type Size = (typeof SIZES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
