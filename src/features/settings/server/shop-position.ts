import type { Db } from '@/server/db/client';
import { settingValues } from './settings.service';
import { storeInfoFrom } from './settings.service';

/**
 * Where the shop is (issue 39), for "on my way": the owner's pin in Settings → Store; null until
 * it is set, and then a customer's phone can only say minutes by hand.
 */
export async function loadShopPosition(db: Db): Promise<{ lat: number; lng: number } | null> {
  const { arrival } = storeInfoFrom(await settingValues(db, ['store.arrival']));
  return arrival.lat === null || arrival.lng === null ? null : { lat: arrival.lat, lng: arrival.lng };
}
