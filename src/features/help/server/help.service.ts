import { loadStoreInfo } from '@/features/settings/server/settings.service';
import type { Db } from '@/server/db/client';
import { supportTickets } from '@/server/db/schema';
import type { Logger } from '@/server/lib/logger';
import type { Mailer } from '@/server/mail/mailer';
import type { SupportTicket, SupportTicketCreated } from '../help.schema';
import { supportEmail } from './support-email';

/**
 * Stores a support ticket from a staff member, then e-mails it to the shop's support address
 * (`store.contact.email`). The ticket is kept even when the e-mail fails: `emailed` says so.
 */
export async function submitTicket(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  staff: { id: string; name: string; email: string },
  ticket: SupportTicket,
): Promise<SupportTicketCreated> {
  const [row] = await deps.db
    .insert(supportTickets)
    .values({ userId: staff.id, email: staff.email, subject: ticket.subject, message: ticket.message, priority: ticket.priority })
    .returning({ id: supportTickets.id });
  const id = row!.id;
  const { contact } = await loadStoreInfo(deps.db);
  try {
    await deps.mailer.send(supportEmail(contact.email, { ...ticket, id }, staff));
    return { id, emailed: true };
  } catch (err) {
    deps.logger.error({ err, ticketId: id }, 'support ticket e-mail failed');
    return { id, emailed: false };
  }
}
