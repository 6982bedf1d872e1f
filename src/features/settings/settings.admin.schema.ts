import { z } from 'zod';
import { CURRENCIES } from '@/common/money';
import { EmailSchema, PhoneSchema } from '@/common/contact-schema';
import { DayHoursSchema, LANGUAGES } from './settings.schema';
import { MULTILINE_TEXT } from '@/common/text';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/common/limits';
import { typedText } from '@/common/text-schema';

/**
 * Settings (GET/PUT /api/admin/settings): the whole record, shared by the form and the route.
 * Messages are translation keys (namespaces `admin-settings`, then `common`).
 */

/** No control characters except line breaks and tabs (PostgreSQL text cannot hold NUL). */
const text = (max: number) =>
  typedText().trim().max(max, 'validation.tooLong').regex(MULTILINE_TEXT, 'validation.plainText');
const required = (max: number) => text(max).min(1, 'validation.required');

export const TIMEZONES = ['Asia/Dubai', 'Asia/Riyadh', 'Asia/Kuwait'] as const;
export const THOUSAND_SEPARATORS = [',', '.', ' ', ''] as const;
export const DECIMAL_SEPARATORS = ['.', ','] as const;
/** A VAT rate above 50% is a typo. */
export const MAX_TAX_RATE_BP = 5000;

export const MAX_PARALLEL_ORDERS = 20;
/** Large orders: the most an owner may allow unpaid (every line at its most: 50 × 99 drinks; AED 100 million). */
export const MAX_UNPAID_DRINKS = MAX_ORDER_LINES * MAX_LINE_QUANTITY;
export const MAX_UNPAID_FILS = 10_000_000_000;
/** A month at least (a customer may still ask about an order), ten years at most. */
export const MIN_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 3650;
/** Orders for later: a slot of 5 minutes to 2 hours, up to 100 orders in one. */
export const MIN_SLOT_MINUTES = 5;
export const MAX_SLOT_MINUTES = 120;
export const MAX_SLOT_CAPACITY = 100;
export const PRIVACY_DEFAULTS = { retentionDays: 180 };

/** A shop image already uploaded (`/media/...`), or none. */
const ImagePath = z
  .string()
  .max(300, 'validation.tooLong')
  .regex(/^$|^\/media\/[\w./-]+$/, 'validation.image')
  .refine((v) => !v.includes('..'), 'validation.image');

/** Empty, a path on this site ("/terms"), or an https address. */
const TermsUrl = text(500).regex(/^$|^\/(?!\/)\S*$|^https:\/\/\S+$/, 'validation.url');

export const GeneralSettingsSchema = z.object({
  /** The shop's name in English (header, titles, e-mails and receipts in English). */
  siteTitle: required(100).regex(/[A-Za-z0-9]/, 'admin-settings:validation.nameEnglish'),
  /** The shop's name in Arabic: it needs Arabic letters (a Latin name would sit in the Arabic header). */
  siteTitleAr: required(100).regex(/[\u0600-\u06FF]/, 'admin-settings:validation.nameArabic'),
  siteDescription: text(500),
  /** The registered legal name (trade licence) for tax invoices and credit notes; empty: the site title. */
  legalNameEn: text(200),
  legalNameAr: text(200),
  adminEmail: EmailSchema,
  timezone: z.enum(TIMEZONES),
  defaultLanguage: z.enum(LANGUAGES),
  siteLogo: ImagePath,
  siteFavicon: ImagePath,
});

const TIME_OR_MIDNIGHT = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'validation.time');

