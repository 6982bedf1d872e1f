import type { Context } from 'hono';
import type { Deps } from '../deps';
import { AppError } from '../lib/errors';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The signed-in user of this request (from the HttpOnly session cookie), or null. */
export async function currentUser(deps: Pick<Deps, 'auth'>, c: Context): Promise<SessionUser | null> {
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email: email.toLowerCase(), name, emailVerified };
}

/** The signed-in user, or a 401 in the one error shape. */
export async function requireUser(deps: Pick<Deps, 'auth'>, c: Context): Promise<SessionUser> {
  const user = await currentUser(deps, c);
  if (!user) throw new AppError('unauthorized', 401);
  return user;
}
