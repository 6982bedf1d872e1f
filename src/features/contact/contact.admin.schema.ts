import { z } from 'zod';
import { PageQuerySchema, type Page } from '@/common/pagination';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/** The back-office inbox of contact-form messages: schemas shared by the screen and the API. */

export const MessageListQuerySchema = PageQuerySchema.extend({
  /** `unread`: only messages nobody has opened yet. */
  filter: z.enum(['all', 'unread']).default('all'),
  // No control characters (PostgreSQL text cannot hold NUL), as the other searches.
  q: typedText().trim().max(100).regex(SINGLE_LINE_TEXT).optional(),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

/** PATCH /api/admin/messages/{id}: read or back to unread. */
export const MessageReadSchema = z.object({ read: z.boolean() }).strict();

const InboxMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  /** The language the visitor wrote from. */
  locale: z.enum(['ar', 'en']),
  createdAt: z.iso.datetime(),
  /** When someone on the team first opened it; null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export { InboxMessageSchema };

export const InboxPageSchema = z.object({
  rows: z.array(InboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread messages in the whole inbox (the sidebar's count). */
  unread: z.number().int(),
});
export type InboxPage = Page<InboxMessage> & { unread: number };
