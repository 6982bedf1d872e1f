import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import { legacyArabicTitle } from '@/common/shop-name';
import {
  BusyStoredSchema,
  CheckoutSettingsSchema,
  DailyHoursSchema,
  DEFAULT_STORE_INFO,
  MaintenanceSchema,
  MoneyFormatSchema,
  OpeningHoursSchema,
  SlotSettingsSchema,
  StoreContactSchema,
  StoreInfoSchema,
  TaxSchema,
  type OpeningHours,
  type StoreInfo,
} from '../settings.schema';
import { everyDay } from '../opening-hours';

/** The keys the store details are read from. */
export const STORE_INFO_KEYS = [
  'store.contact',
  'store.hours',
  'store.money',
  'store.maintenance',
  'store.checkout',
  'store.tax',
  'store.general',
  'store.trn',
  'store.busy',
  'store.kitchen',
  'store.arrival',
  'store.slots',
] as const;

/** A stored object over its defaults (a field added later keeps its default); malformed → the defaults. */
export function readSetting<T extends object>(schema: z.ZodType<T>, stored: unknown, fallback: T): T {
  const merged =
    stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...fallback, ...stored } : fallback;
  const parsed = schema.safeParse(merged);
  return parsed.success ? parsed.data : fallback;
}

/** The legacy `store.trn` key (a JSON string or number), read when `store.tax` has none. */
function legacyTrn(value: unknown): string | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return text || null;
}

/** `store.hours` per weekday, or the older same-hours-every-day shape. */
export function readHours(stored: unknown): OpeningHours {
  const weekly = OpeningHoursSchema.safeParse(stored);
  if (weekly.success) return weekly.data;
  const daily = DailyHoursSchema.safeParse(stored);
  if (daily.success)
    return { timezone: daily.data.timezone, days: everyDay(daily.data.open, daily.data.close) };
  return DEFAULT_STORE_INFO.hours;
}

/** The stored values of these keys, by key (a key never saved is absent). */
export async function settingValues(db: Db | Tx, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The shop's public details; a missing or malformed setting falls back to the default. */
export async function loadStoreInfo(db: Db | Tx): Promise<StoreInfo> {
  return storeInfoFrom(await settingValues(db, STORE_INFO_KEYS));
}

/** The store details from the rows of `STORE_INFO_KEYS`. */
export function storeInfoFrom(byKey: Map<string, unknown>): StoreInfo {
  const d = DEFAULT_STORE_INFO;
  const tax = readSetting(TaxSchema, byKey.get('store.tax'), d.tax);
  const general = byKey.get('store.general') as Record<string, unknown> | undefined;
  const textOf = (key: keyof StoreInfo['general'], fallback: string) =>
    typeof general?.[key] === 'string' ? (general[key] as string) : fallback;
  return {
    contact: readSetting(StoreContactSchema, byKey.get('store.contact'), d.contact),
    hours: readHours(byKey.get('store.hours')),
    money: readSetting(MoneyFormatSchema, byKey.get('store.money'), d.money),
    maintenance: readSetting(MaintenanceSchema, byKey.get('store.maintenance'), d.maintenance),
    checkout: readSetting(CheckoutSettingsSchema, byKey.get('store.checkout'), d.checkout),
    tax: {
      taxIncluded: tax.taxIncluded,
      rateBp: tax.rateBp,
      trn: tax.trn ?? legacyTrn(byKey.get('store.trn')),
    },
    general: {
      siteTitle: textOf('siteTitle', '') || d.general.siteTitle,
      // A shop renamed before the Arabic name had its own field keeps its one name in both.
      siteTitleAr: textOf('siteTitleAr', '') || legacyArabicTitle(textOf('siteTitle', '')),
      siteDescription: textOf('siteDescription', d.general.siteDescription),
      siteLogo: textOf('siteLogo', ''),
      siteFavicon: textOf('siteFavicon', ''),
      legalNameEn: textOf('legalNameEn', ''),
      legalNameAr: textOf('legalNameAr', ''),
      defaultLanguage:
        general?.defaultLanguage === 'en' || general?.defaultLanguage === 'ar'
          ? general.defaultLanguage
          : d.general.defaultLanguage,
    },
    busy: readSetting(BusyStoredSchema, byKey.get('store.busy'), d.busy),
    kitchen: readSetting(StoreInfoSchema.shape.kitchen, byKey.get('store.kitchen'), d.kitchen),
    arrival: readSetting(StoreInfoSchema.shape.arrival, byKey.get('store.arrival'), d.arrival),
    slots: readSetting(SlotSettingsSchema, byKey.get('store.slots'), d.slots),
  };
}
