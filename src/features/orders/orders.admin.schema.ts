import { z } from 'zod';
import {
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  UNPAID_HANDOVER_REASONS,
} from '@/common/domain';
import { PageQuerySchema } from '@/common/pagination';
import { StoredPlateSchema } from '@/common/plate-schema';

import { ORDER_SORTS } from './order-sorts';
import { MAX_BUSY_MINUTES } from '@/common/busy-mode';
import { SINGLE_LINE_TEXT } from '@/common/text';
import type { OrderLineOption } from '@/common/order-line-option';
import { RefundSummarySchema } from './orders.money.schema';
import { typedText } from '@/common/text-schema';

export { ORDER_SORTS, type OrderSort } from './order-sorts';

/** An empty query parameter means "not given". */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `GET /api/admin/orders` query: page, search, filters and sort. */
export const AdminOrdersQuerySchema = PageQuerySchema.extend({
  /**
   * Customer name (contains, any case), car plate, or an order number (`1042`, `#1042`). No
   * control characters: PostgreSQL refuses a NUL in text, which would otherwise answer 500.
   */
  q: z.preprocess(blankToUndefined, typedText().trim().max(100).regex(SINGLE_LINE_TEXT).optional()),
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES).optional()),
  /** Paid or unpaid only (the dashboard's "handed over, not paid" opens completed + unpaid). */
  payment: z.preprocess(blankToUndefined, z.enum(PAYMENT_STATUSES).optional()),
  /** An employee id, or `unassigned` for orders without one. */
  employee: z.preprocess(blankToUndefined, z.union([z.uuid(), z.literal('unassigned')]).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(ORDER_SORTS).default('newest')),
});
export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;

/** `GET /api/admin/orders/export.csv`: the list's search, filters and sort; names in `lang`. */
export const AdminOrdersExportQuerySchema = AdminOrdersQuerySchema.omit({
  page: true,
  pageSize: true,
}).extend({
  lang: z.enum(['ar', 'en']).default('en'),
});
export type AdminOrdersExportQuery = z.output<typeof AdminOrdersExportQuerySchema>;

/** `PATCH /api/admin/orders/{id}`: any of status, sales employee (null: none) and payment status. */
export const AdminOrderUpdateSchema = z.object({
  /** Not `cancelled`: a cancellation goes through POST …/cancel with its reason (422). */
  status: z.enum(ORDER_STATUSES).optional(),
  employeeId: z.uuid().nullable().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Why: required to move a completed order back, or to mark a paid order unpaid (managers). */
  reason: typedText().trim().max(200, 'validation.tooLong').regex(SINGLE_LINE_TEXT).optional(),
  /**
   * Handing over an order that stays unpaid (issue 35): why, from the short list (required then:
   * 422 `order_unpaid_handover`), with a note (required for `other`). Kept in its history.
   */
  unpaidReason: z.enum(UNPAID_HANDOVER_REASONS).optional(),
  unpaidNote: typedText().trim().max(200, 'validation.tooLong').regex(SINGLE_LINE_TEXT).optional(),
});
export type AdminOrderUpdate = z.input<typeof AdminOrderUpdateSchema>;

const EmployeeRefSchema = z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() });

