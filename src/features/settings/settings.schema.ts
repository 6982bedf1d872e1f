import { z } from 'zod';
import { CURRENCIES, type MoneyFormat } from '@/common/money';

/*
 * The shapes of the stored settings as READ (lenient: anything the admin form once accepted,
 * and older values). What the admin form may WRITE is stricter: settings.admin.schema.ts.
 */

export const StoreContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  addressEn: z.string(),
  addressAr: z.string(),
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** One weekday: HH:MM shop time; close `24:00` is midnight, a close before the open runs past midnight. */
export const DayHoursSchema = z.object({
  closed: z.boolean(),
  open: z.string().regex(TIME),
  close: z.string().regex(TIME),
});

/** Per weekday, Sunday first (as Date.getDay()), in the shop's time zone. */
export const OpeningHoursSchema = z.object({
  timezone: z.string(),
  days: z.array(DayHoursSchema).length(7),
});

/** The older stored shape (and the OPENING_HOURS seed): the same hours every day. */
export const DailyHoursSchema = z.object({
  timezone: z.string(),
  open: z.string().regex(TIME),
  close: z.string().regex(TIME),
});

export const MoneyFormatSchema = z.object({
  currency: z.enum(CURRENCIES),
  position: z.enum(['before', 'after']),
  thousandSeparator: z.string().max(1),
  decimalSeparator: z.string().min(1).max(1),
  decimals: z.number().int().min(0).max(3),
}) satisfies z.ZodType<MoneyFormat>;

/** Customers see a maintenance page with this message (staff still pass). */
export const MaintenanceSchema = z.object({
  enabled: z.boolean(),
  messageEn: z.string(),
  messageAr: z.string(),
});

export const CheckoutSettingsSchema = z.object({
  /** Off: only signed-in customers can place an order. */
  guestCheckout: z.boolean(),
  requireTerms: z.boolean(),
  /** A path on this site or an https URL; empty: no link. */
  termsUrl: z.string(),
  /**
   * Large orders (decision 067): an order paid at the car (every storefront order is unpaid when
   * placed) of more drinks than this, or a total above `maxUnpaidFils`, is refused with "call the
   * shop"; and an order not accepted yet counts at most this many drinks in others' ready times.
   */
  maxUnpaidDrinks: z.number().int().min(1),
  maxUnpaidFils: z.number().int().min(1),
});

export const TaxSchema = z.object({
  taxIncluded: z.boolean(),
  /** Basis points: 500 = 5%. */
  rateBp: z.number().int().min(0).max(10_000),
  /** The shop's VAT registration number (15 digits), or null while not registered. */
  trn: z.string().nullable(),
});

/**
 * Orders for later (decision 079): offered or not, each slot's length in minutes, and how many
 * orders one slot takes. Slots run from opening to closing time, today and tomorrow.
 */
export const SlotSettingsSchema = z.object({
  enabled: z.boolean(),
  lengthMinutes: z.number().int().min(5).max(120),
  capacity: z.number().int().min(1).max(100),
});

export const LANGUAGES = ['ar', 'en'] as const;

export const BusyStoredSchema = z.object({
  extraMinutes: z.number().int().min(0),
  extraUntil: z.string().nullable(),
  pausedUntil: z.string().nullable(),
});

/** What the storefront (and the admin shell) knows about the shop: GET /api/store. */
export const StoreInfoSchema = z.object({
  contact: StoreContactSchema,
  hours: OpeningHoursSchema,
  money: MoneyFormatSchema,
  maintenance: MaintenanceSchema,
  checkout: CheckoutSettingsSchema,
  tax: TaxSchema.pick({ rateBp: true, trn: true, taxIncluded: true }),
  /**
   * The shop's name and look (Settings → General): the title and description in the storefront's
   * header, page titles and web app manifest; the logo and favicon (`/media/...`, or empty for the
   * built-in ones); the registered legal name in each language for tax invoices and credit notes
   * (empty: the site title stands in).
   */
  general: z.object({
    siteTitle: z.string(),
    /** The shop's name in Arabic (`siteTitle` is the English one). */
    siteTitleAr: z.string(),
    siteDescription: z.string(),
    siteLogo: z.string(),
    siteFavicon: z.string(),
    legalNameEn: z.string(),
    legalNameAr: z.string(),
    defaultLanguage: z.enum(LANGUAGES),
  }),
  /** Busy mode as set on the board (raw: a reader compares its times with now, see activeBusy). */
  busy: z.lazy(() => BusyStoredSchema),
  /** How many orders the kitchen prepares at once (for the ready-time estimate). */
  kitchen: z.object({ parallelOrders: z.number().int().min(1).max(20) }),
  /**
   * "On my way" (issue 39): where the shop is (the owner's pin, degrees; null until set), and how
   * many minutes away a customer's car starts their order.
   */
  arrival: z.object({
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
    startMinutes: z.number().int().min(1).max(30),
  }),
  /** Orders for later (Settings → Store): offered or not, slot length, orders per slot. */
  slots: SlotSettingsSchema,
});

export type StoreInfo = z.infer<typeof StoreInfoSchema>;
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;
export type DayHours = z.infer<typeof DayHoursSchema>;
export type Maintenance = z.infer<typeof MaintenanceSchema>;
export type CheckoutSettings = z.infer<typeof CheckoutSettingsSchema>;
export type SlotSettings = z.infer<typeof SlotSettingsSchema>;
export type TaxSettings = z.infer<typeof TaxSchema>;

export { DEFAULT_STORE_INFO } from './store-defaults';
