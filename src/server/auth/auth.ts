import { betterAuth } from 'better-auth';
import { and, eq, like } from 'drizzle-orm';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { MIN_PASSWORD_LENGTH } from '@/common/limits';
import type { Db } from '../db/client';
import { accounts, customers, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import type { Locale } from '@/common/locales';
import type { MailMessage } from '../mail/mailer';
import {
  afterPasswordReset,
  requestClient,
  requestLocale,
  sendResetPasswordLink,
  type RequestClient,
  type ResetUser,
} from './password-reset-hooks';
import { acceptTotpOnce, releaseTotpClaim } from './totp-once';
import { verificationEmail } from './verification-email';

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Public origin of the shop, e.g. http://localhost:3000: links in e-mails and trusted origin. */
  baseURL: string;
  secret: string;
  trustedOrigins?: string[];
  /** E-mails a password-reset link (a reset requested outside our recovery routes, e.g. by an owner). */
  sendResetLink?: (user: ResetUser, token: string) => Promise<void>;
  /** Builds the confirmation e-mail (the receipt's design); the plain bilingual one without it. */
  verificationMail?: (
    user: ResetUser,
    url: string,
    locale?: Locale,
    client?: RequestClient,
  ) => Promise<MailMessage>;
}

/**
 * Accounts: e-mail + password, verified e-mail required before signing in, sessions in
 * HttpOnly cookies. A confirmed customer account gets a customer record of its own when its
 * address has none; a guest's existing record and orders join it only through a code (issue 36).
 */
export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: 'Aseer',
    baseURL: o.baseURL,
    basePath: '/api/auth',
    secret: o.secret,
    trustedOrigins: o.trustedOrigins ?? [],
    telemetry: { enabled: false },
    // Failed sign-ins are limited by our own route (per address and per e-mail).
    rateLimit: { enabled: false },
    database: drizzleAdapter(o.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: false,
      // Password recovery, driven only from /api/account/password/* (recovery.routes.ts): a
      // single-use link valid 30 minutes; a reset ends every session of the account.
      sendResetPassword: (data) => sendResetPasswordLink(data, o.sendResetLink),
      // A reset ends every other outstanding link of the account too (a newer link used, or an
      // older one: none is left to set the password again).
      onPasswordReset: async (data) => {
        await endResetLinks(o.db, data.user.id);
        await afterPasswordReset(data);
      },
      resetPasswordTokenExpiresIn: 30 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in to an unconfirmed account sends nothing (it answers 403 email_not_verified):
      // a new link is asked for on purpose, through the limited /api/account/verification/resend.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 3600,
      // Queued in the outbox (sent by its worker, retried, never lost to a restart). better-auth
      // calls this after storing the token, outside any transaction of ours: once this returns,
      // the e-mail is as durable as the token. No dedupe key: each call is a new link.
      sendVerificationEmail: async ({ user, url }) => {
        const mail = o.verificationMail
          ? await o.verificationMail(user, url, requestLocale(), requestClient())
          : verificationEmail(user.email, user.name, url);
        await enqueueMail(o.db, { kind: 'verification', ...mail });
      },
      // The address is confirmed, but whoever chose this account's password is not thereby
      // proven to be its owner (a stranger's sign-up confirmed by the owner's click): nothing of
      // the address's past joins it here. A new customer record is made when the address has
      // none; an existing one (a guest's name, phone and plate) and the guest orders placed with
      // the address are added only with a code e-mailed to the signed-in account
      // (guest-orders-claim.service.ts, issue 36).
      afterEmailVerification: async (user) => {
        await createCustomerRecord(o.db, user);
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    hooks: {
      // Each authenticator code signs in (or confirms enrolment) once: totp-once.ts.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/two-factor/verify-totp') await acceptTotpOnce(o.db, ctx);
      }),
      // An ordinary password change (signed in) ends every outstanding reset link, as a reset does.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/two-factor/verify-totp') return releaseTotpClaim(o.db, ctx);
        if (ctx.path !== '/change-password') return;
        const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
        if (!returned || isAPIError(returned) || returned instanceof Response) return;
        if (returned.user?.id) await endResetLinks(o.db, returned.user.id);
      }),
    },
    user: {
      // Held by the server only: no sign-up or profile body can set them (input: false).
      additionalFields: {
        role: { type: 'string', input: false, required: false, defaultValue: 'customer' },
        disabled: { type: 'boolean', input: false, required: false, defaultValue: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // An account made already confirmed (by the server, e.g. for tests or an owner) is
          // linked at once; a sign-up waits for its confirmation (afterEmailVerification above).
          after: async (user) => {
            if (user.emailVerified) await linkCustomerRecord(o.db, user);
          },
        },
      },
    },
    plugins: [
      // TOTP second step, driven only from our own routes (its HTTP routes are not served). A
      // sign-in challenge allows 5 codes (the plugin's default). Its account-wide lock (10 wrong
      // codes in a row lock the second step for everyone, 15 minutes) is off: anyone holding the
      // password could keep the owner out with it. Wrong codes are limited per account and client,
      // and slowed per account, by our route instead (sign-in-limits.ts, decision 031).
      twoFactor({
        issuer: 'Aseer',
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: false },
      }),
    ],
    logger: {
      level: 'error',
      log: (level, message, ...args) => o.logger[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * A new customer record for a confirmed customer account whose address has none; an existing
 * record (a guest's) is left as it is, unlinked (see afterEmailVerification).
 */
async function createCustomerRecord(db: Db, user: { id: string; email: string; name: string }) {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  if (account?.role !== 'customer') return;
  await db
    .insert(customers)
    .values({ email: user.email.toLowerCase(), name: user.name, userId: user.id })
    .onConflictDoNothing({ target: customers.email });
}

/**
 * Links the shop's customer record for the account's address to the account (creating it when
 * there is none), for accounts the server makes already confirmed (an owner, tests): an unconfirmed sign-up never touches that record
 * (its name, phone and plate are the customer's, and orders reach the account only through it or
 * orders.user_id). The account's name becomes the record's: the address is proven the owner's.
 * Staff accounts are not shop customers.
 */
export async function linkCustomerRecord(db: Db, user: { id: string; email: string; name: string }) {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  if (account?.role !== 'customer') return;
  await db
    .insert(customers)
    .values({ email: user.email.toLowerCase(), name: user.name, userId: user.id })
    .onConflictDoUpdate({
      target: customers.email,
      set: { userId: user.id, name: user.name, updatedAt: new Date() },
    });
}

/**
 * Ends every outstanding password-reset link of the account (better-auth keeps each as a
 * `reset-password:<token>` row in `verifications` whose value is the account's id): called once
 * a reset or a change has set a new password, so no older link can set it again.
 */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}
