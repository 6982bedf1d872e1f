import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { twoFactors, users, verifications } from '@/server/db/schema';
import { createFailureLimiter } from './failure-limiter';
import { recordSecurityEvent } from '@/server/auth/security-log';
import { clientKeyOf } from '@/server/lib/client-key';

/**
 * Wrong passwords and wrong sign-in codes (decision 031). Nobody can lock the rightful owner out:
 * - per (account, client address): 5 failures in 15 minutes, then that client alone gets 429
 *   (Retry-After) for that account;
 * - per client address: 20 failures in 15 minutes across accounts, then 429 for that client;
 * - per account, across every client: after 10 failures in 15 minutes each further attempt waits
 *   before it is answered (half a second more per failure, at most 4 seconds), and is never refused.
 * The owner, from their own address and with the right password, always gets in, however hard
 * another address hammers the account. Counts live in the database, shared by every server
 * process (decision 053).
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccountClient: 5,
  perClient: 20,
  slowAfter: 10,
  slowStepMs: 500,
  slowMaxMs: 4_000,
} as const;

/** The two steps of a sign-in: each has its own counts per account (the client's are shared). */
export type SignInStep = 'password' | 'code';

/** Which limit started refusing with a failure: logged as a `lockout`. */
export type LockoutScope = 'account_client' | 'client';

/** How the slow-down waits: replaced by tests, which record the pauses instead of sleeping. */
export const signInPause = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** `npm run admin -- unlock EMAIL` leaves this in `verifications` (see scripts/admin.ts). */
export const unlockIdentifier = (email: string) => `account-unlock:${email.toLowerCase()}`;

