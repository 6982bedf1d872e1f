import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { bays } from '@/server/db/schema';
import type { ArrivalBay } from './order-arrival.service';

/**
 * The bay in use whose QR code carries `token` (issue 39), for an order placed after scanning it;
 * null when none is (removed since): the order is placed all the same, without a bay.
 */
export async function bayOfToken(db: Db, token: string | undefined): Promise<ArrivalBay | null> {
  if (!token) return null;
  const [bay] = await db
    .select({ id: bays.id, name: bays.name })
    .from(bays)
    .where(and(eq(bays.token, token), isNull(bays.removedAt)))
    .limit(1);
  return bay ?? null;
}
