import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import {
  DEFAULT_STORE_INFO,
  OpeningHoursSchema,
  StoreContactSchema,
  type StoreInfo,
} from '../settings.schema';

/** The shop's public details; a missing or malformed setting falls back to the default. */
export async function loadStoreInfo(db: Db): Promise<StoreInfo> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['store.contact', 'store.hours']));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const contact = StoreContactSchema.safeParse(byKey.get('store.contact'));
  const hours = OpeningHoursSchema.safeParse(byKey.get('store.hours'));
  return {
    contact: contact.success ? contact.data : DEFAULT_STORE_INFO.contact,
    hours: hours.success ? hours.data : DEFAULT_STORE_INFO.hours,
  };
}
