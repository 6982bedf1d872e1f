import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { readSetting, settingValues } from './settings.service';

/**
 * Where the shop is (issue 39), for "on my way": the owner's pin, `store.position` as
 * `{ lat, lng }` in degrees; none until it is set, and then a customer's phone can only say
 * minutes by hand.
 */
const StoredPosition = z.object({
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
});

export async function loadShopPosition(db: Db): Promise<{ lat: number; lng: number } | null> {
  const stored = readSetting(
    StoredPosition,
    (await settingValues(db, ['store.position'])).get('store.position'),
    {
      lat: null,
      lng: null,
    },
  );
  return stored.lat === null || stored.lng === null ? null : { lat: stored.lat, lng: stored.lng };
}
