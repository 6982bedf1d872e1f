import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { can, isStaffRole, type Permission, type Role, type StaffRole } from '@/common/permissions';
import type { AppEnv, Deps } from '../deps';
import { errorResponse } from '../deps';
import { AppError } from '../lib/errors';

/** The signed-in staff member of an `/api/admin/*` request. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The session of this request (a live stream ends with it: see RealtimeHub.stream). */
  sessionId?: string;
}

/**
 * The one door of `/api/admin/*`: a session is required (401), and its account must be an
 * approved, enabled staff account (403 `staff_pending` for a sign-up awaiting approval, 403
 * `forbidden` for customers and disabled accounts). The role is read with the session on every
 * request, so a change of role takes effect at once.
 */
export function staffGuard(deps: Pick<Deps, 'auth'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('staff', await resolveStaff(deps, c.req.raw.headers));
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** The approved, enabled staff member of these request headers, or the AppError that refuses them. */
export async function resolveStaff(deps: Pick<Deps, 'auth'>, headers: Headers): Promise<StaffUser> {
  // better-auth reads the session and its user (with our role and disabled fields) from the
  // database on every call: no cookie cache, so a change of role or a disable counts at once.
  const session = await deps.auth.api.getSession({ headers });
  if (!session) throw new AppError('unauthorized', 401);
  const { id, email, name, role, disabled } = session.user;
  if (disabled) throw new AppError('forbidden', 403);
  if (role === 'pending') throw new AppError('staff_pending', 403);
  if (!isStaffRole(role)) throw new AppError('forbidden', 403);
  return { id, email: email.toLowerCase(), name, role, sessionId: session.session.id };
}

/** The staff member the guard let in (only inside `/api/admin/*`). */
export function staffOf(c: Context<AppEnv>): StaffUser {
  const staff = c.get('staff');
  if (!staff) throw new AppError('unauthorized', 401);
  return staff;
}

/** Refuses (403) a staff member whose role lacks `permission`. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!can(staffOf(c).role as Role, permission)) throw new AppError('forbidden', 403);
    await next();
  };
}

/**
 * An `/api/admin` route that needs `permission`: the check runs before the body is read, and
 * the permission is written into the OpenAPI document (`x-permission`), where the role test
 * finds every admin route and what it needs.
 */
export function adminRoute<R extends Omit<RouteConfig, 'middleware'>>(permission: Permission, route: R) {
  return {
    ...route,
    tags: route.tags ?? ['Admin'],
    'x-permission': permission,
    middleware: [requirePermission(permission)] as MiddlewareHandler[],
    responses: {
      ...route.responses,
      401: errorResponse('unauthorized: not signed in'),
      403: errorResponse(`forbidden / staff_pending: needs the ${permission} permission`),
    },
  } as R & { middleware: MiddlewareHandler[] };
}
