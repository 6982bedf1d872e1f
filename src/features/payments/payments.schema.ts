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
 * What the owner edits: what checkout offers and how it is shown. The card provider (Stripe) also
 * has its mode, transaction type and keys (issue 37: `StripeFieldsSchema`); the debug switch is
 * neither shown nor accepted (decision 049).
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

/** A Stripe secret key (or restricted key) and webhook signing secret as Stripe writes them. */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/;
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9_+/=]+$/;
export const STRIPE_KEY_MAX = 255;

/**
 * One key typed in the back office: a new value replaces the saved one, `null` removes it, empty
 * or absent keeps it. Surrounding spaces (a careless paste) are dropped.
 */
const keyInput = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(STRIPE_KEY_MAX, 'errors.keyTooLong')
    // A pattern the API's document shows (empty: keep the saved key); it refuses control characters.
    .regex(new RegExp(`^$|${pattern.source}`), message)
    .nullable()
    .optional();
const ModeKeysInputSchema = z
  .object({
    secretKey: keyInput(STRIPE_SECRET_KEY_PATTERN, 'errors.secretKeyFormat'),
    webhookSecret: keyInput(STRIPE_WEBHOOK_SECRET_PATTERN, 'errors.webhookSecretFormat'),
  })
  .strict();

/** The keys of each mode (test, live): a test key in the live slot (or the other way) is refused. */
export const StripeKeysInputSchema = z
  .object({ test: ModeKeysInputSchema.optional(), live: ModeKeysInputSchema.optional() })
  .strict()
  .superRefine((keys, ctx) => {
    for (const mode of GATEWAY_MODES) {
      const key = keys[mode]?.secretKey;
      if (key && STRIPE_SECRET_KEY_PATTERN.exec(key)?.[2] !== mode)
        ctx.addIssue({ code: 'custom', path: [mode, 'secretKey'], message: `errors.secretKeyMode.${mode}` });
    }
  });
export type StripeKeysInput = z.input<typeof StripeKeysInputSchema>;

/** The card provider's online fields (Stripe only: another gateway naming one is refused, 422). */
const StripeFieldsSchema = z.object({
  mode: z.enum(GATEWAY_MODES).optional(),
  transactionType: z.enum(TRANSACTION_TYPES).optional(),
  keys: StripeKeysInputSchema.optional(),
});
export const STRIPE_ONLY_FIELDS = ['mode', 'transactionType', 'keys'] as const;

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
  } & Partial<Record<(typeof STRIPE_ONLY_FIELDS)[number], unknown>>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (id !== 'stripe')
    for (const field of STRIPE_ONLY_FIELDS)
      if (v[field] !== undefined) problems.push({ path: field, message: 'errors.stripeOnly' });
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

/** PUT /api/admin/payments/gateways/{id}: the editable fields only (the debug switch or an unknown field is refused, 422). */
export const GatewayUpdateSchema = GatewayFieldsSchema.extend(StripeFieldsSchema.shape).strict();
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

/** A saved key as the screen sees it: never the key, only its kind and last four characters. */
const KeyStateSchema = z.object({
  /** `unreadable`: saved, but no key this server holds opens it (another SECRETS_KEY sealed it). */
  state: z.enum(['none', 'set', 'unreadable']),
  /** `sk_test_…4242`; null when none or unreadable. */
  masked: z.string().nullable(),
});
const ModeKeysViewSchema = z.object({ secretKey: KeyStateSchema, webhookSecret: KeyStateSchema });

/** The events the shop's webhook endpoint in Stripe's dashboard must send. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'charge.refunded',
] as const;
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** The card provider's connection to Stripe, as the owner may see it (no key ever, masks only). */
export const StripeConnectionViewSchema = z.object({
  /** Where the keys in use come from: the server's environment (read-only here) or this screen. */
  keysFrom: z.enum(['environment', 'settings']),
  /** False without SECRETS_KEY on the server: keys cannot be saved (removing them still can). */
  canSaveKeys: z.boolean(),
  /** The environment's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), masked, when they are used. */
  environment: z
    .object({ mode: z.enum(GATEWAY_MODES), secretKey: z.string(), webhookSecret: z.string() })
    .nullable(),
  keys: z.object({ test: ModeKeysViewSchema, live: ModeKeysViewSchema }),
  /** `PUBLIC_URL/api/payments/stripe/webhook`: the address to give Stripe. */
  webhookUrl: z.string(),
  webhookEvents: z.array(z.string()),
});
export type StripeConnectionView = z.infer<typeof StripeConnectionViewSchema>;

export const GatewayViewSchema = GatewayFieldsSchema.extend({
  id: GatewayIdSchema,
  /** The provider's fixed name (Stripe, Cash on Delivery, Bank Transfer). */
  name: z.string(),
  /** Stripe only: */
  mode: z.enum(GATEWAY_MODES).optional(),
  transactionType: z.enum(TRANSACTION_TYPES).optional(),
  connection: StripeConnectionViewSchema.optional(),
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

/** POST /api/admin/payments/stripe/check: calls Stripe with the saved keys of `mode`. */
export const StripeCheckSchema = z.object({ mode: z.enum(GATEWAY_MODES) }).strict();
export const STRIPE_CHECK_RESULTS = [
  'connected',
  'invalid_key',
  'no_permission',
  'unreachable',
  'no_keys',
  'unreadable',
  'failed',
] as const;
export type StripeCheckResultCode = (typeof STRIPE_CHECK_RESULTS)[number];
export const StripeCheckResultSchema = z.object({
  result: z.enum(STRIPE_CHECK_RESULTS),
  /** The mode of the key that was tried (the environment's key has its own). */
  mode: z.enum(GATEWAY_MODES),
  keysFrom: z.enum(['environment', 'settings']),
  /** What Stripe said about the account, once connected. */
  account: z
    .object({
      id: z.string(),
      country: z.string().nullable(),
      defaultCurrency: z.string().nullable(),
      chargesEnabled: z.boolean(),
    })
    .nullable(),
  /** A webhook signing secret is saved for this mode (without one, payments cannot be confirmed). */
  webhookSecretSet: z.boolean(),
  /** Stripe's own error code, for a failure this screen has no words for. */
  stripeCode: z.string().nullable(),
});
export type StripeCheckResult = z.infer<typeof StripeCheckResultSchema>;
