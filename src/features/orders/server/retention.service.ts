import { sql, type SQL } from 'drizzle-orm';
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

/**
 * Removes the personal data of the orders `which` picks (a condition on `orders o`) that are not
 * anonymised yet, in the caller's transaction: name, e-mail, phone, plate (text and structured),
 * arrival note and request hash; `anonymized_at` is set to `now`. Their `arrived` history rows lose
 * the customer's note, their new-order notifications the name and plate, and their receipt e-mail
 * leaves the outbox. Items, totals, VAT, status, payment, employee and timestamps stay. Used by the
 * retention job (guest orders past the period) and by a customer deleting their account.
 * Returns how many orders it anonymised.
 */
export async function anonymiseOrdersIn(tx: Db | Tx, which: SQL, now: Date): Promise<number> {
  const [anonymised] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`
      with gone as (
        update orders o
           set customer_name = '', customer_email = '', customer_phone = null, car_plate = '',
               plate_emirate = null, plate_code = null, plate_number = null, arrival_note = null,
               request_hash = null, anonymized_at = ${now.toISOString()}::timestamptz
         where o.anonymized_at is null and ${which}
        returning o.id
      ),
      arrival_notes as (
        update order_status_events e set note = null
          from gone where e.order_id = gone.id and e.kind = 'arrived' and e.note is not null
        returning e.id
      ),
      notices as (
        update notifications n set data = n.data - 'customerName' - 'carPlate'
          from gone where n.kind = 'new_order' and n.ref_id = gone.id::text
        returning n.id
      ),
      receipts as (
        delete from mail_outbox m using gone where m.dedupe_key = 'receipt:' || gone.id::text
        returning m.id
      )
      select count(*) as n from gone`),
  );
  return Number(anonymised?.n ?? 0);
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
