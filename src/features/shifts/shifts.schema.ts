import { z } from 'zod';
import { PAYMENT_METHODS } from '@/common/domain';
import { dayString } from '@/common/day-schema';
import { PageQuerySchema } from '@/common/pagination';
import { MULTILINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/** A note: free text on several lines, no control characters. */
const note = (min: number) =>
  typedText()
    .trim()
    .min(min, 'validation.noteRequired')
    .max(500, 'validation.noteLong')
    .regex(MULTILINE_TEXT, 'validation.noControl');

/**
 * The till's shifts and their close (the Z report): shared by the forms and the routes.
 * Validation messages are translation keys (namespace `admin-shifts`).
 */

/** An amount of cash in fils: a whole number, 0 or more (at most AED 10 million). */
const cashFils = (message: string) =>
  z.number(message).int(message).min(0, message).max(1_000_000_000, message);

export const OpenShiftSchema = z.object({ floatFils: cashFils('validation.float') }).strict();
export type OpenShift = z.infer<typeof OpenShiftSchema>;

export const CloseShiftSchema = z
  .object({
    countedCashFils: cashFils('validation.counted'),
    note: note(0).optional(),
  })
  .strict();
export type CloseShift = z.infer<typeof CloseShiftSchema>;

/** What a manager records by hand; `method_correction` rows are written by the database only. */
export const MANUAL_ADJUSTMENT_KINDS = ['cash_count', 'other'] as const;
export const AdjustmentCreateSchema = z
  .object({
    kind: z.enum(MANUAL_ADJUSTMENT_KINDS, 'validation.kind'),
    amountFils: z
      .number('validation.amount')
      .int('validation.amount')
      .min(-1_000_000_000, 'validation.amount')
      .max(1_000_000_000, 'validation.amount')
      .refine((n) => n !== 0, 'validation.amount'),
    note: note(1),
  })
  .strict();
export type AdjustmentCreate = z.infer<typeof AdjustmentCreateSchema>;

const Fils = z.number().int();

/** The order a close lists the payment methods in: cash first (the drawer), then the rest. */
export const SHIFT_METHODS = ['cash', 'card', 'apple_pay', 'google_pay', 'bank_transfer', 'online'] as const;

/** One payment method's figures in a close. */
export const MethodFiguresSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  orders: z.number().int(),
  grossFils: Fils,
  vatFils: Fils,
  refunds: z.number().int(),
  refundedFils: Fils,
  refundedVatFils: Fils,
  netFils: Fils,
});
export type MethodFigures = z.infer<typeof MethodFiguresSchema>;

/** A payment recorded while no shift was open (card at the car): filed under the next shift. */
export const ClosedPaymentSchema = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amountFils: Fils,
  paidAt: z.iso.datetime(),
  /** Who recorded it (the history's last "paid" entry); null when unknown. */
  byName: z.string().nullable(),
});
export type ClosedPayment = z.infer<typeof ClosedPaymentSchema>;

/** The Z report's figures (cash-based: what was paid and refunded while the shift was open). */
export const ShiftFiguresSchema = z.object({
  orders: z.number().int(),
  grossFils: Fils,
  vatFils: Fils,
  refunds: z.number().int(),
  refundedFils: Fils,
  refundedVatFils: Fils,
  netFils: Fils,
  vatNetFils: Fils,
  voids: z.number().int(),
  voidedFils: Fils,
  /** Only the methods with a figure, in the order of SHIFT_METHODS. */
  byMethod: z.array(MethodFiguresSchema),
  /**
   * Payments recorded while no shift was open, since the shift before (decision 064): in the
   * sales figures above, listed apart, and not in the drawer (they never went into it).
   */
  recordedWhileClosed: z.array(ClosedPaymentSchema).default([]),
  floatFils: Fils,
  /** A day's close only: cash put in (+) or taken out (−) between its shifts. */
  cashMovedFils: Fils.default(0),
  cashPaidFils: Fils,
  cashRefundedFils: Fils,
  expectedCashFils: Fils,
  /** Null while the shift is open. */
  countedCashFils: Fils.nullable(),
  differenceFils: Fils.nullable(),
});
export type ShiftFigures = z.infer<typeof ShiftFiguresSchema>;

