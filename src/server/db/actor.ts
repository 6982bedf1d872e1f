import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Tells the database's triggers who makes this transaction's change and why (transaction-local
 * settings `aseer.actor_id`, `aseer.actor_name`, `aseer.reason`, migration 0023): an adjustment a
 * trigger writes on a closed shift then names them (decision 064).
 */
export async function sayActor(tx: Tx, actor: { id: string; name?: string }, reason: string | null) {
  await tx.execute(sql`select set_config('aseer.actor_id', ${actor.id}, true),
    set_config('aseer.actor_name', ${actor.name ?? ''}, true), set_config('aseer.reason', ${reason ?? ''}, true)`);
}
