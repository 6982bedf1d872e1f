import { z } from 'zod';
import { PAYMENT_METHODS } from '@/common/domain';
import {
  ALTERNATIVE_METHODS,
  CARD_BRANDS,
  GATEWAY_IDS,
  GATEWAY_MODES,
  TRANSACTION_TYPES,
  type GatewayId,
} from './payment-gateways';
import { MULTILINE_TEXT, SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/** Payment gateways (`/admin/payments`): the schemas shared by the admin screen and the admin API. */

/** Line breaks and tabs allowed (instructions are a few lines), nothing else invisible. */

const line = (max: number) =>
  typedText().trim().max(max, 'errors.tooLong').regex(SINGLE_LINE_TEXT, 'errors.invalidText');
const lines = (max: number) =>
  typedText().trim().max(max, 'errors.tooLong').regex(MULTILINE_TEXT, 'errors.invalidText');

export const GatewayIdSchema = z.enum(GATEWAY_IDS);
export const GatewayParamsSchema = z.object({ id: GatewayIdSchema });

/**
 * What the owner edits: what checkout offers and how it is shown (decision 049). The shop is paid
 * at the car: the online provider's mode, keys, transaction type, debug switch and webhook are
 * neither shown nor accepted until online payment exists; stored values stay as they were.
 */
const GatewayFieldsSchema = z.object({
  displayName: line(80),
  description: lines(500),
  isEnabled: z.boolean(),
  acceptedCards: z.array(z.enum(CARD_BRANDS)).max(CARD_BRANDS.length),
  alternativeMethods: z.array(z.enum(ALTERNATIVE_METHODS)).max(ALTERNATIVE_METHODS.length),
  /** Shown to customers at checkout (cash, bank transfer), in both languages. */
  instructionsEn: lines(1000),
  instructionsAr: lines(1000),
  sortOrder: z
    .number('errors.sortOrder')
    .int('errors.sortOrder')
    .min(0, 'errors.sortOrder')
    .max(99, 'errors.sortOrder'),
});

/** The stored record (`payments.gateways`, an array of three): the online fields and secrets too, server-side only. */
export const StoredGatewaySchema = GatewayFieldsSchema.extend({
  id: GatewayIdSchema,
  mode: z.enum(GATEWAY_MODES),
  transactionType: z.enum(TRANSACTION_TYPES),
  debugMode: z.boolean(),
  credentials: z.object({ apiKey: z.string(), secretKey: z.string(), webhookSecret: z.string() }),
});

/** The rules a gateway must meet once enabled, by gateway (the form and the service share them). */
export function gatewayProblems(
  id: GatewayId,
  v: {
    isEnabled: boolean;
    acceptedCards: readonly string[];
    alternativeMethods: readonly string[];
    instructionsEn: string;
    instructionsAr: string;
  },
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (new Set(v.acceptedCards).size !== v.acceptedCards.length)
    problems.push({ path: 'acceptedCards', message: 'errors.duplicate' });
  if (new Set(v.alternativeMethods).size !== v.alternativeMethods.length)
    problems.push({ path: 'alternativeMethods', message: 'errors.duplicate' });
  if (!v.isEnabled) return problems;
  if (id === 'stripe' && v.acceptedCards.length === 0)
    problems.push({ path: 'acceptedCards', message: 'errors.cardsRequired' });
  if (id === 'bank_transfer') {
    if (!v.instructionsEn.trim())
      problems.push({ path: 'instructionsEn', message: 'errors.instructionsRequired' });
    if (!v.instructionsAr.trim())
      problems.push({ path: 'instructionsAr', message: 'errors.instructionsRequired' });
  }
  return problems;
}

/** PUT /api/admin/payments/gateways/{id}: the editable fields only (an online field is refused, 422). */
export const GatewayUpdateSchema = GatewayFieldsSchema.strict();
/** The form's schema: the fields plus the rules of this gateway. */
export const gatewayFormSchema = (id: GatewayId) =>
  GatewayUpdateSchema.superRefine((v, ctx) => {
    for (const p of gatewayProblems(id, v))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type GatewayUpdateInput = z.input<typeof GatewayUpdateSchema>;
export type GatewayUpdate = z.output<typeof GatewayUpdateSchema>;

/** PATCH /api/admin/payments/gateways/{id}: the list's on/off switch. */
export const GatewayToggleSchema = z.object({ isEnabled: z.boolean() });

export const GatewayViewSchema = GatewayFieldsSchema.extend({
  id: GatewayIdSchema,
  /** The provider's fixed name (Stripe, Cash on Delivery, Bank Transfer). */
  name: z.string(),
});
export type GatewayView = z.infer<typeof GatewayViewSchema>;
export const GatewayListSchema = z.object({ gateways: z.array(GatewayViewSchema) });
export type GatewayList = z.infer<typeof GatewayListSchema>;

/** GET /api/payment-methods: what checkout offers, in the owner's order. */
const PaymentOptionSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  cards: z.array(z.enum(CARD_BRANDS)).optional(),
  instructionsEn: z.string().optional(),
  instructionsAr: z.string().optional(),
});
export const PaymentOptionsSchema = z.object({ methods: z.array(PaymentOptionSchema) });
