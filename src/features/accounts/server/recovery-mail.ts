import { and, count, eq, gt, sql } from 'drizzle-orm';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { RequestClient, ResetUser } from '@/server/auth/password-reset-hooks';
import { describeDevice } from '@/server/lib/device';
import type { Db } from '@/server/db/client';
import type { MailMessage } from '@/server/mail/mailer';
import { mailOutbox, staffProfiles, users } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { loadShopIdentity } from '@/features/settings/server';
import { accountEmail } from './recovery-email';
import { guestOrdersCodeCopy, signUpAttemptCopy } from './account-notice-copy';
import { confirmAddressCopy, passwordChangedCopy, resetLinkCopy } from './recovery-email-copy';
import { href } from '@/common/paths';
import { adminHref } from '@/common/admin-paths';

/** Outbox kinds: counted per address for the recovery limits, shown to staff when a send fails. */
export const MAIL_KIND = {
  resetLink: 'password_reset',
  changed: 'password_changed',
  verification: 'verification',
  /** "Someone tried to sign up with your address" (to an address that has an account). */
  signUpAttempt: 'sign_up_attempt',
  /** The one-time code that adds earlier guest orders to an account. */
  guestOrdersCode: 'guest_orders_code',
} as const;

const isStaffRole = (role: string) => role !== 'customer';

/**
 * E-mails of `kind` queued for `email` in the last hour: the per-address limits of account
 * e-mails are counted in the outbox (every process, every restart, no table of their own).
 */
export async function mailsLastHour(db: Db, kind: string, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

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
      const page = staff
        ? adminHref('resetPassword', {}, { search: { token } })
        : href('resetPassword', {}, { search: { token } });
      const url = `${publicUrl}${page}`;
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
      client?: RequestClient,
    ): Promise<MailMessage> {
      const row = await owner(user.id);
      const { names, logoUrl } = await shop();
      // Where the sign-up came from: its time, browser and system, and client address.
      const device = client && describeDevice(client.userAgent);
      const origin = (lang: Locale) =>
        client && device
          ? {
              when: formatShopDateTime(client.at, lang),
              ip: client.ip,
              browser: device.browser,
              os: device.os,
            }
          : undefined;
      return accountEmail(
        user.email,
        user.name,
        row?.language ?? locale,
        (lang) => confirmAddressCopy(lang, url, names, origin(lang)),
        logoUrl,
      );
    },

    /**
     * "Someone tried to sign up with your address", to the owner of an account (a sign-up with its
     * address answers as for a new one). Links to the sign-in and the "forgot password" page of
     * the account's side (storefront or back office).
     */
    async sendSignUpAttempt(userId: string, at: Date, locale: Locale = 'ar'): Promise<void> {
      const row = await owner(userId);
      if (!row) return;
      const staff = isStaffRole(row.role);
      const urls = {
        signIn: `${publicUrl}${staff ? adminHref('login') : href('login')}`,
        reset: `${publicUrl}${staff ? adminHref('resetPassword') : href('resetPassword')}`,
      };
      const { names, logoUrl } = await shop();
      const mail = await accountEmail(
        row.email,
        row.name,
        row.language ?? locale,
        (lang) => signUpAttemptCopy(lang, formatShopDateTime(at, lang), urls, names),
        logoUrl,
      );
      await enqueueMail(db, { kind: MAIL_KIND.signUpAttempt, ...mail });
    },

    /**
     * The e-mail with the one-time code that adds earlier guest orders, to the account's address of
     * the moment (rendered before the caller's transaction, which queues it with the code).
     */
    async guestOrdersCodeEmail(
      user: { email: string; name: string },
      code: string,
      minutes: number,
      locale: Locale = 'ar',
    ): Promise<MailMessage> {
      const { names, logoUrl } = await shop();
      return accountEmail(
        user.email,
        user.name,
        locale,
        (lang) => guestOrdersCodeCopy(lang, code, minutes, names),
        logoUrl,
      );
    },

    /** "Your password was changed", after a reset (every session ended) or a change (the others). */
    async sendPasswordChanged(userId: string, how: 'reset' | 'change', locale: Locale = 'ar'): Promise<void> {
      const row = await owner(userId);
      if (!row) return;
      const now = new Date();
      const signIn = `${publicUrl}${isStaffRole(row.role) ? adminHref('login') : href('login')}`;
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
