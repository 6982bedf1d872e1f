import { eq } from 'drizzle-orm';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { ResetUser } from '@/server/auth/password-reset-hooks';
import type { Db } from '@/server/db/client';
import type { MailMessage } from '@/server/mail/mailer';
import { staffProfiles, users } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { loadShopIdentity } from '@/features/settings/server';
import { accountEmail } from './recovery-email';
import { confirmAddressCopy, passwordChangedCopy, resetLinkCopy } from './recovery-email-copy';

/** Outbox kinds: counted per address for the recovery limits, shown to staff when a send fails. */
export const MAIL_KIND = {
  resetLink: 'password_reset',
  changed: 'password_changed',
  verification: 'verification',
} as const;

const isStaffRole = (role: string) => role !== 'customer';

/**
 * The account e-mails of password recovery, queued in the outbox: the reset link (to our own page:
 * the storefront's or, for staff, the back office's) and "your password was changed". In the
 * staff member's own language when they chose one, else `locale` (the page's), Arabic by default.
 */
export function createRecoveryMail({ db, publicUrl }: { db: Db; publicUrl: string }) {
  // The shop's name and logo as Settings → General has them now.
  const shop = () => loadShopIdentity(db, publicUrl);

  async function owner(userId: string) {
    const [row] = await db
      .select({ email: users.email, name: users.name, role: users.role, language: staffProfiles.language })
      .from(users)
      .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  return {
    /** better-auth made a reset token for `user`: e-mail the link to its page. */
    async sendResetLink(user: ResetUser, token: string, locale: Locale = 'ar'): Promise<void> {
      const row = await owner(user.id);
      if (!row) return;
      const staff = isStaffRole(row.role);
      const url = `${publicUrl}${staff ? '/admin' : ''}/reset-password?token=${encodeURIComponent(token)}`;
      const { names, logoUrl } = await shop();
      const mail = await accountEmail(
        row.email,
        row.name,
        row.language ?? locale,
        (lang) => resetLinkCopy(lang, url, staff, names),
        logoUrl,
      );
      await enqueueMail(db, { kind: MAIL_KIND.resetLink, ...mail });
    },

    /** The confirmation e-mail of a new account (better-auth made its link), in the receipt's design. */
    async confirmationEmail(
      user: { id: string; email: string; name: string },
      url: string,
      locale: Locale = 'ar',
    ): Promise<MailMessage> {
      const row = await owner(user.id);
      const { names, logoUrl } = await shop();
      return accountEmail(
        user.email,
        user.name,
        row?.language ?? locale,
        (lang) => confirmAddressCopy(lang, url, names),
        logoUrl,
      );
    },

    /** "Your password was changed", after a reset (every session ended) or a change (the others). */
    async sendPasswordChanged(userId: string, how: 'reset' | 'change', locale: Locale = 'ar'): Promise<void> {
      const row = await owner(userId);
      if (!row) return;
      const now = new Date();
      const signIn = `${publicUrl}${isStaffRole(row.role) ? '/admin/login' : '/login'}`;
      const { names, logoUrl } = await shop();
      const mail = await accountEmail(
        row.email,
        row.name,
        row.language ?? locale,
        (lang) => passwordChangedCopy(lang, formatShopDateTime(now, lang), how, signIn, names),
        logoUrl,
      );
      await enqueueMail(db, { kind: MAIL_KIND.changed, ...mail });
    },
  };
}
