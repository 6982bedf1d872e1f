import { eq, lt, sql } from 'drizzle-orm';
import type { Store } from 'hono-rate-limiter';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** Expired windows are deleted at most this often (per store), on a hit. */
const SWEEP_EVERY_MS = 60_000;

/**
 * hono-rate-limiter's store in the database (`rate_limit_hits`): a fixed window per key, counted
 * with one atomic upsert, so every server process on one PostgreSQL counts the same hits (the
 * library's own MemoryStore counts per process). Works on the embedded PGlite too. `name` keeps
 * the limits of different routes apart; `now` (epoch ms) is replaced by tests.
 */
export function databaseRateStore(
  db: Db,
  name: string,
  windowMs: number,
  now: () => number = Date.now,
): Store {
  const keyOf = (key: string) => `${name}:${key}`;
  let sweptAt = 0;

  async function sweep(at: number) {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, at));
  }

  return {
    localKeys: false,
    prefix: `${name}:`,
    async increment(key) {
      const at = now();
      const expired = sql`${rateLimitHits.resetsAt} <= ${at}::bigint`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: keyOf(key), hits: 1, resetsAt: at + windowMs })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetsAt: sql`case when ${expired} then ${at + windowMs}::bigint else ${rateLimitHits.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt });
      await sweep(at);
      return { totalHits: row!.hits, resetTime: new Date(row!.resetsAt) };
    },
    async get(key) {
      const [row] = await db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, keyOf(key)));
      if (!row || row.resetsAt <= now()) return undefined;
      return { totalHits: row.hits, resetTime: new Date(row.resetsAt) };
    },
    async decrement(key) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(eq(rateLimitHits.key, keyOf(key)));
    },
    async resetKey(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(key)));
    },
  };
}
