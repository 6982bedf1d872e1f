import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, passwordLengthProblem, type PasswordKind } from '@/common/password-rule';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { EmailSchema, PhoneSchema } from '@/common/contact-schema';
import { typedText } from '@/common/text-schema';
import { OptionalPlateSchema } from '@/common/plate-schema';
import type { Plate } from '@/common/plates';

/**
 * Account forms, shared by the pages and the API. Messages are translation keys
 * (namespace `common`, `validation.*`).
 */

export { EmailSchema, PhoneSchema };
/**
 * A new password of this kind of account: long enough once invisible characters are left out
 * (8 for customers, 12 for staff: common/password-rule.ts), at most 128, no control characters.
 * Whether it is too easily guessed is checked by the server only (password-strength.ts), so
 * its dictionaries stay out of the storefront.
 */
export const newPasswordSchema = (kind: PasswordKind) =>
  z
    .string()
    .max(MAX_PASSWORD_LENGTH, 'validation.tooLong')
    .regex(SINGLE_LINE_TEXT, 'validation.controlChars')
    .superRefine((password, ctx) => {
      const problem = passwordLengthProblem(password, kind);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
/** A customer's new password. */
export const PasswordSchema = newPasswordSchema('customer');
/** A person's name (accounts, orders, customers, staff): one line, no control characters. */
export const NameSchema = typedText()
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, 'validation.controlChars');

const signUpSchema = (kind: PasswordKind) =>
  z
    .object({
      name: NameSchema,
      email: EmailSchema,
      password: newPasswordSchema(kind),
      confirmPassword: z.string().min(1, 'validation.required'),
      locale: z.enum(['ar', 'en']).default('ar'),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.passwordsMismatch',
    });
export const SignUpSchema = signUpSchema('customer');
/** The staff sign-up (`/admin/signup`): the same fields, a staff password (12 characters). */
export const StaffSignUpSchema = signUpSchema('staff');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
});

/** The second step of a two-factor sign-in: a 6-digit code, or a backup code (e.g. `AbCd3-eFgH5`). */
export const SignInCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(20, 'validation.tooLong')
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'validation.code'),
});

/** The profile; strict, so the old free-text `carPlate` is refused rather than ignored (decision 071). */
export const UpdateProfileSchema = z
  .object({
    name: NameSchema,
    phone: PhoneSchema.optional().or(z.literal('')),
    /** Absent: unchanged; null (or code and number left empty): no plate; a plate replaces any old text. */
    plate: OptionalPlateSchema.optional(),
  })
  .strict();

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
    newPassword: PasswordSchema,
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMismatch',
  });

/** GET /api/account: the signed-in customer. */
export interface AccountView {
  email: string;
  name: string;
  phone: string | null;
  /** The profile's plate (decision 071), or null. */
  plate: Plate | null;
  /**
   * The plate as staff read it (drawn from `plate`), or, when `plate` is null, the text typed
   * before plates were structured that could not be read as one; null when there is neither.
   */
  carPlate: string | null;
  /** Their last choice of "E-mail me when it's ready" at checkout: checkout starts with it. */
  notifyReady: boolean;
  emailVerified: boolean;
  /** The password is too easy to guess by today's rule: the profile asks for a new one. */
  mustChangePassword?: boolean;
}

export type SignUpInput = z.input<typeof SignUpSchema>;
export type SignInInput = z.input<typeof SignInSchema>;
export type SignInCodeInput = z.input<typeof SignInCodeSchema>;
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
