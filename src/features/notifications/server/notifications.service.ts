import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@/common/domain';
import type { Role } from '@/common/permissions';
import type { Db } from '@/server/db/client';
import { notificationReads, notifications } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import {
  kindsFor,
  type AdminNotification,
  type NotificationListQuery,
  type NotificationPage,
} from '../notifications.schema';

/** The staff member whose notifications these are. */
export interface Reader {
  id: string;
  role: Role;
}

// Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`.
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** How long a notification stays in the bell: after that it is history, not news. */
export const NOTIFICATION_DAYS = 90;

/**
 * The notifications the reader is told about: only the kinds their role may act on (filtered by
 * the database, never by a screen), from the last NOTIFICATION_DAYS days.
 */
const visible = (reader: Reader) => {
  const kinds = kindsFor(reader.role);
  if (!kinds.length) return sql`false`;
  // Settings → Notifications: "new order" and "low stock" switched off hide those kinds for everyone.
  return sql`n.kind in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})
    and n.created_at > now() - make_interval(days => ${NOTIFICATION_DAYS})
    and not exists (
      select 1 from settings s where s.key = 'store.notifications' and (
        (n.kind = 'new_order' and s.value->>'newOrder' = 'false')
        or (n.kind = 'sold_out' and s.value->>'lowStock' = 'false')))`;
};

interface Row {
  id: string;
  kind: NotificationKind;
  ref_id: string | null;
  data: Record<string, unknown> | string;
  created_at: string | Date;
  read: boolean;
  total: number;
  unread: number;
}

const toNotification = (r: Row): AdminNotification => ({
  id: r.id,
  kind: r.kind,
  refId: r.ref_id,
  data: typeof r.data === 'string' ? (JSON.parse(r.data) as Record<string, unknown>) : r.data,
  createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
  read: r.read,
});

/**
 * One page of the reader's notifications, newest first, each with the reader's read flag, plus
 * the number matching the filter and the reader's unread count: one statement.
 */
export async function listNotifications(
  db: Db,
  reader: Reader,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const matches = query.filter === 'unread' ? sql`not m.read` : sql`true`;
  const rows = await rowsOf<Row>(
    db,
    sql`
    with mine as (
      select n.id, n.kind, n.ref_id, n.data, n.created_at, (r.user_id is not null) as read
        from ${notifications} n
        left join ${notificationReads} r on r.notification_id = n.id and r.user_id = ${reader.id}
       where ${visible(reader)}
    )
    select p.*, c.total, c.unread
      from (select (count(*) filter (where ${matches}))::int as total, (count(*) filter (where not m.read))::int as unread
              from mine m) c
      left join lateral (
        select m.* from mine m where ${matches}
         order by m.created_at desc, m.id desc
         limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      ) p on true`,
  );
  const head = rows[0];
  return {
    rows: rows.filter((r) => r.id !== null).map(toNotification),
    total: Number(head?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    unread: Number(head?.unread ?? 0),
  };
}

/** Marks one notification read for the reader; 404 when it does not exist or is not theirs to see. */
export async function markRead(db: Db, reader: Reader, id: string): Promise<void> {
  const found = await rowsOf<{ id: string }>(
    db,
    sql`
    select n.id from ${notifications} n where n.id = ${id} and ${visible(reader)}`,
  );
  if (!found.length) throw new AppError('notification_not_found', 404);
  await db.insert(notificationReads).values({ notificationId: id, userId: reader.id }).onConflictDoNothing();
}

/** Marks every notification the reader can see as read (theirs only: others keep their own state). */
export async function markAllRead(db: Db, reader: Reader): Promise<{ marked: number }> {
  const rows = await rowsOf<{ notification_id: string }>(
    db,
    sql`
    insert into ${notificationReads} (notification_id, user_id)
    select n.id, ${reader.id} from ${notifications} n
     where ${visible(reader)}
       and not exists (select 1 from ${notificationReads} r where r.notification_id = n.id and r.user_id = ${reader.id})
    on conflict do nothing
    returning notification_id`,
  );
  return { marked: rows.length };
}

/** The reader has dealt with what a notification is about (e.g. opened the message): it reads as read. */
export async function markReadAbout(
  db: Db,
  userId: string,
  kind: NotificationKind,
  refId: string,
): Promise<void> {
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id)
    select n.id, ${userId} from ${notifications} n where n.kind = ${kind} and n.ref_id = ${refId}
    on conflict do nothing`);
}
