import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { can, isStaffRole, type Permission, type Role, type StaffRole } from '@/common/permissions';
import type { AppEnv, Deps } from '../deps';
import { errorResponse } from '../deps';
import type { ErrorCode } from '@/common/errors';
import { AppError } from '../lib/errors';
import { checkStaffSession, twoFactorRequired } from './staff-session';

/** The signed-in staff member of an `/api/admin/*` request. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The session of this request (a live stream ends with it: see RealtimeHub.stream). */
  sessionId?: string;
  /** The password no longer meets the rule: nothing but changing it until it is changed. */
  mustChangePassword?: boolean;
  /** Two-factor sign-in is required of this owner or admin (Settings → Security) and not set up yet. */
  twoFactorSetupRequired?: boolean;
}

/**
 * The one door of `/api/admin/*`: a session is required (401), and its account must be an
 * approved, enabled staff account (403 `staff_pending` for a sign-up awaiting approval, 403
 * `forbidden` for customers and disabled accounts). The role is read with the session on every
 * request, so a change of role takes effect at once. A staff session past its limits is ended
 * (401 `session_expired`). An account that must change its password, or set up two-factor
 * sign-in, may only do that (403 `password_change_required` / `two_factor_setup_required`).
 */
export function staffGuard(deps: Pick<Deps, 'auth' | 'db'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const staff = await resolveStaff(deps, c.req.raw.headers);
    const unfinished = unfinishedBusiness(staff);
    if (unfinished && !STILL_ALLOWED[unfinished].some((allowed) => allowed(c.req.method, c.req.path))) {
      throw new AppError(unfinished, 403);
    }
    c.set('staff', staff);
    await next();
  };
}

/** What an account must do before anything else in the back office, if anything. */
export function unfinishedBusiness(
  staff: StaffUser,
): 'password_change_required' | 'two_factor_setup_required' | null {
  if (staff.mustChangePassword) return 'password_change_required';
  if (staff.twoFactorSetupRequired) return 'two_factor_setup_required';
  return null;
}

type PathRule = (method: string, path: string) => boolean;
const is =
  (m: string, p: string): PathRule =>
  (method, path) =>
    method === m && path === `/api/admin${p}`;
/**
 * The /api/admin calls left to an account with unfinished business: who am I (the shell), and
 * for two-factor the Account screen's enrolment. The password is changed (and the session ended)
 * outside /api/admin: POST /api/account/password, POST /api/account/logout.
 */
const STILL_ALLOWED: Record<'password_change_required' | 'two_factor_setup_required', PathRule[]> = {
  password_change_required: [is('GET', '/me')],
  two_factor_setup_required: [
    is('GET', '/me'),
    is('GET', '/account'),
    is('POST', '/account/two-factor'),
    is('POST', '/account/two-factor/confirm'),
  ],
};

/** The approved, enabled staff member of these request headers, or the AppError that refuses them. */
export async function resolveStaff(deps: Pick<Deps, 'auth' | 'db'>, headers: Headers): Promise<StaffUser> {
  // better-auth reads the session and its user (with our role and disabled fields) from the
  // database on every call: no cookie cache, so a change of role or a disable counts at once.
  const session = await deps.auth.api.getSession({ headers });
  if (!session) throw new AppError('unauthorized', 401);
  const { id, email, name, role, disabled } = session.user;
  if (disabled) throw new AppError('forbidden', 403);
  if (!isStaffRole(role) && role !== 'pending') throw new AppError('forbidden', 403);
  // Staff session limits (12 idle hours, 7 days): checked before anything else is answered.
  const state = await checkStaffSession(deps.db, session.session.id);
  if (role === 'pending') throw new AppError('staff_pending', 403);
  if (!isStaffRole(role)) throw new AppError('forbidden', 403);
  const twoFactorSetupRequired =
    (role === 'owner' || role === 'admin') && !state.twoFactorEnabled && (await twoFactorRequired(deps.db));
  return {
    id,
    email: email.toLowerCase(),
    name,
    role,
    mustChangePassword: state.mustChangePassword,
    twoFactorSetupRequired,
    sessionId: session.session.id,
  };
}

/** The staff member the guard let in (only inside `/api/admin/*`). */
export function staffOf(c: Context<AppEnv>): StaffUser {
  const staff = c.get('staff');
  if (!staff) throw new AppError('unauthorized', 401);
  return staff;
}

/** Refuses (403, `forbidden` or the route's own `refusal`) a staff member whose role lacks `permission`. */
export function requirePermission(
  permission: Permission,
  refusal: ErrorCode = 'forbidden',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!can(staffOf(c).role as Role, permission)) throw new AppError(refusal, 403);
    await next();
  };
}

/**
 * An `/api/admin` route that needs `permission`: the check runs before the body is read, and
 * the permission is written into the OpenAPI document (`x-permission`), where the role test
 * finds every admin route and what it needs. `refusal` names the 403's code when a plainer
 * message than `forbidden` helps (e.g. "only a manager can …").
 */
export function adminRoute<R extends Omit<RouteConfig, 'middleware'>>(
  permission: Permission,
  route: R,
  refusal: ErrorCode = 'forbidden',
) {
  return {
    ...route,
    tags: route.tags ?? ['Admin'],
    'x-permission': permission,
    middleware: [requirePermission(permission, refusal)] as MiddlewareHandler[],
    responses: {
      ...route.responses,
      401: errorResponse(
        'unauthorized: not signed in; session_expired: a staff session ends after 12 idle hours or 7 days',
      ),
      403: errorResponse(
        `${refusal} / staff_pending: needs the ${permission} permission; password_change_required / two_factor_setup_required: that first`,
      ),
    },
  } as R & { middleware: MiddlewareHandler[] };
}
