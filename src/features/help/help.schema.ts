import { z } from 'zod';
import { TICKET_PRIORITIES } from '@/common/domain';
import { MULTILINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/**
 * The Contact Support dialog, shared by the form and the API. Messages are translation keys
 * (`validation.*` in `common`), so each side shows them in the current language.
 */
const text = (max: number) =>
  typedText()
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')
    // Line breaks are fine in a message; other control characters (a NUL) are not.
    .regex(MULTILINE_TEXT, 'validation.invalid');

export const SupportTicketSchema = z
  .object({
    subject: text(200),
    message: text(5000),
    priority: z.enum(TICKET_PRIORITIES).default('normal'),
  })
  .strict();
export type SupportTicketInput = z.input<typeof SupportTicketSchema>;
export type SupportTicket = z.output<typeof SupportTicketSchema>;

export const SupportTicketCreatedSchema = z.object({
  id: z.uuid(),
  /** The e-mail to the support address is queued with the ticket (always true; kept for clients). */
  emailed: z.boolean(),
});
export type SupportTicketCreated = z.infer<typeof SupportTicketCreatedSchema>;
