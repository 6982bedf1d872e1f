import { z } from 'zod';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { NameSchema, newPasswordSchema, PhoneSchema } from '@/features/accounts';
import { typedText } from '@/common/text-schema';

/**
 * The back-office Account screen (`/admin/account`): the signed-in staff member's own profile,
 * password, two-factor sign-in, sessions and data. Messages are translation keys: `validation.*`
 * of namespace `common`, `account.*` of namespace `admin-account`.
 */

/** Time zones offered (the spec's Dubai, Riyadh and Kuwait first, then the region's neighbours). */
export const TIME_ZONES = [
  'Asia/Dubai',
  'Asia/Riyadh',
  'Asia/Kuwait',
  'Asia/Qatar',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Africa/Cairo',
  'Asia/Amman',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Manila',
  'Europe/London',
  'UTC',
] as const;

export const NOTIFICATION_PREFS = ['orderUpdates', 'productAlerts', 'systemNotices', 'marketing'] as const;
export type NotificationPrefs = Record<(typeof NOTIFICATION_PREFS)[number], boolean>;

/** Only an image this shop stored (an upload), never an address elsewhere. */
export const AvatarSchema = z
  .string()
  .max(200, 'validation.tooLong')
  .regex(/^\/media\/uploads\/[0-9a-f-]{36}\.webp$/, 'validation.required')
  .nullable();

const optionalText = (max: number) =>
  typedText().trim().max(max, 'validation.tooLong').regex(SINGLE_LINE_TEXT, 'validation.controlChars');

export const StaffProfileSchema = z.object({
  name: NameSchema,
  displayName: optionalText(60),
  phone: PhoneSchema,
  jobTitle: optionalText(80),
  image: AvatarSchema,
  /** null: the shop's default language. */
  language: z.enum(['ar', 'en']).nullable(),
  timezone: z.enum(TIME_ZONES),
  emailNotifications: z.object({
    orderUpdates: z.boolean(),
    productAlerts: z.boolean(),
    systemNotices: z.boolean(),
    marketing: z.boolean(),
  }),
});
export type StaffProfileInput = z.input<typeof StaffProfileSchema>;

/** GET /api/admin/account: the profile plus what the screen shows beside it. */
export interface StaffAccountView extends z.output<typeof StaffProfileSchema> {
  id: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean;
  createdAt: string;
}

const CurrentPassword = z.string().min(1, 'validation.required').max(128, 'validation.tooLong');

/** The form's copy of the password change (POST /api/account/password checks the same rules). */
export const StaffPasswordSchema = z
  .object({
    currentPassword: CurrentPassword,
    newPassword: newPasswordSchema('staff'),
    confirmPassword: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.password.mismatch',
  });
export type StaffPasswordInput = z.input<typeof StaffPasswordSchema>;

/** Turning two-factor sign-in on or off, and deleting the account, ask for the password again. */
export const PasswordConfirmSchema = z.object({ password: CurrentPassword });
export type PasswordConfirmInput = z.input<typeof PasswordConfirmSchema>;

/** The authenticator's 6-digit code that finishes enrolment. */
export const TotpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'account.twoFactor.codeFormat'),
});
export type TotpCodeInput = z.input<typeof TotpCodeSchema>;

/** POST /api/admin/account/two-factor: what the authenticator app needs, shown once. */
export interface TwoFactorEnrolment {
  totpURI: string;
  /** The base32 secret inside the URI, for typing into an app by hand. */
  secret: string;
  backupCodes: string[];
}

/** One signed-in device of the staff member. */
export interface AccountSession {
  id: string;
  device: { browser: string | null; os: string | null; mobile: boolean };
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}
