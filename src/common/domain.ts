/** Enumerations shared by the database schema, the API schemas and the screens. */

/**
 * Whether a value known only at run time (server data, a log entry's details) is a member of an
 * enumeration: narrows it to the enumeration's union, so that a text key built from it is checked.
 */
export function isOneOf<T extends string>(members: readonly T[], value: unknown): value is T {
  return members.some((m) => m === value);
}
/**
 * An order's states (decision 042): received (`pending`), being prepared (`processing`), ready for
 * the car (`ready`), handed over (`completed`), or cancelled. An order paid online waits for Stripe's
 * confirmation first (`awaiting_payment`, decision 069): not on the board, no ticket, no receipt.
 * An order for later waits as `scheduled` (decision 079) until its preparation should start: in the
 * board's Later lane, no kitchen ticket yet; the run every minute moves it to received.
 * The keys are the API's and the database's; the words people read come from the locales
 * (`common:status.*`).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'scheduled',
  'pending',
  'processing',
  'ready',
  'completed',
  'cancelled',
] as const;
/** The states of an order still in the shop's hands (the board's). */
export const OPEN_ORDER_STATUSES = ['pending', 'processing', 'ready'] as const;
/**
 * What a printed ticket is: the kitchen's ticket, the simplified tax invoice, a test page, a tax
 * credit note, a shift's close (Z report), a day's close. A text column checked here (no
 * database constraint): a new kind needs no migration.
 */
export const PRINT_JOB_KINDS = [
  'kitchen',
  'invoice',
  'test',
  'credit_note',
  'z_report',
  'day_close',
] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];
/**
 * How a customer pays (decision 008): at the car by card, Apple Pay and Google Pay on the shop's
 * terminal (the card provider, stripe), cash (cod), bank transfer; or `online`, before arriving,
 * on Stripe's hosted page (decision 069). Which ones checkout offers is decided by the
 * enabled payment gateways (`payments.gateways`).
 */
export const PAYMENT_METHODS = [
  'card',
  'apple_pay',
  'google_pay',
  'cash',
  'bank_transfer',
  'online',
] as const;
/** Paid online before the car arrives (Stripe's hosted page, issue 37): card, Apple Pay or Google Pay. */
export const ONLINE_METHOD = 'online' satisfies PaymentMethod;
/** What staff can record by hand (marked paid, corrected, refunded at the till): never `online`, which only Stripe settles. */
export const AT_CAR_METHODS = ['card', 'apple_pay', 'google_pay', 'cash', 'bank_transfer'] as const;
export type AtCarMethod = (typeof AT_CAR_METHODS)[number];

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
/** An option group: one choice (sugar) or several (add-ons). */
export const OPTION_GROUP_KINDS = ['single', 'multiple'] as const;
export type OptionGroupKind = (typeof OPTION_GROUP_KINDS)[number];
/** Active: offered; archived: withdrawn, kept because orders name it (never deleted then). */
export const OPTION_STATUSES = ['active', 'archived'] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Employee records (the shop's team, credited on orders; not the same as staff accounts). */
export const EMPLOYEE_ROLES = ['admin', 'manager', 'staff'] as const;
export const EMPLOYEE_STATUSES = ['active', 'inactive', 'on_leave'] as const;
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contractor'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Navigation menus (Menu Setup) that drive the storefront's header, footer and mobile links. */
export const MENU_LOCATIONS = ['header', 'footer', 'mobile'] as const;
export const MENU_ITEM_TYPES = ['custom', 'page', 'category', 'product'] as const;
export const MENU_TARGETS = ['_self', '_blank'] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];
export type MenuTarget = (typeof MENU_TARGETS)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** What a back-office notification is about (written by database triggers, migration 0008). */
export const NOTIFICATION_KINDS = [
  'new_order',
  'new_review',
  'new_message',
  'staff_signup',
  'sold_out',
  'payment_problem',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The seven emirates, as a UAE car plate names them (issue 9). The code and number rules of each
 * live in `common/plates.ts`.
 */
export const EMIRATES = [
  'abu_dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm_al_quwain',
  'ras_al_khaimah',
  'fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

/**
 * What an order's history records: a status change (a cancellation or a step back carries its
 * reason), the customer's "I'm here" at the car, staff marking it paid, a refund (its credit
 * note in `detail`), or a corrected payment method (`detail`: from, to).
 */
export const ORDER_EVENT_KINDS = ['status', 'arrived', 'paid', 'refund', 'method'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * What the security log records (issue 19): sign-ins, lock-outs, password and two-factor changes,
 * staff access changes, payment secrets and data exports. Never a password, code or token.
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'lockout',
  'account_unlocked',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'role_changed',
  'account_disabled',
  'account_enabled',
  'sessions_revoked',
  'staff_approved',
  'staff_refused',
  'payment_secret_changed',
  'data_export',
  'account_deleted',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** Why an order is cancelled (voided, or refunded in full): a short list, then "other" with a note. */
export const CANCEL_REASONS = [
  'customer_request',
  'out_of_stock',
  'not_collected',
  'duplicate',
  'staff_error',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why part of a paid order is refunded while the order stands. */
export const REFUND_REASONS = ['wrong_item', 'quality', 'missing_item', 'overcharged', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** How staff take the money at the car (issue 35): the mark-paid sheet's three buttons. */
export const PAID_AT_CAR_METHODS = ['cash', 'card', 'apple_pay'] as const;

/**
 * Why an unpaid order is handed over all the same (issue 35): a short list, then "other" with a
 * note. Kept in the order's history and listed on the shift report and the dashboard.
 */
export const UNPAID_HANDOVER_REASONS = ['pays_later', 'on_the_house', 'drove_off', 'other'] as const;
export type UnpaidHandoverReason = (typeof UNPAID_HANDOVER_REASONS)[number];

/**
 * A later, recorded correction of a closed shift (its close is never edited): the counted cash
 * recounted, an order's payment method corrected after the close (written by a trigger,
 * migration 0017), or something else with a note.
 */
export const SHIFT_ADJUSTMENT_KINDS = ['cash_count', 'method_correction', 'other'] as const;
export type ShiftAdjustmentKind = (typeof SHIFT_ADJUSTMENT_KINDS)[number];

/**
 * What an e-mail in the outbox is: the back office's outbox names each kind in both languages
 * (`admin-mail:kinds.<kind>`), so a new kind without its name fails the catalogue test.
 */
export const MAIL_KINDS = [
  'receipt',
  'tax_invoice',
  'order_ready',
  'order_cancelled',
  'credit_note',
  'verification',
  'password_reset',
  'password_changed',
  'sign_up_attempt',
  'guest_orders_code',
  'account_deleted',
  'support',
  'z_report',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
