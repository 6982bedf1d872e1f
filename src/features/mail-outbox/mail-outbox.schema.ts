import { z } from 'zod';
import { PageQuerySchema, type Page } from '@/common/pagination';

/** The staff's view of the e-mail outbox: what went out, what waits, what failed. */

export const MAIL_STATUSES = ['failed', 'pending', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `?status=` (failed unless told) and the usual paging; newest first. */
export const MailOutboxQuerySchema = PageQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).default('failed'),
});
export type MailOutboxQuery = z.infer<typeof MailOutboxQuerySchema>;

/** One queued e-mail, without its body (a receipt or a verification link is the customer's). */
export const OutboxMailSchema = z.object({
  id: z.uuid(),
  /** receipt, verification, support, … */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** What the mail server (or the outbox directory) said the last time it failed. */
  lastError: z.string().nullable(),
  /** When it is tried next (pending). */
  nextAttemptAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxMailPageSchema = z.object({
  rows: z.array(OutboxMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxMailPage = Page<OutboxMail>;
