import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { containsPattern } from '@/server/lib/sql-like';
import type { InboxMessage, InboxPage, MessageListQuery } from '../contact.admin.schema';

const toMessage = (r: typeof contactMessages.$inferSelect): InboxMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  locale: r.locale,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt ? r.readAt.toISOString() : null,
});

/** Case-insensitive "contains" over the sender's name, e-mail and the message. */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = containsPattern(q.toLowerCase());
  return sql`(lower(${contactMessages.name}) like ${p} or ${contactMessages.email} like ${p} or lower(${contactMessages.message}) like ${p})`;
}

/** Unread messages in the whole inbox. */
export async function unreadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** One page of the inbox: unread first, then newest first. */
export async function listMessages(db: Db, query: MessageListQuery): Promise<InboxPage> {
  const where = and(
    query.filter === 'unread' ? isNull(contactMessages.readAt) : undefined,
    searchWhere(query.q),
  );
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(
        sql`${contactMessages.readAt} is null desc`,
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
    unreadCount(db),
  ]);
  return {
    rows: rows.map(toMessage),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    unread,
  };
}

export async function getMessage(db: Db, id: string): Promise<InboxMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new AppError('message_not_found', 404);
  return toMessage(row);
}

/** Read (keeps the first time it was read) or back to unread. */
export async function setMessageRead(db: Db, id: string, read: boolean): Promise<InboxMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError('message_not_found', 404);
  return toMessage(row);
}

export async function deleteMessage(db: Db, id: string): Promise<void> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!rows.length) throw new AppError('message_not_found', 404);
}
