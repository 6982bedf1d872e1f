import { eq, sql } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import { normalizeCarPlate, normalizePhone } from '@/common/text';
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
import { assertPasswordRule, flagWeakPassword, passwordKindOf } from '@/server/auth/password-check';
import { createFailureLimiter } from './failure-limiter';

/** Where the e-mail verification link lands (better-auth appends `&error=...` when it fails). */
export const VERIFIED_CALLBACK = '/login?verified=1';
/** Where a staff member's confirmation link lands: the staff sign-in. */
export const STAFF_VERIFIED_CALLBACK = '/admin/login?verified=1';

const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = { perEmail: 5, perClient: 20, windowMs: FAILURE_WINDOW_MS } as const;

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
  customer?: { name: string; phone: string | null; carPlate: string | null },
): AccountView {
  return {
    email: user.email.toLowerCase(),
    name: customer?.name ?? user.name,
    phone: customer?.phone ?? null,
    carPlate: customer?.carPlate ?? null,
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
 * Creates an unverified customer account and sends its verification e-mail (used by sign-up and
 * by the checkout's "create an account"). A taken e-mail is a 422 on the `email` field.
 */
export async function createCustomerAccount(
  { db, auth }: Pick<Deps, 'db' | 'auth'>,
  input: { name: string; email: string; password: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  assertPasswordRule(input.password, 'customer', { email, name: input.name });
  // better-auth answers a duplicate with a look-alike success (requireEmailVerification): ask first.
  if (await emailHasAccount(db, email)) throw emailTakenError();
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
      throw new AppError('validation_failed', 422, fieldError('password', 'too_small', 'validation.passwordMin'));
    if (code === 'PASSWORD_TOO_LONG')
      throw new AppError('validation_failed', 422, fieldError('password', 'too_big', 'validation.tooLong'));
    if (code === 'INVALID_EMAIL')
      throw new AppError('validation_failed', 422, fieldError('email', 'invalid_format', 'validation.email'));
    throw e;
  }
}

/**
 * Customer accounts on top of better-auth: sign-up, sign-in (with failed attempts limited per
 * e-mail and per client), sign-out, profile and password. Calls that set or clear the session
 * return the Set-Cookie values for the route to forward.
 */
export function createAccountService(deps: Pick<Deps, 'db' | 'auth'>) {
  const { db, auth } = deps;
  const failuresPerEmail = createFailureLimiter({
    limit: LOGIN_LIMITS.perEmail,
    windowMs: LOGIN_LIMITS.windowMs,
  });
  const failuresPerClient = createFailureLimiter({
    limit: LOGIN_LIMITS.perClient,
    windowMs: LOGIN_LIMITS.windowMs,
  });
  // Guessing the current password with a stolen session is limited the same way.
  const wrongCurrentPassword = createFailureLimiter({
    limit: LOGIN_LIMITS.perEmail,
    windowMs: LOGIN_LIMITS.windowMs,
  });

  const rateLimited = (ms: number) =>
    new AppError('rate_limited', 429, { retryAfterSeconds: Math.ceil(ms / 1000) });

  /** The account a successful sign-in answered; a disabled one proved itself but may not come in. */
  async function admit(body: unknown): Promise<AccountView> {
    const { user } = body as {
      user: { id: string; email: string; name: string; emailVerified: boolean; disabled?: boolean };
    };
    if (user.disabled) {
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      throw new AppError('account_disabled', 403);
    }
    return accountOf(user);
  }

  async function accountOf(
    user: Pick<SessionUser, 'id' | 'email' | 'name' | 'emailVerified'>,
  ): Promise<AccountView> {
    const [customer] = await db.select().from(customers).where(eq(customers.userId, user.id)).limit(1);
    const [flags] = await db.select({ mustChangePassword: users.mustChangePassword }).from(users).where(eq(users.id, user.id)).limit(1);
    // Only said when true (a password found too easy to guess at sign-in).
    return { ...toView(user, customer), ...(flags?.mustChangePassword ? { mustChangePassword: true } : {}) };
  }

  return {
    /** Creates an unverified account and sends the verification e-mail. */
    signUp: (input: z.output<typeof SignUpSchema>) => createCustomerAccount(deps, input),

    /**
     * Signs in; the answer carries the session cookie. Wrong e-mail or password counts as a
     * failure for the e-mail and for the client; 5 per e-mail or 20 per client within 15 minutes
     * block further attempts until the window has passed. An unverified account gets a fresh
     * verification e-mail (better-auth's sendOnSignIn) and a 403.
     */
    async signIn(
      input: z.output<typeof SignInSchema>,
      headers: Headers,
      client: string,
    ): Promise<SignInAnswer> {
      const email = input.email.toLowerCase();
      const wait = Math.max(failuresPerEmail.blockedFor(email), failuresPerClient.blockedFor(client));
      if (wait > 0) throw rateLimited(wait);
      // An unconfirmed address gets a fresh link, leading back to the sign-in it belongs to.
      const [known] = await db.select({ role: users.role }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
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
          failuresPerEmail.fail(email);
          failuresPerClient.fail(client);
          throw new AppError('invalid_credentials', 401);
        }
        throw new Error(`sign-in failed: ${answer.status} ${answer.code ?? ''}`);
      }
      failuresPerEmail.clear(email); // the owner proved the password; the client's count stays
      await flagWeakPassword(db, email, input.password); // issue 19 §4: a weak password is to be changed
      // Two-factor accounts get no session yet, only the signed challenge cookie for the code step.
      if ((answer.body as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
        return { twoFactorRequired: true, cookies: answer.cookies };
      }
      return { account: await admit(answer.body), cookies: answer.cookies };
    },

    /**
     * The second step of a two-factor sign-in: a 6-digit code from the authenticator app, or one
     * of the backup codes (used up). The challenge cookie of the first step must come with it.
     * Wrong codes count per client as wrong passwords do; better-auth also ends a challenge after
     * 5 wrong codes and locks the account's second step after 10 in a row.
     */
    async verifySignInCode(code: string, headers: Headers, client: string): Promise<{ account: AccountView; cookies: string[] }> {
      const wait = failuresPerClient.blockedFor(client);
      if (wait > 0) throw rateLimited(wait);
      const isTotp = /^\d{6}$/.test(code);
      const answer = await callAuth(() =>
        isTotp
          ? auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
          : auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true }),
      );
      if (!answer.ok) {
        if (answer.code === 'INVALID_CODE' || answer.code === 'INVALID_BACKUP_CODE' || answer.code === 'TOTP_NOT_ENABLED') {
          failuresPerClient.fail(client);
          throw new AppError('invalid_code', 401);
        }
        if (answer.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || answer.code === 'INVALID_TWO_FACTOR_COOKIE') {
          throw new AppError('two_factor_expired', 401);
        }
        if (answer.code === 'ACCOUNT_TEMPORARILY_LOCKED') throw new AppError('two_factor_locked', 429, { retryAfterSeconds: 900 });
        throw new Error(`two-factor sign-in failed: ${answer.status} ${answer.code ?? ''}`);
      }
      return { account: await admit(answer.body), cookies: answer.cookies };
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
        carPlate: input.carPlate ? normalizeCarPlate(input.carPlate) : null,
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
      const wait = wrongCurrentPassword.blockedFor(user.id);
      if (wait > 0) throw rateLimited(wait);
      // The rule of the account's kind: staff change their password here too.
      const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id)).limit(1);
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
          wrongCurrentPassword.fail(user.id);
          throw new AppError(
            'wrong_password',
            422,
            fieldError('currentPassword', 'wrong_password', 'validation.wrongPassword'),
          );
        }
        if (answer.status === 401) throw new AppError('unauthorized', 401);
        throw new Error(`password change failed: ${answer.status} ${answer.code ?? ''}`);
      }
      wrongCurrentPassword.clear(user.id);
      await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id));
      return { cookies: answer.cookies };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
