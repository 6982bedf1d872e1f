import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/common/locales';
import { withPasswordResetHooks, type ResetUser } from '@/server/auth/password-reset-hooks';
import { recordSecurityEvent } from '@/server/auth/security-log';
import type { Deps } from '@/server/deps';
import { staffProfiles, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { z } from 'zod';
import type { ForgotPasswordSchema, ResendConfirmationSchema, ResetPasswordSchema } from '../recovery.schema';
import { callAuth, STAFF_VERIFIED_CALLBACK, VERIFIED_CALLBACK } from './account.service';
import { createRecoveryMail, MAIL_KIND, mailsLastHour } from './recovery-mail';
import { assertPasswordRule, passwordKindOf } from '@/server/auth/password-check';

export { MAIL_KIND } from './recovery-mail';

/**
 * E-mails one address can be sent in an hour (counted in the outbox: every process, every
 * restart). Past it nothing more is sent, and the answer stays the same (it must not tell
 * whether the address has an account). Sign-up's own confirmation e-mail counts too.
 */
export const RECOVERY_LIMITS = { resetLinksPerHour: 3, confirmationsPerHour: 3 } as const;

/**
 * Every recovery answer takes at least this long, account or not: the e-mail's rendering and
 * storing do not show in the timing (better-auth keeps the same floor for its resend).
 */
export const ANSWER_FLOOR_MS = 500;

export interface ClientInfo {
  ip: string;
  userAgent?: string | null;
}

const isStaffRole = (role: string) => role !== 'customer';

async function atLeast(started: number, ms = ANSWER_FLOOR_MS) {
  const left = ms - (performance.now() - started);
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

const resetLinkInvalid = () => new AppError('reset_link_invalid', 422);

/**
 * Password recovery ("Forgot password?") and the confirmation e-mail sent again, on top of
 * better-auth's password reset: its single-use token (30 minutes, consumed by the reset), its
 * session revocation; our links, limits, e-mails and security log.
 */
export function createRecoveryService(deps: Pick<Deps, 'db' | 'auth' | 'publicUrl' | 'logger'>) {
  const { db, auth, publicUrl } = deps;
  const mails = createRecoveryMail({ db, publicUrl });

  /** The account of an address (any case), with the language its owner chose (staff), if any. */
  async function accountOf(email: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        disabled: users.disabled,
        language: staffProfiles.language,
      })
      .from(users)
      .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return row;
  }

  /** The account a reset link belongs to, while the link can still be used (unknown, used or expired: undefined). */
  async function accountOfToken(token: string) {
    const ctx = await auth.$context;
    const found = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!found || found.expiresAt <= new Date()) return undefined;
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, found.value))
      .limit(1);
    return row;
  }

  /** E-mails of `kind` queued for `email` in the last hour. */
  const sentLastHour = (kind: string, email: string) => mailsLastHour(db, kind, email);

  return {
    /**
     * "Forgot password?": e-mails a single-use link to choose a new password, unless the address
     * has no account, the account is disabled, or it was sent 3 links this hour. The caller
     * learns none of this: the same answer, after the same time, every time.
     */
    async requestReset(input: z.output<typeof ForgotPasswordSchema>, client: ClientInfo): Promise<void> {
      const started = performance.now();
      const email = input.email.toLowerCase();
      const account = await accountOf(email);
      const sent = await sentLastHour(MAIL_KIND.resetLink, email);
      if (account) {
        const limited = sent >= RECOVERY_LIMITS.resetLinksPerHour;
        await recordSecurityEvent(db, {
          kind: 'password_reset_requested',
          userId: account.id,
          email,
          ip: client.ip,
          userAgent: client.userAgent,
          details: limited
            ? { sent: false, reason: 'limit' }
            : account.disabled
              ? { sent: false, reason: 'disabled' }
              : { sent: true },
        });
        if (!limited && !account.disabled) {
          let failure: unknown;
          await withPasswordResetHooks(
            {
              sendLink: async (user: ResetUser, token: string) => {
                try {
                  await mails.sendResetLink(user, token, input.locale);
                } catch (e) {
                  failure = e; // better-auth logs and swallows errors of this callback
                  throw e;
                }
              },
            },
            () => auth.api.requestPasswordReset({ body: { email } }),
          );
          if (failure) throw failure;
        }
      }
      await atLeast(started);
    },

    /**
     * Whether a reset link can still be used (the page asks before showing the form). Expired,
     * used and made-up tokens are all just "invalid".
     */
    async resetLinkUsable(token: string): Promise<boolean> {
      return !!(await accountOfToken(token));
    },

    /**
     * Sets the new password from a reset link: the link is used up, every session of the account
     * ends (better-auth's revokeSessionsOnPasswordReset), the owner is told by e-mail. Two-factor
     * sign-in stays as it was: its code is still asked at the next sign-in.
     */
    async resetPassword(
      input: z.output<typeof ResetPasswordSchema>,
      client: ClientInfo,
    ): Promise<{ role: string }> {
      // Whose link it is, before anything is hashed: the rule for a new password depends on the
      // account's kind (customers 8 characters, staff more: issue 19 §4 applies it here by role).
      const account = await accountOfToken(input.token);
      if (!account) throw resetLinkInvalid();
      assertPasswordRule(input.newPassword, passwordKindOf(account.role), account, 'newPassword');
      let done: ResetUser | undefined;
      const answer = await callAuth(() =>
        withPasswordResetHooks({ afterReset: async (user) => void (done = user) }, () =>
          auth.api.resetPassword({
            body: { token: input.token, newPassword: input.newPassword },
            asResponse: true,
          }),
        ),
      );
      if (!answer.ok) {
        if (answer.code === 'INVALID_TOKEN' || answer.code === 'USER_NOT_FOUND') throw resetLinkInvalid();
        if (answer.code === 'PASSWORD_TOO_SHORT' || answer.code === 'PASSWORD_TOO_LONG')
          throw new AppError('validation_failed', 422, [
            {
              path: 'newPassword',
              code: answer.code === 'PASSWORD_TOO_SHORT' ? 'too_small' : 'too_big',
              message: answer.code === 'PASSWORD_TOO_SHORT' ? 'validation.passwordMin' : 'validation.tooLong',
            },
          ]);
        throw new Error(`password reset failed: ${answer.status} ${answer.code ?? ''}`);
      }
      const user = done ?? account;
      // A new password that met the rule: nothing more to ask at the next sign-in.
      await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id));
      await recordSecurityEvent(db, {
        kind: 'password_reset',
        userId: user.id,
        email: user.email,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      await mails.sendPasswordChanged(user.id, 'reset', input.locale);
      return { role: account.role };
    },

    /** After an ordinary change of password (profile, staff account screen): the owner is told. */
    passwordChanged: (userId: string, locale: Locale) => mails.sendPasswordChanged(userId, 'change', locale),

    /**
     * "Send the confirmation e-mail again": a new link to an account that is still unconfirmed,
     * at most 3 confirmation e-mails an hour to one address. The same answer, after the same
     * time, whether the address has an account, is confirmed already, or has had its 3.
     */
    async resendConfirmation(input: z.output<typeof ResendConfirmationSchema>): Promise<void> {
      const started = performance.now();
      const email = input.email.toLowerCase();
      if ((await sentLastHour(MAIL_KIND.verification, email)) < RECOVERY_LIMITS.confirmationsPerHour) {
        const account = await accountOf(email);
        const callbackURL =
          account && isStaffRole(account.role) ? STAFF_VERIFIED_CALLBACK : VERIFIED_CALLBACK;
        // better-auth sends only to an existing, unconfirmed account (and keeps a 500 ms floor).
        await withPasswordResetHooks({ locale: input.locale }, () =>
          auth.api.sendVerificationEmail({ body: { email, callbackURL } }),
        );
      }
      await atLeast(started);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
