import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { orders, orderStatusEvents } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { enqueueMail } from '@/server/mail/outbox';
import type { OrderStatus } from '@/common/domain';
import { shopNames } from '@/common/shop-name';
import { loadStoreInfo } from '@/features/settings/server';
import { readyEmail } from './ready-email';
import { href } from '@/common/paths';

/** What a status change needs from the app: the shop's public origin (the ready e-mail's link). */
export interface StatusChangeLinks {
  /** PUBLIC_URL without its trailing slash (`deps.publicUrl`). */
  publicUrl: string;
}

/** The states that say staff have the order in hand: moving there acknowledges a new order. */
const IN_HAND: readonly OrderStatus[] = ['processing', 'ready', 'completed'];

/**
 * Moves an order to another status and records who did it (a staff user's id; null for the
 * system), from what, to what. Runs in its own transaction, or inside the caller's when given
 * one (`tx`), so a status change and other edits of the order commit together.
 * Moving it on (being prepared, ready, completed) marks it seen (`seen_at`) if nobody had yet.
 * Becoming ready, from any earlier state, queues the "your order is ready" e-mail when the
 * customer asked for it at checkout (`notify_ready`): once per order (`ready:<id>`), in the same
 * transaction, in the order's language first, with the order's page on `links.publicUrl`.
 * The database trigger then tells every server process, which tells the open tracking pages
 * and the staff board.
 */
export async function setOrderStatus(
  db: Db | Tx,
  orderId: string,
  to: OrderStatus,
  changedBy: string | null,
  /** Where the ready e-mail's link points (the shop's public origin). */
  links: StatusChangeLinks,
  /** Why (a completed order moved back by a manager): kept in the history. */
  reason: string | null = null,
  /** More for the history line: staff's note, and what else it says (handed over unpaid). */
  extra: { note?: string | null; detail?: Record<string, unknown> } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current) throw new AppError('order_not_found', 404);
    if (current.status === to) return;
    const seen = current.seenAt === null && IN_HAND.includes(to);
    await tx
      .update(orders)
      .set(seen ? { status: to, seenAt: sql`now()` } : { status: to })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({
      orderId,
      fromStatus: current.status,
      toStatus: to,
      changedBy,
      reason,
      note: extra.note ?? null,
      detail: extra.detail ?? null,
    });
    if (to === 'ready' && current.notifyReady && current.anonymizedAt === null) {
      const trackingUrl = `${links.publicUrl}${href('order', { id: current.id }, { search: { key: current.accessKey } })}`;
      const { general } = await loadStoreInfo(tx);
      const mail = await readyEmail(
        current.customerEmail,
        {
          shortId: `#${current.number}`,
          carPlate: current.carPlate,
          trackingUrl,
          logoUrl: `${links.publicUrl}/icon-192.png`,
          shopNames: shopNames(general),
        },
        current.locale,
      );
      await enqueueMail(tx, { kind: 'order_ready', dedupeKey: `ready:${current.id}`, ...mail });
    }
  });
}
