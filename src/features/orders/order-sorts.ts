/** The orders list's sorts: newest/oldest by date, highest/lowest by amount (no zod: screens import it). */
export const ORDER_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
