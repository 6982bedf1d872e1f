/** Limits shared by the forms, the API and the auth configuration. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
