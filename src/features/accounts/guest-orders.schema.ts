import { z } from 'zod';

/** "Send me a code": the language of the e-mail (the page's). */
export const GuestOrdersCodeRequestSchema = z.object({ locale: z.enum(['ar', 'en']).default('ar') });

/** The 6-digit code from that e-mail (Arabic-Indic digits are read as Western ones by the form). */
export const GuestOrdersClaimSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .regex(/^\d{6}$/, 'guestOrders.codeFormat'),
});

export type GuestOrdersClaimInput = z.input<typeof GuestOrdersClaimSchema>;
export interface GuestOrdersClaimed {
  /** Guest orders added to the account. */
  added: number;
}
