import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normalizePhone } from '@/common/text';
import type { Db } from '@/server/db/client';
import { orders, type Order } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { PlaceOrder } from '../orders.schema';
import { normaliseNote } from '@/features/catalog';

/**
 * SHA-256 (hex) of what defines an order, normalised as placeOrder normalises it, so a client's
 * harmless re-serialisation (key order, case of the e-mail, spaces, Arabic digits in a plate) still
 * matches, while another cart, person, car, payment or language does not. The idempotency key
 * itself is the look-up, not part of the hash; the password never is.
 * `email` is the address the order is placed under (the account's when signed in).
 */
export function orderRequestHash(input: PlaceOrder, email: string, signedIn: boolean): string {
  const canonical = [
    4, // the form's version: bump it if the fields below change meaning (3: options and notes; 4: notifyReady)
    // A line's options in any order are the same choice; its note as it is kept (spaces tidied).
    input.lines.map((l) => [
      l.productId.toLowerCase(),
      l.size,
      l.quantity,
      [...new Set(l.options.map((o) => o.toLowerCase()))].sort(),
      normaliseNote(l.note),
    ]),
    input.name.trim(),
    email.trim().toLowerCase(),
    input.phone ? normalizePhone(input.phone) : null,
    [input.plate.emirate, input.plate.code, input.plate.number], // normalised by PlateSchema
    input.employeeId ? input.employeeId.toLowerCase() : null,
    input.paymentMethod,
    input.locale,
    // Only a guest can ask for an account; signed in, the box means nothing (placeOrder ignores it).
    !signedIn && input.createAccount,
    // "E-mail me when it's ready": the same cart with the box ticked otherwise is another order.
    input.notifyReady,
    // Ordered for later: the slot chosen (absent for as soon as possible, so older hashes hold).
    ...(input.scheduledFor ? [new Date(input.scheduledFor).toISOString()] : []),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The order already placed under this idempotency key, if the submission is the same one: a retry
 * gets its order back. The key with another submission is refused (409 idempotency_key_reused),
 * never answered with an order that is not what was sent. Orders placed before the hash was
 * recorded keep the old rule: the same e-mail gets its order, another is refused.
 */
export async function orderOfRepeatedSubmission(
  db: Db,
  key: string,
  hash: string,
  email: string,
): Promise<Order | null> {
  const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  if (!existing) return null;
  if (existing.requestHash === null) {
    if (existing.customerEmail !== email) throw new AppError('idempotency_conflict', 409);
    return existing;
  }
  if (existing.requestHash !== hash) throw new AppError('idempotency_key_reused', 409);
  return existing;
}
