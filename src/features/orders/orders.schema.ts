import { z } from 'zod';
import { MANUAL_MINUTES, type Approach } from './approach';
import { BAY_TOKEN } from '@/common/bay-token';
import { MAX_LINE_OPTIONS, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/common/limits';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { MAX_LINE_NOTE } from '@/features/catalog';
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema } from '@/features/accounts';
import { PlateSchema } from '@/common/plate-schema';
import type { Plate } from '@/common/plates';
import type { OrderLineOption } from '@/common/order-line-option';

import { PAYMENT_METHODS, type CancelReason, type OrderStatus, type PaymentMethod } from '@/common/domain';
import { SizeKeySchema } from '@/common/product-size-schema';
import { typedText } from '@/common/text-schema';

/** One cart line as the browser sends it: only what it means, never a price the server trusts. */
export const OrderLineSchema = z.object({
  productId: z.uuid('validation.required'),
  /** The size's key, one of the product's on the menu (checked against it by the server). */
  size: SizeKeySchema,
  quantity: z
    .number('validation.quantity')
    .int('validation.quantity')
    .min(1, 'validation.quantity')
    .max(MAX_LINE_QUANTITY, 'validation.quantity'),
  /** The options chosen (Less sugar, Honey): ids from the menu's option groups. */
  options: z
    .array(z.uuid('validation.invalidOption'))
    .max(MAX_LINE_OPTIONS, 'validation.tooManyChoices')
    .default([]),
  /** The customer's note for this line ("half the usual ice, please"). */
  note: typedText()
    .max(MAX_LINE_NOTE, 'validation.tooLong')
    .regex(SINGLE_LINE_TEXT, 'validation.controlChars')
    .optional(),
});

/** The checkout form's fields (what the customer types). */
export const CheckoutFieldsSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema.optional().or(z.literal('')),
  /** The car's plate as written: emirate, code, number (checked per emirate; Arabic digits accepted). */
  plate: PlateSchema,
  employeeId: z.uuid().nullish().or(z.literal('')),
  paymentMethod: z.enum(PAYMENT_METHODS).default('card'),
  createAccount: z.boolean().default(false),
  /** "E-mail me when it's ready": one e-mail when staff mark the order ready (remembered for an account). */
  notifyReady: z.boolean().default(false),
  /**
   * Ordered for later (decision 079): a slot's start from GET /api/order-slots; empty or absent: as
   * soon as possible. The server checks the slot (past, closed, full, not a slot).
   */
  scheduledFor: z
    .union([z.literal(''), z.iso.datetime({ offset: true, message: 'validation.slot' })])
    .nullish(),
  password: z.string().max(128, 'validation.tooLong').optional(),
  confirmPassword: z.string().max(128, 'validation.tooLong').optional(),
});

