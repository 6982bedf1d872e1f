import { and, eq, inArray, sql } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import { normalizePhone } from '@/common/text';
import { plateOfRow, type Plate } from '@/common/plates';
import { plateColumns } from '@/server/db/plate-columns';
import type { SessionUser } from '@/server/auth/session';
import type { Db } from '@/server/db/client';
import type { Deps } from '@/server/deps';
import { customers, sessions, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type {
  AccountView,
  ChangePasswordSchema,
  SignInSchema,
  SignUpSchema,
  UpdateProfileSchema,
} from '../account.schema';
import { recordSecurityEvent } from '@/server/auth/security-log';
import { assertPasswordRule, flagWeakPassword, passwordKindOf } from '@/server/auth/password-check';
import { createFailureLimiter } from './failure-limiter';
import { createSignInLimits, SIGN_IN_LIMITS, type SignInStep } from './sign-in-limits';
import { challengeAccount } from './two-factor-challenge';
import { createRecoveryMail, MAIL_KIND, mailsLastHour } from './recovery-mail';
import { withPasswordResetHooks, type RequestClient } from '@/server/auth/password-reset-hooks';
import type { Locale } from '@/common/locales';
import { href } from '@/common/paths';
import { adminHref } from '@/common/admin-paths';

/** Where the e-mail verification link lands (better-auth appends `&error=...` when it fails). */
export const VERIFIED_CALLBACK = href('login', {}, { search: { verified: 1 } });
/** Where a staff member's confirmation link lands: the staff sign-in. */
export const STAFF_VERIFIED_CALLBACK = adminHref('login', {}, { search: { verified: 1 } });

/** Wrong passwords or codes of a signed-in user (e.g. the current password): 5 in 15 minutes per user. */
export const LOGIN_LIMITS = { perEmail: 5, perClient: 20, windowMs: 15 * 60_000 } as const;

/** What a better-auth call answered: its status, error code, JSON body and cookies to forward. */
export interface AuthAnswer {
  ok: boolean;
  status: number;
  code?: string;
  body: unknown;
  cookies: string[];
}

/** Runs an `auth.api.*` call made with `asResponse: true`; errors thrown before the handler count too. */
export async function callAuth(run: () => Promise<Response>): Promise<AuthAnswer> {
  try {
    const res = await run();
    const body: unknown = await res.json().catch(() => null);
    const code =
      !res.ok && body && typeof body === 'object' && 'code' in body ? String(body.code) : undefined;
    return { ok: res.ok, status: res.status, code, body, cookies: res.headers.getSetCookie() };
  } catch (e) {
    if (!isAPIError(e)) throw e;
    return { ok: false, status: e.statusCode, code: e.body?.code, body: e.body, cookies: [] };
  }
}

/** A sign-in answers the account and its session cookie, or (two-factor accounts) asks for a code. */
export type SignInAnswer =
  | { account: AccountView; twoFactorRequired?: undefined; cookies: string[] }
  | { account?: undefined; twoFactorRequired: true; cookies: string[] };

const fieldError = (path: string, code: string, message: string) => [{ path, code, message }];

function toView(
  user: Pick<SessionUser, 'email' | 'name' | 'emailVerified'>,
  customer?: {
    name: string;
    phone: string | null;
    plateEmirate: Plate['emirate'] | null;
    plateCode: string | null;
    plateNumber: string | null;
    carPlate: string | null;
    notifyReady: boolean;
  },
): AccountView {
  return {
    email: user.email.toLowerCase(),
    name: customer?.name ?? user.name,
    phone: customer?.phone ?? null,
    plate: customer ? plateOfRow(customer) : null,
    carPlate: customer?.carPlate ?? null,
    notifyReady: customer?.notifyReady ?? false,
    emailVerified: user.emailVerified,
  };
}

/** "An account with this email already exists": a 422 on the `email` field. */
export const emailTakenError = () =>
  new AppError('email_taken', 422, fieldError('email', 'email_taken', 'validation.emailTaken'));

/** Is there an account for this e-mail (whatever its case)? */
export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return !!existing;
}

