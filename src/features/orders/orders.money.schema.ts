import { z } from 'zod';
import {
  AT_CAR_METHODS,
  CANCEL_REASONS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  REFUND_REASONS,
} from '@/common/domain';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/** Staff's own words beside a reason: one line, at most 200 characters. */
const Note = typedText()
  .trim()
  .max(200, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, 'validation.controlChars')
  .optional();

/** A reason of "other" needs a note saying what it was. */
const noteForOther = (v: { reason: string; note?: string }, ctx: z.RefinementCtx) => {
  if (v.reason === 'other' && !v.note)
    ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.required' });
};

/**
 * `POST /api/admin/orders/{id}/cancel`: every cancellation has a reason. An unpaid order is voided;
 * a paid one (managers and above) is refunded in full, by `refundMethod` (default: how it was paid).
 */
export const CancelOrderSchema = z
  .object({
    reason: z.enum(CANCEL_REASONS),
    note: Note,
    refundMethod: z.enum(AT_CAR_METHODS).optional(),
  })
  .superRefine(noteForOther);
export type CancelOrderInput = z.input<typeof CancelOrderSchema>;

/** `POST /api/admin/orders/{id}/refunds`: part of a paid order given back while the order stands. */
export const PartRefundSchema = z
  .object({
    amountFils: z.number().int('validation.required').positive('validation.required'),
    method: z.enum(AT_CAR_METHODS),
    reason: z.enum(REFUND_REASONS),
    note: Note,
  })
  .superRefine(noteForOther);
export type PartRefundInput = z.input<typeof PartRefundSchema>;

/**
 * `POST /api/admin/orders/{id}/payment-method`: "paid cash, not card" (managers), with the reason
 * (kept in the order's history and on the closed shift's adjustment).
 */
export const PaymentMethodChangeSchema = z.object({
  method: z.enum(AT_CAR_METHODS),
  reason: typedText('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong')
    .regex(SINGLE_LINE_TEXT, 'validation.controlChars'),
});
export type PaymentMethodChange = z.input<typeof PaymentMethodChangeSchema>;

/**
 * `POST /api/admin/orders/{id}/paid` (issue 35): how the money was taken at the car, the method
 * actually paid (the checkout's choice was only the customer's intention). Cash may say what was
 * handed over (`tenderedFils`, at least the total: 422 `tendered_too_little`) to show the change.
 */
export const MarkPaidSchema = z
  .object({
    method: z.enum(AT_CAR_METHODS),
    tenderedFils: z
      .number()
      .int('validation.required')
      .min(0, 'validation.required')
      .max(1_000_000_000)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.tenderedFils !== undefined && v.method !== 'cash')
      ctx.addIssue({ code: 'custom', path: ['tenderedFils'], message: 'validation.cashOnly' });
  });
export type MarkPaidInput = z.input<typeof MarkPaidSchema>;

/** `CN-0001`: a credit note's printed number. */
export const creditNoteNumber = (n: number) => `CN-${String(n).padStart(4, '0')}`;

/** One refund of an order, as the order's view lists it (its credit note's number links to it). */
export const RefundSummarySchema = z.object({
  id: z.uuid(),
  /** The credit note's sequence number (1 → CN-0001). */
  number: z.number().int(),
  amountFils: z.number().int(),
  vatFils: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  cancelsOrder: z.boolean(),
  reason: z.string(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  byName: z.string(),
});
export type RefundSummary = z.infer<typeof RefundSummarySchema>;

/** `GET /api/admin/orders/{id}/credit-notes/{number}`: what a printed tax credit note carries. */
export const CreditNoteSchema = RefundSummarySchema.extend({
  /** Without VAT: amountFils − vatFils. */
  netFils: z.number().int(),
  order: z.object({
    id: z.uuid(),
    number: z.number().int(),
    createdAt: z.iso.datetime(),
    customerName: z.string(),
    customerEmail: z.string(),
    carPlate: z.string(),
    totalFils: z.number().int(),
    vatRateBp: z.number().int(),
    status: z.enum(ORDER_STATUSES),
  }),
  shop: z.object({
    /** The registered name (Settings → General), or the site title when none is set. */
    legalNameEn: z.string(),
    legalNameAr: z.string(),
    addressEn: z.string(),
    addressAr: z.string(),
    phone: z.string(),
    trn: z.string().nullable(),
  }),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const CreditNoteParamsSchema = z.object({
  id: z.uuid(),
  number: z.coerce.number().int().positive().max(2_147_483_647),
});