/** With createAccount (guests only), password and confirmPassword are required and must match. */
function refineAccount(
  v: { createAccount?: boolean; password?: string; confirmPassword?: string },
  ctx: z.RefinementCtx,
) {
  if (!v.createAccount) return;
  const pw = PasswordSchema.safeParse(v.password ?? '');
  if (!pw.success) ctx.addIssue({ code: 'custom', path: ['password'], message: pw.error.issues[0]!.message });
  if (!v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.required' });
  else if (v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
}

export const CheckoutFormSchema = CheckoutFieldsSchema.superRefine(refineAccount);
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;

/** POST /api/orders. Signed in: the e-mail is the account's, whatever is sent. */
export const PlaceOrderSchema = CheckoutFieldsSchema.extend({
  /** A fresh UUID per checkout attempt: a repeated submission returns the same order. */
  idempotencyKey: z.uuid(),
  lines: z.array(OrderLineSchema).min(1, 'validation.emptyCart').max(MAX_ORDER_LINES, 'validation.tooLong'),
  /** The customer's language: the receipt e-mail comes in it first. Absent: the `lang` cookie, else Arabic. */
  locale: z.enum(['ar', 'en']).default('ar'),
  /**
   * The bay whose QR code the customer scanned before ordering (issue 39): the order is placed as
   * already there, at that bay. A bay removed since is left out; the order is placed all the same.
   */
  bay: z.string().regex(BAY_TOKEN, 'validation.bayCode').optional(),
}).superRefine(refineAccount);

export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;
export type PlaceOrder = z.output<typeof PlaceOrderSchema>;

/** What the customer sees of an order (confirmation, tracking page, profile). */
export interface OrderView {
  id: string;
  /** The short number staff call out, e.g. 1042. */
  number: number;
  /** `#` + the number, e.g. `#1042`: how a person reads the order everywhere. */
  shortId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: 'unpaid' | 'paid';
  createdAt: string;
  customerName: string;
  /** The plate's display form (`AD 5 12345`), or the text typed before plates were structured. */
  carPlate: string;
  /** The structured plate; null for an order placed before plates were structured. */
  plate: Plate | null;
  /** When the customer said "I'm here" at the car (null until then), and their note. */
  arrivedAt: string | null;
  arrivalNote: string | null;
  /** "On my way": the latest distance (metres, null when given by hand), minutes and time; null when none. */
  approach: Approach | null;
  /** The bay they said it at (its QR code), by its name then; null when not at a bay. */
  bayName: string | null;
  /** The time promised when it was placed (null for orders placed before estimates). */
  promisedAt: string | null;
  /** Ordered for later (decision 079): the time chosen, the slot's start; null: as soon as possible. */
  scheduledFor: string | null;
  /** "Ready in about N minutes", from the orders ahead of it now; null once completed or cancelled (and in lists). */
  readyInMinutes: number | null;
  /**
   * Past the time promised and still received or being prepared: the page says it is running late
   * instead of moving the estimate. Always false for the others.
   */
  late: boolean;
  /**
   * When the order reached each status, for the tracker: received (pending) is when it was placed;
   * the others the last time it moved there (null until then). A step not reached yet may still
   * hold a time when staff moved the order back; the screen shows times only up to the current step.
   */
  statusAt: Record<OrderStatus, string | null>;
  totalFils: number;
  vatFils: number;
  /** 500 = 5%. */
  vatRateBp: number;
  employee: { nameEn: string; nameAr: string } | null;
  /** Why it was cancelled, as the customer is told (null: not cancelled, or a reason kept inside). */
  cancelReason?: CancelReason | null;
  /** What was refunded (in fils) and its credit notes' numbers (`CN-0001`), oldest first. */
  refundedFils?: number;
  creditNotes?: string[];
  /** Paid online (decision 069): where the payment stands and what paid; null for the other methods. */
  online?: {
    state: 'open' | 'held' | 'captured' | 'released' | 'expired' | 'refunded';
    cardBrand: string | null;
    cardLast4: string | null;
    wallet: 'apple_pay' | 'google_pay' | null;
    /** Stripe's page, while the payment is open. */
    payUrl: string | null;
  } | null;
  items: {
    productId: string | null;
    nameEn: string;
    nameAr: string;
    /** The size's key, and its name in each language as it was when ordered. */
    size: string;
    sizeNameEn: string;
    sizeNameAr: string;
    /** The unit price with its options. */
    unitPriceFils: number;
    quantity: number;
    /** The options chosen, as they were when ordered, with their prices. */
    options: OrderLineOption[];
    note: string | null;
  }[];
}

/** POST /api/orders/estimate: the cart, to say when it would be ready if ordered now. */
export const EstimateRequestSchema = z.object({
  lines: z.array(OrderLineSchema).min(1, 'validation.emptyCart').max(MAX_ORDER_LINES, 'validation.tooLong'),
});
export type EstimateRequest = z.input<typeof EstimateRequestSchema>;
/**
 * Its answer: minutes and the time of day they lead to; when orders are paused, the time they are taken again (ISO); when the shop
 * is closed, when it opens again (ISO) and the sentence that says so in both languages.
 */
export interface Estimate {
  readyInMinutes: number;
  /** The time of day it would be ready, in the shop's time zone, written in each language. */
  readyAround: { en: string; ar: string };
  pausedUntil: string | null;
  closed: { opensAt: string; message: { en: string; ar: string } } | null;
}

/** POST /api/orders/{id}/arrival: "I'm here", with an optional note (parking spot, car colour). */
export const ArrivalSchema = z.object({
  note: typedText()
    .trim()
    .max(140, 'validation.tooLong')
    .regex(SINGLE_LINE_TEXT, 'validation.controlChars')
    .optional(),
});
export type ArrivalInput = z.input<typeof ArrivalSchema>;

/**
 * "On my way" (issue 39): the phone's position while the order's page is open (the browser's
 * Geolocation, low accuracy), or the minutes the customer chose by hand when they share none.
 */
export const ApproachSchema = z
  .object({
    position: z
      .object({
        lat: z.number('validation.position').min(-90, 'validation.position').max(90, 'validation.position'),
        lng: z.number('validation.position').min(-180, 'validation.position').max(180, 'validation.position'),
      })
      .strict()
      .optional(),
    minutes: z
      .union([z.literal(MANUAL_MINUTES[0]), z.literal(MANUAL_MINUTES[1])], 'validation.approachMinutes')
      .optional(),
  })
  .strict()
  // One or the other: where the phone is, or the minutes the customer chose.
  .refine((a) => (a.position === undefined) !== (a.minutes === undefined), {
    message: 'validation.approachOne',
    path: ['position'],
  });
export type ApproachInput = z.infer<typeof ApproachSchema>;

/** POST /api/orders answer: the order, its guest tracking path, and whether an account was made. */
export interface PlacedOrder {
  order: OrderView;
  /** `/orders/<id>?key=<secret>`: works without signing in. */
  trackingPath: string;
  accountCreated: boolean;
  /** Paid online: Stripe's page, where the customer goes next. */
  paymentUrl?: string | null;
}

/** GET /api/employees: active employees, both names. */
export interface EmployeeOption {
  id: string;
  nameEn: string;
  nameAr: string;
}
