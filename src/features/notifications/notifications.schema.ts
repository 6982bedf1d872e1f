import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/common/domain';
import { PageQuerySchema, type Page } from '@/common/pagination';
import { can, type Role } from '@/common/permissions';

/** Back-office notifications: the schemas shared by the bell, the View all page and the API. */

/**
 * Who is told about what: new orders and sold-out items concern everyone on the floor; the rest
 * only those who can act on them. The server filters with this in SQL; the screens never guess.
 */
export function kindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    if (kind === 'new_review') return can(role, 'reviews.moderate');
    if (kind === 'new_message') return can(role, 'messages.view');
    if (kind === 'staff_signup') return can(role, 'staff.manage');
    // An online payment Stripe reported otherwise than the order: for those who handle refunds.
    if (kind === 'payment_problem') return can(role, 'orders.refund');
    return can(role, 'account.self');
  });
}

export const NotificationListQuerySchema = PageQuerySchema.extend({
  /** `unread`: only those the signed-in staff member has not read. */
  filter: z.enum(['all', 'unread']).default('all'),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The order, review, message, user or product it is about. */
  refId: z.string().nullable(),
  /** What its text needs (order number, names, …), as the database trigger wrote it. */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  /** Read by the signed-in staff member (each member has their own read state). */
  read: z.boolean(),
});
export type AdminNotification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({
  rows: z.array(NotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread notifications of the signed-in staff member, over all pages. */
  unread: z.number().int(),
});
export type NotificationPage = Page<AdminNotification> & { unread: number };
