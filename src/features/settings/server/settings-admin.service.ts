import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import { PRIVACY_DEFAULTS, SettingsSchema, TIMEZONES, type Settings } from '../settings.admin.schema';
import { DEFAULT_STORE_INFO } from '../settings.schema';
import { readSetting, settingValues, STORE_INFO_KEYS, storeInfoFrom } from './settings.service';

/** Back-office-only parts of the record, with the spec's defaults. */
const GENERAL_DEFAULTS = {
  siteTitle: DEFAULT_STORE_INFO.general.siteTitle,
  siteTitleAr: DEFAULT_STORE_INFO.general.siteTitleAr,
  siteDescription: DEFAULT_STORE_INFO.general.siteDescription,
  legalNameEn: '',
  legalNameAr: '',
  adminEmail: DEFAULT_STORE_INFO.contact.email,
  timezone: 'Asia/Dubai' as Settings['general']['timezone'],
  defaultLanguage: DEFAULT_STORE_INFO.general.defaultLanguage,
  siteLogo: '',
  siteFavicon: '',
};
const NOTIFICATION_DEFAULTS: Settings['notifications'] = {
  newOrder: true,
  lowStock: true,
};

// Lenient read shapes: a value the form once accepted, or an older one, still loads.
const StoredGeneral = z.object({
  siteTitle: z.string(),
  siteTitleAr: z.string(),
  siteDescription: z.string(),
  legalNameEn: z.string(),
  legalNameAr: z.string(),
  adminEmail: z.string(),
  timezone: z.enum(TIMEZONES),
  defaultLanguage: z.enum(['ar', 'en']),
  siteLogo: z.string(),
  siteFavicon: z.string(),
});
const StoredNotifications = z.object({
  newOrder: z.boolean(),
  lowStock: z.boolean(),
});
const StoredPrivacy = SettingsSchema.shape.privacy;

/** After how many days guest orders are anonymised (Settings → Store → Privacy). */
export async function loadPrivacy(db: Db): Promise<Settings['privacy']> {
  return readSetting(
    StoredPrivacy,
    (await settingValues(db, ['store.privacy'])).get('store.privacy'),
    PRIVACY_DEFAULTS,
  );
}

/** The whole settings record as the Settings screen edits it. */
export async function getSettings(db: Db): Promise<Settings> {
  // One read: the store details' keys and the notifications.
  const byKey = await settingValues(db, [...STORE_INFO_KEYS, 'store.notifications', 'store.privacy']);
  const info = storeInfoFrom(byKey);
  const general = readSetting(StoredGeneral, byKey.get('store.general'), {
    ...GENERAL_DEFAULTS,
    siteTitleAr: info.general.siteTitleAr,
  });
  return {
    general,
    maintenance: info.maintenance,
    contact: info.contact,
    hours: info.hours.days,
    money: info.money as Settings['money'],
    tax: { taxIncluded: true, rateBp: info.tax.rateBp, trn: info.tax.trn ?? '' },
    checkout: info.checkout,
    notifications: readSetting(StoredNotifications, byKey.get('store.notifications'), NOTIFICATION_DEFAULTS),
    kitchen: info.kitchen,
    arrival: info.arrival,
    slots: info.slots,
    privacy: readSetting(StoredPrivacy, byKey.get('store.privacy'), PRIVACY_DEFAULTS),
  };
}

/**
 * Stores the record in full, one row per key, in one transaction. A row whose value did not
 * change is left alone, so only real changes announce `settings_changed`.
 */
export async function saveSettings(db: Db, s: Settings): Promise<Settings> {
  const values: Record<string, unknown> = {
    'store.general': s.general,
    'store.maintenance': s.maintenance,
    'store.contact': s.contact,
    // The shop's hours are read in its time zone (General → Timezone).
    'store.hours': { timezone: s.general.timezone, days: s.hours },
    'store.money': s.money,
    'store.tax': { ...s.tax, trn: s.tax.trn || null },
    'store.checkout': s.checkout,
    'store.notifications': s.notifications,
    'store.kitchen': s.kitchen,
    'store.arrival': s.arrival,
    'store.slots': s.slots,
    'store.privacy': s.privacy,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values(Object.entries(values).map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: new Date() },
        setWhere: sql`${settings.value} is distinct from excluded.value`,
      });
    // The older key would otherwise fill in a TRN the owner has just cleared.
    await tx.delete(settings).where(inArray(settings.key, ['store.trn']));
  });
  return getSettings(db);
}
