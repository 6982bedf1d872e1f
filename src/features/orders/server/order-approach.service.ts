import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders, type Order } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { crossedLine, distanceMetres, minutesFor, type LatLng } from '../approach';
import type { ApproachInput } from '../orders.schema';

/**
 * "On my way" (issue 39): the latest word from the customer's phone replaces the one before (the
 * server keeps no trail). A position becomes metres from the shop and minutes at an urban speed;
 * minutes chosen by hand are kept as they are, with no distance. A position needs the shop's own
 * (409 shop_position_unset: the page then offers the minutes). A completed or cancelled order is
 * not on its way (409 order_closed); an order whose customer said "I'm here" no longer needs it
 * (nothing changes). The first report within the owner's `line` (minutes) is remembered as the
 * time the car came near: the board tops its lane with the order and chimes once. The database
 * trigger wakes the board and the tracking page.
 */
export async function recordApproach(
  db: Db,
  orderId: string,
  input: ApproachInput,
  shop: LatLng | null,
  line: number,
  now = new Date(),
): Promise<Order> {
  let metres: number | null = null;
  let minutes: number;
  if (input.position) {
    if (!shop) throw new AppError('shop_position_unset', 409);
    metres = distanceMetres(input.position, shop);
    minutes = minutesFor(metres);
  } else minutes = input.minutes!;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current) throw new AppError('not_found', 404);
    if (current.status === 'completed' || current.status === 'cancelled')
      throw new AppError('order_closed', 409);
    if (current.arrivedAt) return current;
    const [updated] = await tx
      .update(orders)
      .set({
        approachMetres: metres,
        approachMinutes: minutes,
        approachAt: now,
        approachNearAt: current.approachNearAt ?? (crossedLine({ minutes }, line) ? now : null),
      })
      .where(eq(orders.id, orderId))
      .returning();
    return updated!;
  });
}