/** Marks `email` unlocked for every server process (read at its next refusal or pause). */
export async function requestUnlock(db: Db, email: string, now = new Date()): Promise<void> {
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: unlockIdentifier(email),
    value: now.toISOString(),
    expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.windowMs),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * `npm run admin -- unlock EMAIL`: the account's wrong-password and wrong-code counts are cleared
 * in every running server (the marker is read at its next refusal or pause), and so is any
 * two-factor lock left in the database (better-auth's own, from before it was turned off).
 * Answers null when no account has the address.
 */
export async function unlockAccount(
  db: Db,
  email: string,
): Promise<{ email: string; role: string; disabled: boolean; twoFactorLockCleared: boolean } | null> {
  const address = email.toLowerCase();
  const [user] = await db
    .select({ id: users.id, role: users.role, disabled: users.disabled })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1);
  if (!user) return null;
  // The counts are in the database: cleared here for every process at once (decision 053); the
  // marker is still left for a process that reads it at its next refusal.
  await createSignInLimits(db).unlock(address);
  await requestUnlock(db, address);
  const cleared = await db
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(
      and(
        eq(twoFactors.userId, user.id),
        sql`(${twoFactors.lockedUntil} is not null or ${twoFactors.failedVerificationCount} > 0)`,
      ),
    )
    .returning({ id: twoFactors.id });
  // In the security log: the owner's last resort is used by someone at the server's console.
  await recordSecurityEvent(db, {
    kind: 'account_unlocked',
    userId: user.id,
    email: address,
    details: { via: 'cli', twoFactorLockCleared: cleared.length > 0 },
  });
  return {
    email: address,
    role: user.role,
    disabled: user.disabled,
    twoFactorLockCleared: cleared.length > 0,
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;

export function createSignInLimits(db: Db, now: () => number = Date.now) {
  const { windowMs } = SIGN_IN_LIMITS;
  const make = (name: string, limit: number) => createFailureLimiter({ db, name, limit, windowMs, now });
  const perClient = make('sign-in:client', SIGN_IN_LIMITS.perClient);
  // Enough entries kept to reach the longest pause.
  const slowCap = SIGN_IN_LIMITS.slowAfter + Math.ceil(SIGN_IN_LIMITS.slowMaxMs / SIGN_IN_LIMITS.slowStepMs);
  const steps = {
    password: {
      perAccountClient: make('sign-in:password:pair', SIGN_IN_LIMITS.perAccountClient),
      perAccount: make('sign-in:password:account', slowCap),
    },
    code: {
      perAccountClient: make('sign-in:code:pair', SIGN_IN_LIMITS.perAccountClient),
      perAccount: make('sign-in:code:account', slowCap),
    },
  };
  const pairKey = (account: string, client: string) => `${account}\n${client}`;
  /** The newest unlock marker each account's counts were cleared for (per process). */
  const unlocked = new Map<string, number>();
  const checkedAt = new Map<string, number>();

  async function unlock(account: string): Promise<void> {
    for (const step of Object.values(steps)) {
      await step.perAccount.clear(account);
      const cleared = await step.perAccountClient.clearPrefix(`${account}\n`);
      // The clients that failed on this account are forgiven too (the owner may share one).
      for (const key of cleared) await perClient.clear(key.slice(account.length + 1));
    }
  }

  /** Applies an unlock the CLI asked for since the last one (at most one look every 2 seconds). */
  async function applyUnlockRequest(account: string): Promise<void> {
    const at = now();
    if (at - (checkedAt.get(account) ?? 0) < 2_000) return;
    checkedAt.set(account, at);
    if (checkedAt.size > 10_000) checkedAt.clear();
    const [marker] = await db
      .select({ createdAt: verifications.createdAt })
      .from(verifications)
      .where(
        and(
          eq(verifications.identifier, unlockIdentifier(account)),
          gt(verifications.expiresAt, new Date(at)),
        ),
      )
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    const requested = marker?.createdAt.getTime();
    if (requested && requested > (unlocked.get(account) ?? 0)) {
      unlocked.set(account, requested);
      await unlock(account);
    }
  }

  const refusal = async (step: SignInStep, account: string, client: string) =>
    Math.max(
      await steps[step].perAccountClient.blockedFor(pairKey(account, client)),
      await perClient.blockedFor(client),
    );

  const pauseOf = async (step: SignInStep, account: string) => {
    const over = (await steps[step].perAccount.count(account)) - SIGN_IN_LIMITS.slowAfter;
    return over < 0 ? 0 : Math.min(SIGN_IN_LIMITS.slowMaxMs, (over + 1) * SIGN_IN_LIMITS.slowStepMs);
  };

  return {
    /**
     * Before checking a password or code: the milliseconds this client must wait (answer 429), or
     * 0 once the account's slow-down pause (if any) has passed and the check may go ahead.
     */
    async admit(step: SignInStep, account: string, address: string): Promise<number> {
      const client = clientKeyOf(address);
      if ((await refusal(step, account, client)) > 0 || (await pauseOf(step, account)) > 0)
        await applyUnlockRequest(account);
      const wait = await refusal(step, account, client);
      if (wait > 0) return wait;
      const pause = await pauseOf(step, account);
      if (pause > 0) await signInPause.sleep(pause);
      return 0;
    },

    /** A wrong password or code: counted; answers the limit that starts refusing with it, if any. */
    async failed(step: SignInStep, account: string, address: string): Promise<LockoutScope | null> {
      const client = clientKeyOf(address);
      const pair = pairKey(account, client);
      const limiter = steps[step].perAccountClient;
      const pairWas = (await limiter.blockedFor(pair)) > 0;
      const clientWas = (await perClient.blockedFor(client)) > 0;
      const pairIs = (await limiter.fail(pair)) > 0;
      const clientIs = (await perClient.fail(client)) > 0;
      await steps[step].perAccount.fail(account);
      if (!pairWas && pairIs) return 'account_client';
      if (!clientWas && clientIs) return 'client';
      return null;
    },

    /** The right password or code: this client's count for the account is forgiven (not the client's own, nor the account's). */
    async succeeded(step: SignInStep, account: string, address: string): Promise<void> {
      const client = clientKeyOf(address);
      await steps[step].perAccountClient.clear(pairKey(account, client));
    },

    unlock,
  };
}
