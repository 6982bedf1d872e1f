import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Deps } from '@/server/deps';
import { sessions } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { recordSecurityEvent } from '@/server/auth/security-log';
import { callAuth, LOGIN_LIMITS, type AuthAnswer } from '@/features/accounts/server';
import { createFailureLimiter } from '@/features/accounts/server';
import type { AccountSession, TwoFactorEnrolment } from '../account.schema';
import { describeDevice } from '@/server/lib/device';
import { deleteStaffAccount } from './account.service';

const wrongPassword = () =>
  new AppError('wrong_password', 422, [
    { path: 'password', code: 'wrong_password', message: 'validation.wrongPassword' },
  ]);
const wrongCode = () =>
  new AppError('invalid_code', 422, [
    { path: 'code', code: 'invalid_code', message: 'account.twoFactor.invalidCode' },
  ]);
const rateLimited = (ms: number) =>
  new AppError('rate_limited', 429, { retryAfterSeconds: Math.ceil(ms / 1000) });

/** better-auth's answers for a wrong password or code: counted against the user. */
const WRONG_ANSWERS: Record<string, () => AppError> = {
  INVALID_PASSWORD: wrongPassword,
  INVALID_CODE: wrongCode,
};
/** Its other expected refusals: not counted. */
const REFUSALS: Record<string, () => AppError> = {
  TOTP_ALREADY_ENABLED: () => new AppError('two_factor_already_enabled', 409),
  TOTP_NOT_ENABLED: () => new AppError('two_factor_not_started', 409),
};

/** The staff member a logged step is about. */
type Who = { id: string; email: string };

/**
 * The signed-in staff member's security: two-factor enrolment (better-auth's TOTP plugin, called
 * server-side), their sessions, and deleting the account. Every step that asks for the password
 * or a code counts wrong answers per user (5 in 15 minutes, then 429), so a borrowed session
 * cannot guess either. Calls that replace the session answer the cookies to forward.
 */
export function createAccountSecurity(deps: Pick<Deps, 'db' | 'auth'>) {
  const { db, auth } = deps;
  const failures = createFailureLimiter({
    db,
    name: 'staff-security',
    limit: LOGIN_LIMITS.perEmail,
    windowMs: LOGIN_LIMITS.windowMs,
  });

  const guard = async (userId: string) => {
    const wait = await failures.blockedFor(userId);
    if (wait > 0) throw rateLimited(wait);
  };

  /** Runs a better-auth step that checks the password or a code; a wrong one counts (see above). */
  async function checked(userId: string, what: string, run: () => Promise<Response>): Promise<AuthAnswer> {
    await guard(userId);
    const answer = await callAuth(run);
    if (answer.ok) return answer;
    const wrong = WRONG_ANSWERS[answer.code ?? ''];
    if (wrong) {
      await failures.fail(userId);
      throw wrong();
    }
    const refused = REFUSALS[answer.code ?? ''];
    if (refused) throw refused();
    throw new Error(`${what} failed: ${answer.status} ${answer.code ?? ''}`);
  }

  /** Is this the account's password? (better-auth's own hashing.) */
  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const ctx = await auth.$context;
    const account = await ctx.internalAdapter.findCredentialAccount(userId);
    if (!account?.password) return false;
    return ctx.password.verify({ hash: account.password, password });
  }

  return {
    /** The session id of these request headers (to mark "this device" and spare it). */
    async currentSessionId(headers: Headers): Promise<string> {
      const session = await auth.api.getSession({ headers });
      if (!session) throw new AppError('unauthorized', 401);
      return session.session.id;
    },

    /** Starts enrolment: a fresh secret and backup codes, shown once; not on until a code confirms it. */
    async enrolTwoFactor(userId: string, password: string, headers: Headers): Promise<TwoFactorEnrolment> {
      const answer = await checked(userId, 'two-factor enrolment', () =>
        auth.api.enableTwoFactor({ body: { password }, headers, asResponse: true }),
      );
      const { totpURI, backupCodes } = answer.body as { totpURI: string; backupCodes: string[] };
      const secret = new URL(totpURI).searchParams.get('secret') ?? '';
      return { totpURI, secret, backupCodes };
    },

    /** Finishes enrolment with a code from the app; the session is renewed (cookies to forward). Logged. */
    async confirmTwoFactor(user: Who, code: string, headers: Headers): Promise<{ cookies: string[] }> {
      const answer = await checked(user.id, 'two-factor confirmation', () =>
        auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }),
      );
      await recordSecurityEvent(db, {
        kind: 'two_factor_enabled',
        userId: user.id,
        email: user.email,
        userAgent: headers.get('user-agent'),
      });
      return { cookies: answer.cookies };
    },

    /** Turns two-factor sign-in off (password required); the session is renewed. Logged. */
    async disableTwoFactor(user: Who, password: string, headers: Headers): Promise<{ cookies: string[] }> {
      const answer = await checked(user.id, 'two-factor disable', () =>
        auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }),
      );
      await recordSecurityEvent(db, {
        kind: 'two_factor_disabled',
        userId: user.id,
        email: user.email,
        userAgent: headers.get('user-agent'),
      });
      return { cookies: answer.cookies };
    },

    /** The staff member's live sessions, most recently active first. */
    async listSessions(userId: string, currentId: string): Promise<AccountSession[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.updatedAt));
      return rows.map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        ipAddress: s.ipAddress,
        createdAt: s.createdAt.toISOString(),
        lastActiveAt: s.updatedAt.toISOString(),
        current: s.id === currentId,
      }));
    },

    /** Ends one of the staff member's own sessions; anyone else's id is "not found". */
    async revokeSession(userId: string, sessionId: string): Promise<void> {
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      if (gone.length === 0) throw new AppError('session_not_found', 404);
    },

    /** Ends every session of the staff member but this one; answers how many ended. */
    async revokeOtherSessions(userId: string, currentId: string): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
        .returning({ id: sessions.id });
      return gone.length;
    },

    /** Deletes the account once the password is confirmed (never the last owner). */
    async deleteAccount(userId: string, password: string): Promise<void> {
      await guard(userId);
      if (!(await passwordMatches(userId, password))) {
        await failures.fail(userId);
        throw wrongPassword();
      }
      await failures.clear(userId);
      await deleteStaffAccount(deps, userId);
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