/**
 * The account holding `email` for good (confirmed, or made or approved by an owner), if any: a
 * sign-up with it creates nothing (see emailIsTaken).
 */
async function holderOf(db: Db, email: string): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: users.id, verified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!existing) return undefined;
  return existing.verified || !(SIGN_UP_ROLES as readonly string[]).includes(existing.role)
    ? existing.id
    : undefined;
}

/** "Someone tried to sign up with your address": at most this many an hour to one address. */
export const SIGN_UP_NOTICES_PER_HOUR = 1;

/** Roles of a sign-up that nobody has vouched for yet: replaceable while their address is unconfirmed. */
const SIGN_UP_ROLES = ['customer', 'pending'] as const;

/**
 * Is the address taken? Only by an account that has confirmed it, or one an owner made or
 * approved: an unconfirmed sign-up holds nothing (the next sign-up with the address starts over).
 */
export async function emailIsTaken(db: Db, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ verified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return !!existing && (existing.verified || !(SIGN_UP_ROLES as readonly string[]).includes(existing.role));
}

/**
 * A new sign-up with `email` starts over: an unconfirmed customer or staff sign-up with it is
 * deleted (its password and sessions go with it, and its confirmation link stops working: the
 * link names the account's id), so the latest sign-up's password and link are the ones that
 * count. A confirmed account, or one an owner made or approved, is `email_taken`. The delete
 * re-checks the row: a confirmation that lands first wins, and the sign-up answers `email_taken`.
 */
export async function startSignUpOver(db: Db, email: string): Promise<void> {
  const address = email.toLowerCase();
  if (await emailIsTaken(db, address)) throw emailTakenError();
  await db
    .delete(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, address),
        eq(users.emailVerified, false),
        inArray(users.role, [...SIGN_UP_ROLES]),
      ),
    );
  // Confirmed (or approved) in between: it stays.
  if (await emailHasAccount(db, address)) throw emailTakenError();
}

/**
 * Creates an unverified customer account and sends its verification e-mail (used by sign-up and
 * by the checkout's "create an account"). An unconfirmed account with the address is replaced
 * (startSignUpOver); a confirmed one is a 422 `email_taken` on the `email` field. Nothing touches
 * the shop's customer record for the address until the new account confirms it.
 */
