import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/common/pagination';
import type { Db, Tx } from '@/server/db/client';
import { securityEvents } from '@/server/db/schema';
import { containsPattern } from '@/server/lib/sql-like';
import {
  SECURITY_LOG_DAYS,
  type SecurityEventView,
  type SecurityFilter,
  type SecurityListQuery,
} from '../security.schema';

/** The most rows one CSV export holds (180 days of a shop's log fit many times over). */
export const SECURITY_EXPORT_LIMIT = 50_000;

function filterWhere(f: SecurityFilter): SQL | undefined {
  const person = f.q ? containsPattern(f.q.toLowerCase()) : undefined;
  return and(
    person
      ? or(
          sql`lower(coalesce(${securityEvents.email}, '')) like ${person}`,
          sql`lower(coalesce(${securityEvents.actorEmail}, '')) like ${person}`,
        )
      : undefined,
    f.user ? or(eq(securityEvents.userId, f.user), eq(securityEvents.actorId, f.user)) : undefined,
    f.kind ? eq(securityEvents.kind, f.kind) : undefined,
    f.from
      ? sql`${securityEvents.createdAt} >= (${f.from}::date)::timestamp at time zone 'Asia/Dubai'`
      : undefined,
    f.to
      ? sql`${securityEvents.createdAt} < (${f.to}::date + 1)::timestamp at time zone 'Asia/Dubai'`
      : undefined,
  );
}

const COLUMNS = {
  id: securityEvents.id,
  kind: securityEvents.kind,
  userId: securityEvents.userId,
  email: securityEvents.email,
  actorEmail: securityEvents.actorEmail,
  ip: securityEvents.ip,
  userAgent: securityEvents.userAgent,
  details: securityEvents.details,
  createdAt: securityEvents.createdAt,
};

type Row = Omit<SecurityEventView, 'createdAt'> & { createdAt: Date };
const toView = (r: Row): SecurityEventView => ({ ...r, createdAt: r.createdAt.toISOString() });
const NEWEST_FIRST = [desc(securityEvents.createdAt), desc(securityEvents.id)];

/** One page of the log, newest first. */
export async function listSecurityEvents(db: Db, q: SecurityListQuery): Promise<Page<SecurityEventView>> {
  const where = filterWhere(q);
  const [rows, [count]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(securityEvents)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(securityEvents)
      .where(where),
  ]);
  return { rows: rows.map(toView), total: Number(count?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/** Every entry matching the filters, newest first (the CSV export), at most SECURITY_EXPORT_LIMIT. */
export async function exportSecurityEvents(db: Db, f: SecurityFilter) {
  return db
    .select({
      ...COLUMNS,
      createdDubai: sql<string>`to_char(${securityEvents.createdAt} at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI:SS')`,
    })
    .from(securityEvents)
    .where(filterWhere(f))
    .orderBy(...NEWEST_FIRST)
    .limit(SECURITY_EXPORT_LIMIT);
}

/** Deletes entries older than the log keeps (180 days); the daily retention run calls it. Returns how many went. */
export async function pruneSecurityLog(db: Db | Tx, now: Date, days = SECURITY_LOG_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, cutoff))
    .returning({ id: securityEvents.id });
  return gone.length;
}
