import { z } from 'zod';
import { dayString, daysInOrder } from '@/common/day-schema';
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from '@/common/domain';
import { PageQuerySchema, type Page } from '@/common/pagination';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/**
 * The security log (`/admin/security`, GET /api/admin/security-events): schemas shared by the
 * screen and the API. Kept 180 days (the daily retention run deletes older entries).
 */
export const SECURITY_LOG_DAYS = 180;

/** Each kind as words, in both languages: the screen, its filter and the CSV show these. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, { en: string; ar: string }> = {
  sign_in: { en: 'Signed in', ar: 'تسجيل دخول' },
  sign_in_failed: { en: 'Failed sign-in', ar: 'محاولة دخول فاشلة' },
  lockout: { en: 'Sign-in paused', ar: 'إيقاف مؤقت لتسجيل الدخول' },
  account_unlocked: {
    en: 'Sign-in limits cleared (admin command)',
    ar: 'رفع قيود تسجيل الدخول (أمر الإدارة)',
  },
  password_reset_requested: { en: 'Password reset e-mail sent', ar: 'إرسال رابط إعادة تعيين كلمة المرور' },
  password_reset: { en: 'Password reset', ar: 'إعادة تعيين كلمة المرور' },
  password_changed: { en: 'Password changed', ar: 'تغيير كلمة المرور' },
  two_factor_enabled: { en: 'Two-factor sign-in turned on', ar: 'تفعيل التحقق بخطوتين' },
  two_factor_disabled: { en: 'Two-factor sign-in turned off', ar: 'إيقاف التحقق بخطوتين' },
  role_changed: { en: 'Role changed', ar: 'تغيير الدور' },
  account_disabled: { en: 'Account disabled', ar: 'تعطيل الحساب' },
  account_enabled: { en: 'Account re-enabled', ar: 'إعادة تفعيل الحساب' },
  sessions_revoked: { en: 'Sessions ended', ar: 'إنهاء الجلسات' },
  staff_approved: { en: 'Staff sign-up approved', ar: 'قبول تسجيل موظف' },
  staff_refused: { en: 'Staff sign-up refused', ar: 'رفض تسجيل موظف' },
  payment_secret_changed: { en: 'Payment keys changed', ar: 'تغيير مفاتيح الدفع' },
  data_export: { en: 'Data exported', ar: 'تصدير بيانات' },
  account_deleted: { en: 'Account deleted', ar: 'حذف الحساب' },
};

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const DAY = 'admin-security:validation.day';

/** Person (an e-mail, or part of one: the account concerned or who did it), kind and days: list and CSV share them. */
const FILTER = {
  q: z.preprocess(blankToUndefined, typedText().trim().max(100).regex(SINGLE_LINE_TEXT).optional()),
  /** One account's entries (it concerned them or they did it), e.g. from the staff accounts list. */
  user: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(100)
      .regex(/^[\w-]+$/)
      .optional(),
  ),
  kind: z.preprocess(blankToUndefined, z.enum(SECURITY_EVENT_KINDS).optional()),
  /** Days in the shop's time zone, both included. */
  from: z.preprocess(blankToUndefined, dayString(DAY).optional()),
  to: z.preprocess(blankToUndefined, dayString(DAY).optional()),
  /** The language of the CSV's headers and kinds. */
  lang: z.preprocess(blankToUndefined, z.enum(['ar', 'en']).default('ar')),
};
export const SecurityFilterSchema = z.object(FILTER).refine(daysInOrder, { path: ['to'], message: DAY });
export type SecurityFilter = z.output<typeof SecurityFilterSchema>;

export const SecurityListQuerySchema = PageQuerySchema.extend(FILTER).refine(daysInOrder, {
  path: ['to'],
  message: DAY,
});
export type SecurityListQuery = z.output<typeof SecurityListQuerySchema>;

export const SecurityEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  /** The account it concerns, and its address at the time (null when none matched). */
  userId: z.string().nullable(),
  email: z.string().nullable(),
  /** Who did it, when not the account itself. */
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Ids and names only (never a password, code or token). */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type SecurityEventView = z.infer<typeof SecurityEventSchema>;

export const SecurityEventPageSchema = z.object({
  rows: z.array(SecurityEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SecurityEventPage = Page<SecurityEventView>;
