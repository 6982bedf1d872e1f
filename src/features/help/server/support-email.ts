import { arabicNameInSentence, type ShopNames } from '@/common/shop-name';
import { isolate, isolateAuto } from '@/common/text';
import type { MailMessage } from '@/server/mail/mailer';
import type { SupportTicket } from '../help.schema';

const PRIORITY = {
  low: { en: 'Low', ar: 'منخفضة' },
  normal: { en: 'Normal', ar: 'عادية' },
  high: { en: 'High', ar: 'عالية' },
} as const;

/**
 * The support ticket as an e-mail to the support address: plain text, both languages (who reads
 * the support inbox may read either), the sender's address to answer them.
 */
export function supportEmail(
  to: string,
  ticket: SupportTicket & { id: string },
  from: { name: string; email: string },
  shop: ShopNames,
): MailMessage {
  const p = PRIORITY[ticket.priority];
  const tag = ticket.priority === 'normal' ? '' : `[${p.ar} / ${p.en}] `;
  return {
    to,
    replyTo: from.email,
    subject: `${tag}تذكرة دعم | Support ticket: ${ticket.subject}`,
    text: [
      `Support ticket from the ${shop.en} back office / تذكرة دعم من لوحة إدارة ${arabicNameInSentence(shop.ar)}`,
      '',
      `From / من: ${isolateAuto(from.name)} ${isolate(`<${from.email}>`)}`,
      `Priority / الأولوية: ${p.en} / ${p.ar}`,
      `Subject / الموضوع: ${isolateAuto(ticket.subject)}`,
      `Ticket / رقم التذكرة: ${isolate(ticket.id)}`,
      '',
      ticket.message,
      '',
      `Reply to ${from.email} to answer. / للرد، راسل ${isolate(from.email)}.`,
    ].join('\n'),
  };
}
