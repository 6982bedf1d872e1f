import { sql } from 'drizzle-orm';
import { anonymiseOrdersIn } from '@/server/db/anonymise-orders';
import type { Db, Tx } from '@/server/db/client';

export interface RetentionOptions {
  /** The run's clock: orders placed before `now − retentionDays` are due. */
  now: Date;
  /** Settings → Store → Privacy (`loadPrivacy`), 30–3650 days. */
  retentionDays: number;
}

export interface RetentionCounts {
  /** Guest orders anonymised by this run. */
  orders: number;
  /** Guest customer records (no account) deleted by this run. */
  customers: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Both drivers answer a raw statement with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Not a guest order: placed from an account, or its customer record belongs to one. */
const GUEST_ORDER = sql`o.user_id is null
  and not exists (select 1 from customers c where c.id = o.customer_id and c.user_id is not null)`;

/**
 * Removes a guest's personal data once the retention period is over (see
 * docs/decisions/016-guest-data-retention.md), in the caller's transaction.
 *
 * Guest orders (no account: `orders.user_id` null and no customer record linked to an account)
 * placed before the cutoff and not yet anonymised lose their name, e-mail, phone, plate (text and
 * structured), arrival note and request hash (a hash of what the guest typed); `anonymized_at` is
 * set. Their `arrived` history rows lose the customer's note, their new-order notifications the
 * name and plate, and their receipt e-mail (address and body) leaves the outbox. Items, totals,
 * VAT, status, payment, employee and every timestamp stay, so the dashboard's rollups (kept by
 * triggers on total, status, employee and created_at, none of them touched) stay identical.
 *
 * Guest customer records (no account) with no order after the cutoff, no order of an account, and
 * not created or updated since the cutoff are deleted; their orders keep the (now blank)
 * snapshot, `customer_id` becomes null. `updated_at` also guards a guest checking out during the
 * run: the checkout's upsert touches it, and the delete re-checks the row it waited for.
 *
 * Idempotent: a second run with the same clock finds nothing to do.
 */
export async function anonymiseGuestDataIn(tx: Db | Tx, o: RetentionOptions): Promise<RetentionCounts> {
  const cutoff = new Date(o.now.getTime() - o.retentionDays * DAY_MS).toISOString();
  const orders = await anonymiseOrdersIn(
    tx,
    sql`o.created_at < ${cutoff}::timestamptz and ${GUEST_ORDER}`,
    o.now,
  );

  const deleted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      delete from customers c
       where c.user_id is null
         and c.created_at < ${cutoff}::timestamptz and c.updated_at < ${cutoff}::timestamptz
         and not exists (
           select 1 from orders o
            where o.customer_id = c.id and (o.created_at >= ${cutoff}::timestamptz or o.user_id is not null))
      returning c.id`),
  );

  return { orders, customers: deleted.length };
}

/** How long an unconfirmed sign-up lives: the retention run removes older ones. */
export const UNCONFIRMED_ACCOUNT_HOURS = 24;

/**
 * Removes sign-ups whose address was never confirmed within UNCONFIRMED_ACCOUNT_HOURS of `now`
 * (customers, and staff sign-ups still pending: an account an owner approved stays). They never
 * held anything: no customer record is linked to an unconfirmed account and it cannot sign in;
 * its password, sessions and confirmation link go with it (the link names the account's id).
 * Answers how many were removed.
 */
export async function removeUnconfirmedAccountsIn(tx: Db | Tx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_ACCOUNT_HOURS * 60 * 60 * 1000).toISOString();
  const removed = rowsOf<{ id: string }>(
    await tx.execute(sql`
      delete from users
       where email_verified = false and role in ('customer', 'pending') and created_at < ${cutoff}::timestamptz
      returning id`),
  );
  return removed.length;
}

/** `anonymiseGuestDataIn` in one transaction of its own. */
export async function anonymiseGuestData(db: Db, o: RetentionOptions): Promise<RetentionCounts> {
  return db.transaction((tx) => anonymiseGuestDataIn(tx, o));
}
