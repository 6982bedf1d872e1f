import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Plate } from '@/common/plates';
import type { Db, Tx } from '@/server/db/client';
import { customerCars, users } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/lib/db-errors';
import { AppError } from '@/server/lib/errors';
import { MAX_CARS, type CarView } from '../cars.schema';

/** A validated request (the zod schemas have trimmed the texts and normalised the plate). */
export interface CarFields {
  plate?: Plate;
  nickname?: string;
  colour?: string;
  make?: string;
  isDefault?: boolean;
}

/**
 * A signed-in customer's saved cars. Every change runs in one transaction that first locks the
 * customer's user row, so two tabs adding or re-ordering at once cannot pass the limit or leave
 * two defaults (the partial unique index would refuse the second anyway) or none.
 * Rules: the first car is the default; making another the default moves it; deleting the
 * default hands it to the newest remaining car. Another customer's car is simply not found.
 */

type CustomerCar = typeof customerCars.$inferSelect;

export const toCarView = (c: CustomerCar): CarView => ({
  id: c.id,
  plate: { emirate: c.emirate, code: c.code, number: c.number },
  nickname: c.nickname,
  colour: c.colour,
  make: c.make,
  isDefault: c.isDefault,
  createdAt: c.createdAt.toISOString(),
});

const mine = (userId: string, id: string) => and(eq(customerCars.userId, userId), eq(customerCars.id, id));

/** The customer's cars, the default first, then in the order they were added. */
export async function listCars(db: Db | Tx, userId: string): Promise<CarView[]> {
  const rows = await db
    .select()
    .from(customerCars)
    .where(eq(customerCars.userId, userId))
    .orderBy(desc(customerCars.isDefault), asc(customerCars.createdAt), asc(customerCars.id));
  return rows.map(toCarView);
}

async function lockCustomer(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function plateTaken(tx: Tx, userId: string, plate: Plate, exceptId?: string) {
  const [row] = await tx
    .select({ id: customerCars.id })
    .from(customerCars)
    .where(
      and(
        eq(customerCars.userId, userId),
        eq(customerCars.emirate, plate.emirate),
        eq(customerCars.code, plate.code),
        eq(customerCars.number, plate.number),
        exceptId ? ne(customerCars.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

/** Takes the default from every other car of the customer (before one is set: the index allows one). */
async function clearDefault(tx: Tx, userId: string, exceptId?: string) {
  await tx
    .update(customerCars)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(customerCars.userId, userId),
        eq(customerCars.isDefault, true),
        exceptId ? ne(customerCars.id, exceptId) : undefined,
      ),
    );
}

/** A lost race on the plate index is the same answer as the check before it. */
async function uniquePlate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('car_exists', 409);
    throw e;
  }
}

export function addCar(db: Db, userId: string, input: CarFields & { plate: Plate }): Promise<CarView> {
  return uniquePlate(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(customerCars)
        .where(eq(customerCars.userId, userId))) as [{ n: number }];
      if (n >= MAX_CARS) throw new AppError('car_limit', 422, { max: MAX_CARS });
      if (await plateTaken(tx, userId, input.plate)) throw new AppError('car_exists', 409);
      const isDefault = n === 0 || input.isDefault === true;
      if (isDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .insert(customerCars)
        .values({
          userId,
          ...input.plate,
          nickname: input.nickname ?? '',
          colour: input.colour ?? '',
          make: input.make ?? '',
          isDefault,
        })
        .returning();
      return toCarView(row!);
    }),
  );
}

/**
 * Changes the given fields. `isDefault: true` moves the default here; `false` on the default car
 * changes nothing (a customer with cars always has a default: they choose another instead).
 */
export function updateCar(db: Db, userId: string, id: string, input: CarFields): Promise<CarView> {
  return uniquePlate(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const [current] = await tx.select().from(customerCars).where(mine(userId, id));
      if (!current) throw new AppError('car_not_found', 404);
      if (input.plate && (await plateTaken(tx, userId, input.plate, id)))
        throw new AppError('car_exists', 409);
      const makeDefault = input.isDefault === true && !current.isDefault;
      if (makeDefault) await clearDefault(tx, userId, id);
      const [row] = await tx
        .update(customerCars)
        .set({
          ...(input.plate ?? {}),
          ...(input.nickname === undefined ? {} : { nickname: input.nickname }),
          ...(input.colour === undefined ? {} : { colour: input.colour }),
          ...(input.make === undefined ? {} : { make: input.make }),
          ...(makeDefault ? { isDefault: true } : {}),
          updatedAt: new Date(),
        })
        .where(mine(userId, id))
        .returning();
      return toCarView(row!);
    }),
  );
}

/** Deletes a car; when it was the default, the newest remaining car becomes the default. */
export async function deleteCar(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [gone] = await tx
      .delete(customerCars)
      .where(mine(userId, id))
      .returning({ isDefault: customerCars.isDefault });
    if (!gone) throw new AppError('car_not_found', 404);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: customerCars.id })
      .from(customerCars)
      .where(eq(customerCars.userId, userId))
      .orderBy(desc(customerCars.createdAt), desc(customerCars.id))
      .limit(1);
    if (next)
      await tx
        .update(customerCars)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(eq(customerCars.id, next.id));
  });
}
