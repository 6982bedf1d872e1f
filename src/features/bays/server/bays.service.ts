import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { bays, orders } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { isUniqueViolation } from '@/server/lib/db-errors';
import { SHOP_TIME_ZONE } from '@/common/dates';
import { href } from '@/common/paths';
import type { Plate } from '@/common/plates';
import { BAY_TOKEN, type Bay, type BayInput, type BayOrderChoice } from '../bays.schema';
import { newBayToken } from './bay-token';

type BayRow = typeof bays.$inferSelect;

/** The bay's page, under the shop's public address (PUBLIC_URL without its trailing slash). */
export const bayUrl = (publicUrl: string, token: string) => `${publicUrl}${href('bay', { token })}`;

const toBay =
  (publicUrl: string) =>
  (b: BayRow): Bay => ({
    id: b.id,
    name: b.name,
    token: b.token,
    url: bayUrl(publicUrl, b.token),
    createdAt: b.createdAt.toISOString(),
  });

/** The bays in use, by name as a person sorts them ("2" before "10"). */
export async function listBays(db: Db, publicUrl: string): Promise<Bay[]> {
  const rows = await db
    .select()
    .from(bays)
    .where(isNull(bays.removedAt))
    .orderBy(asc(sql`length(${bays.name})`), asc(bays.name));
  return rows.map(toBay(publicUrl));
}

const NAME_TAKEN = () => new AppError('bay_name_taken', 422, [{ path: 'name', code: 'bay_name_taken' }]);

/** Another bay in use already has the name (whatever its case): the runner could not tell them apart. */
async function nameTaken(db: Db, name: string, except?: string) {
  const [row] = await db
    .select({ id: bays.id })
    .from(bays)
    .where(and(isNull(bays.removedAt), sql`lower(${bays.name}) = lower(${name})`))
    .limit(1);
  return !!row && row.id !== except;
}

/** Adds a bay with a new token, made here once (422 bay_name_taken on a name in use). */
export async function addBay(db: Db, publicUrl: string, input: BayInput): Promise<Bay> {
  const name = input.name.trim();
  if (await nameTaken(db, name)) throw NAME_TAKEN();
  try {
    const [row] = await db.insert(bays).values({ name, token: newBayToken() }).returning();
    return toBay(publicUrl)(row!);
  } catch (err) {
    // Two owners adding the same name at once: the unique index decides.
    if (isUniqueViolation(err)) throw NAME_TAKEN();
    throw err;
  }
}

/** Renames a bay; its token, and so its printed code, stays (404 bay_not_found for a removed one). */
export async function renameBay(db: Db, publicUrl: string, id: string, input: BayInput): Promise<Bay> {
  const name = input.name.trim();
  if (await nameTaken(db, name, id)) throw NAME_TAKEN();
  try {
    const [row] = await db
      .update(bays)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(bays.id, id), isNull(bays.removedAt)))
      .returning();
    if (!row) throw new AppError('bay_not_found', 404);
    return toBay(publicUrl)(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw NAME_TAKEN();
    throw err;
  }
}

/**
 * Removes a bay: kept for the orders that name it, but its code stops working at once and its name
 * is free again. A bay removed twice is not found the second time.
 */
export async function removeBay(db: Db, id: string): Promise<void> {
  const [row] = await db
    .update(bays)
    .set({ removedAt: new Date() })
    .where(and(eq(bays.id, id), isNull(bays.removedAt)))
    .returning({ id: bays.id });
  if (!row) throw new AppError('bay_not_found', 404);
}

/** The bay in use whose code carries `token`; anything else (unknown, removed, malformed): 404 bay_unknown. */
export async function bayByToken(db: Db, token: string): Promise<BayRow> {
  if (!BAY_TOKEN.test(token)) throw new AppError('bay_unknown', 404);
  const [row] = await db
    .select()
    .from(bays)
    .where(and(eq(bays.token, token), isNull(bays.removedAt)))
    .limit(1);
  if (!row) throw new AppError('bay_unknown', 404);
  return row;
}

/** Still to be handed over: received, being prepared or ready (not awaiting an online payment). */
const OPEN = ['pending', 'processing', 'ready'] as const;

/** The open orders placed today (the shop's day) by the car with this plate, oldest first. */
async function openOrdersOfPlate(db: Db, plate: Plate) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      arrivedAt: orders.arrivedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.plateEmirate, plate.emirate),
        eq(orders.plateCode, plate.code),
        eq(orders.plateNumber, plate.number),
        inArray(orders.status, [...OPEN]),
        sql`(${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date = (now() at time zone ${SHOP_TIME_ZONE})::date`,
      ),
    )
    .orderBy(asc(orders.createdAt));
}

/**
 * What a phone at a bay may learn from a plate (decision 080): the numbers of that car's open
 * orders of today, when each was placed and whether it is marked arrived; no name, no items, no
 * total, no contact, no id.
 */
export async function orderChoicesForPlate(db: Db, plate: Plate): Promise<BayOrderChoice[]> {
  return (await openOrdersOfPlate(db, plate)).map((o) => ({
    number: o.number,
    shortId: `#${o.number}`,
    createdAt: o.createdAt.toISOString(),
    arrived: o.arrivedAt !== null,
  }));
}

/** The open order of today with this plate and number, for "I'm here at this bay" (404 bay_order_not_found). */
export async function openOrderOfPlate(db: Db, plate: Plate, number: number): Promise<string> {
  const found = (await openOrdersOfPlate(db, plate)).find((o) => o.number === number);
  if (!found) throw new AppError('bay_order_not_found', 404);
  return found.id;
}
