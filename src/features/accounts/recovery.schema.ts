import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './account.schema';

/**
 * Password recovery and the confirmation e-mail sent again: the forms and the API share these.
 * The new password follows the sign-up rule (PasswordSchema). `locale` is the language of the
 * page that asked: the e-mail's language when the account has none of its own.
 */
const LocaleSchema = z.enum(['ar', 'en']).default('ar');

export const ForgotPasswordSchema = z.object({ email: EmailSchema, locale: LocaleSchema });

/** The token from the e-mailed link (better-auth's: 24 letters and digits). */
export const ResetTokenSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.required');

export const ResetPasswordSchema = z
  .object({
    token: ResetTokenSchema,
    newPassword: PasswordSchema,
    confirmPassword: z.string().min(1, 'validation.required'),
    locale: LocaleSchema,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMismatch',
  });

export const ResendConfirmationSchema = z.object({ email: EmailSchema, locale: LocaleSchema });

export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;
export type ResendConfirmationInput = z.input<typeof ResendConfirmationSchema>;