export async function createCustomerAccount(
  { db, auth }: Pick<Deps, 'db' | 'auth'>,
  input: { name: string; email: string; password: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  assertPasswordRule(input.password, 'customer', { email, name: input.name });
  // better-auth answers a duplicate with a look-alike success (requireEmailVerification): ask first.
  await startSignUpOver(db, email);
  try {
    await auth.api.signUpEmail({
      body: { name: input.name, email, password: input.password, callbackURL: VERIFIED_CALLBACK },
    });
  } catch (e) {
    if (!isAPIError(e)) throw e;
    const code = e.body?.code ?? '';
    // A concurrent sign-up with the same address loses on the unique index.
    if (code.startsWith('USER_ALREADY_EXISTS') || code === 'FAILED_TO_CREATE_USER') throw emailTakenError();
    if (code === 'PASSWORD_TOO_SHORT')
      throw new AppError(
        'validation_failed',
        422,
        fieldError('password', 'too_small', 'validation.passwordMin'),
      );
    if (code === 'PASSWORD_TOO_LONG')
      throw new AppError('validation_failed', 422, fieldError('password', 'too_big', 'validation.tooLong'));
    if (code === 'INVALID_EMAIL')
      throw new AppError('validation_failed', 422, fieldError('email', 'invalid_format', 'validation.email'));
    throw e;
  }
}

/**
 * Every sign-up door (the sign-up page, the checkout's "create an account", the staff sign-up)
 * answers the same whether or not the address has an account: the answer never tells. With a
 * new (or only unconfirmed) address, `create` makes the account, its confirmation e-mail saying
 * where the sign-up came from (`client`); with an address that has an account, nothing is
 * created and its owner is told by e-mail instead (at most SIGN_UP_NOTICES_PER_HOUR an hour, so
 * sign-ups cannot flood their mailbox), the password hashed as a sign-up's would be so the
 * answer takes about as long. The caller checks the password rule first (the same 422 either way).
 */
export async function signUpOrTellHolder(
  deps: Pick<Deps, 'db' | 'auth' | 'publicUrl'>,
  input: { email: string; password: string; locale?: Locale },
  client: RequestClient,
  create: () => Promise<void>,
): Promise<void> {
  const { db, auth } = deps;
  const email = input.email.toLowerCase();
  const tellHolder = async (holderId: string) => {
    await (await auth.$context).password.hash(input.password);
    if ((await mailsLastHour(db, MAIL_KIND.signUpAttempt, email)) >= SIGN_UP_NOTICES_PER_HOUR) return;
    await createRecoveryMail(deps).sendSignUpAttempt(holderId, client.at, input.locale);
  };
  const holder = await holderOf(db, email);
  if (holder) return tellHolder(holder);
  try {
    await withPasswordResetHooks({ locale: input.locale, client }, create);
  } catch (e) {
    // Confirmed (or made) in between: as if it had been taken from the start.
    if (!(e instanceof AppError && e.code === 'email_taken')) throw e;
    const late = await holderOf(db, email);
    if (late) await tellHolder(late);
  }
}

/**
 * Customer accounts on top of better-auth: sign-up, sign-in (wrong passwords and codes limited per
 * account and client, per client, and slowed per account: sign-in-limits.ts), sign-out, profile
 * and password. Calls that set or clear the session return the Set-Cookie values for the route
 * to forward.
 */
export function createAccountService(deps: Pick<Deps, 'db' | 'auth' | 'publicUrl'>) {
  const { db, auth } = deps;

  // Wrong passwords and codes: per (account, client) and per client refused, per account slowed (sign-in-limits.ts).
  const limits = createSignInLimits(db);
  // Guessing the current password with a stolen session is limited the same way.
  const wrongCurrentPassword = createFailureLimiter({
    db,
    name: 'password-change',
    limit: LOGIN_LIMITS.perEmail,
    windowMs: LOGIN_LIMITS.windowMs,
  });

  const rateLimited = (ms: number) =>
    new AppError('rate_limited', 429, { retryAfterSeconds: Math.ceil(ms / 1000) });

  /** Who tried, from where (the security log's fields; never the password or code). */
  type Attempt = { email: string; ip: string; userAgent: string | null };

  /** Refuses (429) a client over its limits; otherwise waits out the account's slow-down, if any. */
  async function admitOrRefuse(step: SignInStep, account: string, seen: Attempt): Promise<void> {
    const wait = await limits.admit(step, account, seen.ip);
    if (wait > 0) throw rateLimited(wait);
  }

  /** A wrong password or code: counted, and logged (with a `lockout` when a limit starts refusing). */
  async function countFailure(step: SignInStep, seen: Attempt & { userId: string | null }): Promise<void> {
    const started = await limits.failed(step, seen.email, seen.ip);
    await recordSecurityEvent(db, { kind: 'sign_in_failed', ...seen, details: { step } });
    if (started) {
      const minutes = SIGN_IN_LIMITS.windowMs / 60_000;
      await recordSecurityEvent(db, { kind: 'lockout', ...seen, details: { step, scope: started, minutes } });
    }
  }

  /**
   * The account a successful sign-in answered; a disabled one proved itself but may not come in.
   * Logged, and its last sign-in set (for a two-factor account: at its code step).
   */
  async function admit(body: unknown, seen: Attempt): Promise<AccountView> {
    const { user } = body as {
      user: { id: string; email: string; name: string; emailVerified: boolean; disabled?: boolean };
    };
    if (user.disabled) {
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      throw new AppError('account_disabled', 403);
    }
    await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
    await recordSecurityEvent(db, { kind: 'sign_in', ...seen, userId: user.id });
    return accountOf(user);
  }

  async function accountOf(
    user: Pick<SessionUser, 'id' | 'email' | 'name' | 'emailVerified'>,
  ): Promise<AccountView> {
    const [customer] = await db.select().from(customers).where(eq(customers.userId, user.id)).limit(1);
    const [flags] = await db
      .select({ mustChangePassword: users.mustChangePassword })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    // Only said when true (a password found too easy to guess at sign-in).
    return { ...toView(user, customer), ...(flags?.mustChangePassword ? { mustChangePassword: true } : {}) };
  }

  return {
    /**
     * Creates an unverified account and sends the verification e-mail, which says where the
     * sign-up came from (`client`). An address that already has an account answers the same (no
     * `email_taken`: the answer never tells whether an address has an account); its owner is told
     * by e-mail instead (issue 36).
     */
    async signUp(input: z.output<typeof SignUpSchema>, client: RequestClient): Promise<void> {
      const email = input.email.toLowerCase();
      // The same 422 for a weak password whether or not the address has an account.
      assertPasswordRule(input.password, 'customer', { email, name: input.name });
      await signUpOrTellHolder(deps, input, client, () => createCustomerAccount(deps, input));
    },

    /**
     * Signs in; the answer carries the session cookie. A wrong e-mail or password counts against
     * this (account, client) pair, this client, and the account (sign-in-limits.ts): the first two
     * refuse with 429, the account only slows down, so the owner from their own address always gets
     * in. Every attempt is in the security log. An unverified account gets a 403.
     */
    async signIn(
      input: z.output<typeof SignInSchema>,
      headers: Headers,
      client: string,
    ): Promise<SignInAnswer> {
      const email = input.email.toLowerCase();
      const seen = { email, ip: client, userAgent: headers.get('user-agent') };
      await admitOrRefuse('password', email, seen);
      // An unconfirmed address gets a fresh link, leading back to the sign-in it belongs to.
      const [known] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      const callbackURL = known && known.role !== 'customer' ? STAFF_VERIFIED_CALLBACK : VERIFIED_CALLBACK;
      const answer = await callAuth(() =>
        auth.api.signInEmail({
          body: { email, password: input.password, callbackURL },
          headers,
          asResponse: true,
        }),
      );
      if (!answer.ok) {
        if (answer.code === 'EMAIL_NOT_VERIFIED') throw new AppError('email_not_verified', 403);
        if (answer.status === 401 || answer.code === 'INVALID_EMAIL_OR_PASSWORD') {
          await countFailure('password', { ...seen, userId: known?.id ?? null });
          throw new AppError('invalid_credentials', 401);
        }
        throw new Error(`sign-in failed: ${answer.status} ${answer.code ?? ''}`);
      }
      await limits.succeeded('password', email, client);
      await flagWeakPassword(db, email, input.password); // issue 19 §4: a weak password is to be changed
      // Two-factor accounts get no session yet, only the signed challenge cookie for the code step.
      if ((answer.body as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
        return { twoFactorRequired: true, cookies: answer.cookies };
      }
      return { account: await admit(answer.body, seen), cookies: answer.cookies };
    },

    /**
     * The second step of a two-factor sign-in: a 6-digit code from the authenticator app, or one
     * of the backup codes (used up). The challenge cookie of the first step must come with it.
     * Wrong codes are limited as wrong passwords are, for the challenge's account (per account and
     * client refused, per account slowed, never locked for everyone); better-auth also ends a
     * challenge after 5 wrong codes (its account-wide lock is off: see auth.ts).
     */
    async verifySignInCode(
      code: string,
      headers: Headers,
      client: string,
    ): Promise<{ account: AccountView; cookies: string[] }> {
      const challenged = await challengeAccount(deps, headers);
      if (!challenged) throw new AppError('two_factor_expired', 401);
      const seen = { email: challenged.email, ip: client, userAgent: headers.get('user-agent') };
      await admitOrRefuse('code', challenged.email, seen);
      const isTotp = /^\d{6}$/.test(code);
      const answer = await callAuth(() =>
        isTotp
          ? auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
          : auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true }),
      );
      if (!answer.ok) {
        if (
          answer.code === 'INVALID_CODE' ||
          answer.code === 'INVALID_BACKUP_CODE' ||
          answer.code === 'TOTP_NOT_ENABLED'
        ) {
          await countFailure('code', { ...seen, userId: challenged.userId });
          throw new AppError('invalid_code', 401);
        }
        if (
          answer.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
          answer.code === 'INVALID_TWO_FACTOR_COOKIE'
        ) {
          throw new AppError('two_factor_expired', 401);
        }
        throw new Error(`two-factor sign-in failed: ${answer.status} ${answer.code ?? ''}`);
      }
      await limits.succeeded('code', challenged.email, client);
      return { account: await admit(answer.body, seen), cookies: answer.cookies };
    },

    /** Ends the session of these headers (if any); returns the cookies that clear it. */
    async signOut(headers: Headers): Promise<{ cookies: string[] }> {
      const answer = await callAuth(() => auth.api.signOut({ headers, asResponse: true }));
      if (!answer.ok) throw new Error(`sign-out failed: ${answer.status} ${answer.code ?? ''}`);
      return { cookies: answer.cookies };
    },

    account: accountOf,

    /** Name, phone and car plate of the signed-in customer (the name also on the account). */
    async updateProfile(
      user: SessionUser,
      input: z.output<typeof UpdateProfileSchema>,
    ): Promise<AccountView> {
      const values = {
        name: input.name,
        phone: input.phone ? normalizePhone(input.phone) : null,
        ...plateColumns(input.plate),
      };
      await db.transaction(async (tx) => {
        await tx.update(users).set({ name: input.name }).where(eq(users.id, user.id));
        const updated = await tx
          .update(customers)
          .set(values)
          .where(eq(customers.userId, user.id))
          .returning({ id: customers.id });
        if (updated.length === 0) {
          await tx
            .insert(customers)
            .values({ ...values, email: user.email, userId: user.id })
            .onConflictDoUpdate({ target: customers.email, set: { ...values, userId: user.id } });
        }
      });
      return accountOf({ ...user, name: input.name });
    },

    /**
     * Changes the password after checking the current one; every other session is signed out
     * and this one gets a fresh cookie (returned).
     */
    async changePassword(
      user: SessionUser,
      input: z.output<typeof ChangePasswordSchema>,
      headers: Headers,
    ): Promise<{ cookies: string[] }> {
      const wait = await wrongCurrentPassword.blockedFor(user.id);
      if (wait > 0) throw rateLimited(wait);
      // The rule of the account's kind: staff change their password here too.
      const [account] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      assertPasswordRule(input.newPassword, passwordKindOf(account?.role ?? 'customer'), user, 'newPassword');
      const answer = await callAuth(() =>
        auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers,
          asResponse: true,
        }),
      );
      if (!answer.ok) {
        if (answer.code === 'INVALID_PASSWORD') {
          await wrongCurrentPassword.fail(user.id);
          throw new AppError(
            'wrong_password',
            422,
            fieldError('currentPassword', 'wrong_password', 'validation.wrongPassword'),
          );
        }
        if (answer.status === 401) throw new AppError('unauthorized', 401);
        throw new Error(`password change failed: ${answer.status} ${answer.code ?? ''}`);
      }
      await wrongCurrentPassword.clear(user.id);
      await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id));
      return { cookies: answer.cookies };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
