import type { Context } from 'hono';
import type { Deps } from '../deps';
import { AppError } from '../lib/errors';
import { checkStaffSession } from './staff-session';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * The signed-in user of this request (from the HttpOnly session cookie), or null. A staff
 * account's session keeps the staff limits here too: past them it is ended, and this is null.
 */
export async function currentUser(deps: Pick<Deps, 'auth' | 'db'>, c: Context): Promise<SessionUser | null> {
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const { role } = session.user as { role?: string };
  if (role && role !== 'customer') {
    const live = await checkStaffSession(deps.db, session.session.id).then(
      () => true,
      (e: unknown) => {
        if (e instanceof AppError && e.code === 'session_expired') return false;
        throw e;
      },
    );
    if (!live) return null;
  }
  const { id, email, name, emailVerified } = session.user;
  return { id, email: email.toLowerCase(), name, emailVerified };
}

/** The signed-in user, or a 401 in the one error shape. */
export async function requireUser(deps: Pick<Deps, 'auth' | 'db'>, c: Context): Promise<SessionUser> {
  const user = await currentUser(deps, c);
  if (!user) throw new AppError('unauthorized', 401);
  return user;
}
