import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, settings, users } from '../db/schema';
import { AppError } from '../lib/errors';

/**
 * A staff session ends after 12 hours without use and 7 days after sign-in, whatever its use
 * (customers keep better-auth's 30 days). Use is `sessions.last_used_at`, written at most once a
 * minute per session, so a busy board does not write on every request.
 */
export const STAFF_SESSION_LIMITS = {
  idleMs: 12 * 60 * 60_000,
  maxAgeMs: 7 * 24 * 60 * 60_000,
  touchEveryMs: 60_000,
} as const;

/** The settings key of "Require two-factor sign-in for owners and admins" (Settings → Security). */
export const REQUIRE_TWO_FACTOR_KEY = 'security.require_two_factor';

/** What the door needs to know of a staff session and its account (one read). */
export interface StaffSessionState {
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
}

/**
 * Checks a staff session against the limits: an ended one is deleted and answered 401
 * `session_expired`; a live one is marked used (at most once a minute). Answers the account's
 * flags the door reads next.
 */
export async function checkStaffSession(
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<StaffSessionState> {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      mustChangePassword: users.mustChangePassword,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) throw new AppError('session_expired', 401);
  const idle = now.getTime() - row.lastUsedAt.getTime();
  const age = now.getTime() - row.createdAt.getTime();
  if (idle > STAFF_SESSION_LIMITS.idleMs || age > STAFF_SESSION_LIMITS.maxAgeMs) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    throw new AppError('session_expired', 401);
  }
  if (idle > STAFF_SESSION_LIMITS.touchEveryMs) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  }
  return { mustChangePassword: row.mustChangePassword, twoFactorEnabled: row.twoFactorEnabled };
}

/** Is "Require two-factor sign-in for owners and admins" on? (Off until an owner turns it on.) */
export async function twoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, REQUIRE_TWO_FACTOR_KEY))
    .limit(1);
  return row?.value === true;
}
