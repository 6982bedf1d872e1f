/** The signed-in customer's cache (their account, cars, orders, reviews): dropped at sign-out. */
export const ACCOUNT_KEY = ['account'] as const;