export const ShiftSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  openedAt: z.iso.datetime(),
  openedByName: z.string(),
  floatFils: Fils,
  closedAt: z.iso.datetime().nullable(),
  closedByName: z.string().nullable(),
  countedCashFils: Fils.nullable(),
  closeNote: z.string().nullable(),
});
export type ShiftSummary = z.infer<typeof ShiftSummarySchema>;

export const AdjustmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['cash_count', 'method_correction', 'other']),
  amountFils: Fils,
  detail: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

/** The figures after the recorded adjustments (the close itself stays as it was). */
export const CorrectedFiguresSchema = z.object({
  netFils: Fils,
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), netFils: Fils })),
  expectedCashFils: Fils,
  countedCashFils: Fils.nullable(),
  differenceFils: Fils.nullable(),
});
export type CorrectedFigures = z.infer<typeof CorrectedFiguresSchema>;

/**
 * The orders handed over unpaid while the shift was open (issue 35): no money moved, so they are
 * not in the figures, but each was an explicit choice with a reason, listed here with who and when.
 */
export const UnpaidHandoverSchema = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  totalFils: Fils,
  /** One of UNPAID_HANDOVER_REASONS. */
  reason: z.string(),
  note: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.iso.datetime(),
  /** Paid since (recorded later): still listed, since it left unpaid. */
  paidSince: z.boolean(),
});
export const UnpaidHandoversSchema = z.object({
  count: z.number().int(),
  valueFils: Fils,
  orders: z.array(UnpaidHandoverSchema),
});
export type UnpaidHandovers = z.infer<typeof UnpaidHandoversSchema>;

/** A shift with its report: live while open, frozen once closed, then its adjustments. */
export const ShiftReportSchema = z.object({
  shift: ShiftSummarySchema,
  /** True when the figures were computed now (the shift is open). */
  live: z.boolean(),
  figures: ShiftFiguresSchema,
  adjustments: z.array(AdjustmentSchema),
  /** Null when there is no adjustment. */
  corrected: CorrectedFiguresSchema.nullable(),
  /** Orders handed over unpaid during the shift (read from the orders' history on each read). */
  unpaidHandovers: UnpaidHandoversSchema,
});
export type ShiftReport = z.infer<typeof ShiftReportSchema>;

/**
 * GET /shifts/current: the open shift (or none), flagged when it has been open since before today.
 * A blind count (`blind`, staff below manager): the shift without its figures (`report` null), so
 * the drawer is counted without knowing what it should hold; the close answers the full report.
 */
export const CurrentShiftSchema = z.object({
  shift: ShiftSummarySchema.nullable(),
  blind: z.boolean(),
  report: ShiftReportSchema.nullable(),
  /** Opened before the start of today in Asia/Dubai. */
  overnight: z.boolean(),
});
export type CurrentShift = z.infer<typeof CurrentShiftSchema>;

export const DayQuerySchema = z.object({ day: dayString('validation.day') });
export const ShiftListQuerySchema = PageQuerySchema;
export const ShiftPageSchema = z.object({
  rows: z.array(ShiftSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ShiftPage = z.infer<typeof ShiftPageSchema>;

/** A calendar day (Asia/Dubai) of shifts, summed: the shifts that were opened that day. */
export const DayCloseSchema = z.object({
  day: z.string(),
  shifts: z.array(ShiftSummarySchema),
  /** Shifts of the day still open (their figures are live). */
  openShifts: z.number().int(),
  figures: ShiftFiguresSchema,
});
export type DayClose = z.infer<typeof DayCloseSchema>;