/** One row of the orders table. */
export const AdminOrderRowSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  customerName: z.string(),
  carPlate: z.string(),
  plate: StoredPlateSchema.nullable(),
  employee: EmployeeRefSchema.nullable(),
  totalFils: z.number().int(),
  /** What credit notes gave back so far: a partly refunded order is marked so in the list. */
  refundedFils: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.iso.datetime(),
  /** Units over all lines (2 × juice + 1 × salad = 3). */
  itemCount: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderPageSchema = z.object({
  rows: z.array(AdminOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/** An option on an order line, as it was when ordered (see `OrderLineOption`). */
export const OrderLineOptionViewSchema = z.object({
  groupId: z.uuid(),
  groupNameEn: z.string(),
  groupNameAr: z.string(),
  optionId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** Added to the unit price, in fils. */
  priceFils: z.number().int(),
  /** The group's default: the board leaves it out, the order view and invoice show it quietly. */
  isDefault: z.boolean(),
}) satisfies z.ZodType<OrderLineOption>;

export const OrderLineViewSchema = z.object({
  nameEn: z.string(),
  nameAr: z.string(),
  /** The size's key, and its name in each language as it was when ordered. */
  size: z.string(),
  sizeNameEn: z.string(),
  sizeNameAr: z.string(),
  /** The unit price with its options' prices. */
  unitPriceFils: z.number().int(),
  quantity: z.number().int(),
  /** The options chosen, defaults included, in the menu's group order. */
  options: z.array(OrderLineOptionViewSchema),
  /** The customer's note for this line ("half the usual ice, please"). */
  note: z.string().nullable(),
});

/** One status change: who (null: the customer at checkout or the system), when, from, to. */
export const StatusEventSchema = z.object({
  at: z.iso.datetime(),
  /** status: from → to; arrived: the customer said "I'm here" (with their note); paid: marked paid. */
  kind: z.enum(ORDER_EVENT_KINDS),
  note: z.string().nullable(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  by: z.object({ name: z.string(), staff: z.boolean() }).nullable(),
  /** A cancellation's, refund's or step back's reason (CANCEL_REASONS / REFUND_REASONS / text). */
  reason: z.string().nullable(),
  /** refund: {refundId, number (CN-0001), amountFils}; method: {from, to}; paid: {unpaid: true}. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});

/** The view dialog: the order, its lines, contact, payment and status history. */
export const AdminOrderDetailSchema = AdminOrderRowSchema.extend({
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  vatFils: z.number().int(),
  vatRateBp: z.number().int(),
  updatedAt: z.iso.datetime(),
  items: z.array(OrderLineViewSchema),
  history: z.array(StatusEventSchema),
  /** The VAT in what its refunds gave back so far (`refundedFils`). */
  refundedVatFils: z.number().int(),
  /** Its refunds with their credit notes, oldest first. */
  refunds: z.array(RefundSummarySchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** The printable receipt: the order and what the shop prints at the top. */
export const OrderReceiptSchema = z.object({
  order: AdminOrderDetailSchema,
  store: z.object({
    addressEn: z.string(),
    addressAr: z.string(),
    phone: z.string(),
    /** Tax registration number, when the shop has set one (settings key `store.trn`). */
    trn: z.string().nullable(),
    /** The shop's registered name in each language (Settings → General; empty: the site title). */
    legalNameEn: z.string(),
    legalNameAr: z.string(),
  }),
});
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;

/** A card on the live board. */
export const BoardOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  carPlate: z.string(),
  plate: StoredPlateSchema.nullable(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  /** How the customer pays at the car: what to bring (the card terminal, change for cash). */
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** What to collect at the car (unpaid), and what refunds gave back (a refunded order never reads "Paid"). */
  totalFils: z.number().int(),
  refundedFils: z.number().int(),
  employee: EmployeeRefSchema.nullable(),
  createdAt: z.iso.datetime(),
  /** When the customer said "I'm here" at the car, and their note (parking spot, car colour). */
  arrivedAt: z.iso.datetime().nullable(),
  arrivalNote: z.string().nullable(),
  /** "On my way": the latest distance (metres, null when chosen by hand), minutes and when; null when none. */
  approach: z
    .object({
      metres: z.number().int().nullable(),
      minutes: z.number().int(),
      at: z.iso.datetime(),
      nearAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  /** The bay the customer is at (its QR code), by its name then. */
  bayName: z.string().nullable(),
  /** When it was completed (completed cards only). */
  completedAt: z.iso.datetime().nullable(),
  /** The time promised to the customer when it was placed (null for orders placed before estimates). */
  promisedAt: z.iso.datetime().nullable(),
  /** Ordered for later (decision 079): the time chosen; the board's Later lane while `scheduled`. */
  scheduledFor: z.iso.datetime().nullable(),
  /**
   * When a member of staff first acknowledged it (a tap on its card, or moving it on). A received
   * order not yet seen stays highlighted and chimes again every 30 s on every back-office screen.
   */
  seenAt: z.iso.datetime().nullable(),
  items: z.array(OrderLineViewSchema.omit({ unitPriceFils: true })),
});
export type BoardOrder = z.infer<typeof BoardOrderSchema>;

/** `POST /api/admin/orders/{id}/seen`: when the order was first acknowledged. */
export const OrderSeenSchema = z.object({ id: z.uuid(), seenAt: z.iso.datetime() });

/** Open orders (received, being prepared, ready) oldest first, then those completed in the last few minutes. */
export const BoardSchema = z.object({
  orders: z.array(BoardOrderSchema),
  /** The server's clock, so elapsed times do not depend on the device's. */
  now: z.iso.datetime(),
  /** Busy mode now (ended parts read as off). */
  busy: z.lazy(() => BusyModeSchema),
});
export type Board = z.infer<typeof BoardSchema>;

/** The employee filter's choices: every employee, inactive ones too (they have past orders). */
export const EmployeeChoiceSchema = EmployeeRefSchema.extend({ active: z.boolean() });
export type EmployeeChoice = z.infer<typeof EmployeeChoiceSchema>;

/** Busy mode as stored and answered (see busy-mode.ts). */
export const BusyModeSchema = z.object({
  extraMinutes: z.number().int(),
  extraUntil: z.iso.datetime().nullable(),
  pausedUntil: z.iso.datetime().nullable(),
});

/**
 * PUT /api/admin/busy: add minutes to every estimate for a while, or pause new orders for a while.
 * Each replaces the same kind set before; the other kind stays.
 */
export const BusyInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('extra'),
      minutes: z
        .number('validation.busyMinutes')
        .int('validation.busyMinutes')
        .min(1, 'validation.busyMinutes')
        .max(120, 'validation.busyMinutes'),
      forMinutes: z
        .number('validation.busyMinutes')
        .int('validation.busyMinutes')
        .min(5, 'validation.busyMinutes')
        .max(MAX_BUSY_MINUTES, 'validation.busyMinutes'),
    }),
    z.object({
      kind: z.literal('pause'),
      minutes: z
        .number('validation.busyMinutes')
        .int('validation.busyMinutes')
        .min(5, 'validation.busyMinutes')
        .max(MAX_BUSY_MINUTES, 'validation.busyMinutes'),
    }),
  ],
  'validation.busyKind',
);
export type BusyInput = z.infer<typeof BusyInputSchema>;
export const BusyKindParamsSchema = z.object({ kind: z.enum(['extra', 'pause']) });
