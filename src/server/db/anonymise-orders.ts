import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Personal data spans orders, their history, notifications and the outbox: one helper, shared by
// the orders' retention job and the account deletion.
/**
 * Removes the personal data of the orders `which` picks (a condition on `orders o`) that are not
 * anonymised yet, in the caller's transaction: name, e-mail, phone, plate (text and structured),
 * arrival note and request hash; `anonymized_at` is set to `now`. Their lines lose the customer's
 * notes (the options stay: they are what was made), their `arrived` history rows lose the customer's note, their new-order notifications the name and plate, and their receipt e-mail
 * leaves the outbox. Items, totals, VAT, status, payment, employee and timestamps stay. Used by the
 * retention job (guest orders past the period) and by a customer deleting their account.
 * Returns how many orders it anonymised.
 */
export async function anonymiseOrdersIn(tx: Db | Tx, which: SQL, now: Date): Promise<number> {
  const [anonymised] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`
      with gone as (
        update orders o
           set customer_name = '', customer_email = '', customer_phone = null, legacy_plate = null,
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
      line_notes as (
        update order_items i set note = null
          from gone where i.order_id = gone.id and i.note is not null
        returning i.id
      ),
      notices as (
        update notifications n set data = n.data - 'customerName' - 'carPlate'
          from gone where n.kind = 'new_order' and n.ref_id = gone.id::text
        returning n.id
      ),
      receipts as (
        delete from mail_outbox m using gone
          where m.dedupe_key in ('receipt:' || gone.id::text, 'invoice:' || gone.id::text)
        returning m.id
      )
      select count(*) as n from gone`),
  );
  return Number(anonymised?.n ?? 0);
}
