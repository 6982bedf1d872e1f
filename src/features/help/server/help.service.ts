import { loadStoreInfo } from '@/features/settings/server';
import type { Db } from '@/server/db/client';
import { supportTickets } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import type { SupportTicket, SupportTicketCreated } from '../help.schema';
import { shopNames } from '@/common/shop-name';
import { supportEmail } from './support-email';

/**
 * Stores a support ticket from a staff member and, in the same transaction, queues its e-mail
 * to the shop's support address (`store.contact.email`): both are kept or neither is. The
 * outbox worker sends it (retrying if the mail server is away), so `emailed` is always true.
 */
export async function submitTicket(
  deps: { db: Db },
  staff: { id: string; name: string; email: string },
  ticket: SupportTicket,
): Promise<SupportTicketCreated> {
  const { contact, general } = await loadStoreInfo(deps.db);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({
        userId: staff.id,
        email: staff.email,
        subject: ticket.subject,
        message: ticket.message,
        priority: ticket.priority,
      })
      .returning({ id: supportTickets.id });
    const id = row!.id;
    await enqueueMail(tx, {
      kind: 'support',
      dedupeKey: `support:${id}`,
      ...supportEmail(contact.email, { ...ticket, id }, staff, shopNames(general)),
    });
    return { id, emailed: true };
  });
}