export const SettingsSchema = z
  .object({
    general: GeneralSettingsSchema.strict(),
    maintenance: z
      .object({ enabled: z.boolean(), messageEn: required(500), messageAr: required(500) })
      .strict(),
    contact: z
      .object({
        phone: PhoneSchema.pipe(z.string().min(1, 'validation.required')),
        email: EmailSchema,
        addressEn: required(300),
        addressAr: required(300),
      })
      .strict(),
    /** Sunday first. The same open and close time means open 24 hours. */
    hours: z
      .array(DayHoursSchema.extend({ open: TIME_OR_MIDNIGHT, close: TIME_OR_MIDNIGHT }).strict())
      .length(7)
      .superRefine((days, ctx) => {
        days.forEach((d, i) => {
          if (d.open === '24:00')
            ctx.addIssue({ code: 'custom', path: [i, 'open'], message: 'validation.time' });
        });
        if (days.every((d) => d.closed))
          ctx.addIssue({ code: 'custom', path: [], message: 'validation.allClosed' });
      }),
    money: z
      .object({
        currency: z.enum(CURRENCIES),
        position: z.enum(['before', 'after']),
        thousandSeparator: z.enum(THOUSAND_SEPARATORS),
        decimalSeparator: z.enum(DECIMAL_SEPARATORS),
        decimals: z.number().int().min(0, 'validation.decimals').max(3, 'validation.decimals'),
      })
      .strict()
      .refine((m) => m.thousandSeparator !== m.decimalSeparator, {
        path: ['decimalSeparator'],
        message: 'validation.separators',
      }),
    tax: z
      .object({
        /** UAE prices shown to customers include VAT: the one choice offered (the order's VAT is the part of its total). */
        taxIncluded: z.literal(true, 'validation.taxIncluded'),
        rateBp: z
          .number('validation.taxRate')
          .int('validation.taxRate')
          .min(0, 'validation.taxRate')
          .max(MAX_TAX_RATE_BP, 'validation.taxRate'),
        /** The UAE's Tax Registration Number: 15 digits; empty while not registered. */
        trn: z
          .string()
          .trim()
          .max(20, 'validation.tooLong')
          .regex(/^$|^\d{15}$/, 'validation.trn'),
      })
      .strict(),
    checkout: z
      .object({
        guestCheckout: z.boolean(),
        requireTerms: z.boolean(),
        termsUrl: TermsUrl,
        /** Large orders paid at the car: more drinks than this, or a total above the amount, are refused. */
        maxUnpaidDrinks: z
          .number('validation.maxUnpaidDrinks')
          .int('validation.maxUnpaidDrinks')
          .min(1, 'validation.maxUnpaidDrinks')
          .max(MAX_UNPAID_DRINKS, 'validation.maxUnpaidDrinks'),
        /** In fils (the form shows dirhams). */
        maxUnpaidFils: z
          .number('validation.maxUnpaidAmount')
          .int('validation.maxUnpaidAmount')
          .min(100, 'validation.maxUnpaidAmount')
          .max(MAX_UNPAID_FILS, 'validation.maxUnpaidAmount'),
      })
      .strict(),
    /**
     * Which kinds reach the back office's notifications (the bell): new orders, items marked sold
     * out. Filtered where notifications are read (notifications.service), for every staff member.
     */
    notifications: z.object({ newOrder: z.boolean(), lowStock: z.boolean() }).strict(),
    /** How many orders the kitchen prepares at once (the ready-time estimate divides the queue by it). */
    kitchen: z
      .object({
        parallelOrders: z
          .number('validation.parallelOrders')
          .int('validation.parallelOrders')
          .min(1, 'validation.parallelOrders')
          .max(MAX_PARALLEL_ORDERS, 'validation.parallelOrders'),
      })
      .strict(),
    /**
     * "On my way" (issue 39): the shop's position (both or neither) and the minutes away at which a
     * customer's car starts their order.
     */
    arrival: z
      .object({
        lat: z
          .number('validation.latitude')
          .min(-90, 'validation.latitude')
          .max(90, 'validation.latitude')
          .nullable(),
        lng: z
          .number('validation.longitude')
          .min(-180, 'validation.longitude')
          .max(180, 'validation.longitude')
          .nullable(),
        startMinutes: z
          .number('validation.startMinutes')
          .int('validation.startMinutes')
          .min(1, 'validation.startMinutes')
          .max(30, 'validation.startMinutes'),
      })
      .strict()
      .refine((a) => (a.lat === null) === (a.lng === null), {
        message: 'validation.shopPosition',
        path: ['lng'],
      }),
    /** Orders for later (decision 079): offered or not, slot length (minutes), orders per slot. */
    slots: z
      .object({
        enabled: z.boolean(),
        lengthMinutes: z
          .number('validation.slotLength')
          .int('validation.slotLength')
          .min(MIN_SLOT_MINUTES, 'validation.slotLength')
          .max(MAX_SLOT_MINUTES, 'validation.slotLength'),
        capacity: z
          .number('validation.slotCapacity')
          .int('validation.slotCapacity')
          .min(1, 'validation.slotCapacity')
          .max(MAX_SLOT_CAPACITY, 'validation.slotCapacity'),
      })
      .strict(),
    /** After how many days guest orders lose their personal details (see retention.service). */
    privacy: z
      .object({
        retentionDays: z
          .number('validation.retentionDays')
          .int('validation.retentionDays')
          .min(MIN_RETENTION_DAYS, 'validation.retentionDays')
          .max(MAX_RETENTION_DAYS, 'validation.retentionDays'),
      })
      .strict(),
  })
  .strict();

export type Settings = z.infer<typeof SettingsSchema>;
export type SettingsInput = z.input<typeof SettingsSchema>;
