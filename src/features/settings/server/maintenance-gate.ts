import type { MiddlewareHandler } from 'hono';
import { errorBody } from '@/common/errors';
import { resolveStaff } from '@/server/auth/staff-guard';
import type { CachedJson } from '@/server/lib/cached-json';
import type { AppEnv, Deps } from '@/server/deps';
import type { StoreInfo } from '../settings.schema';

/**
 * What still works for everyone during maintenance: the back office, staff sign-in, signing in and
 * out, and getting back in (password recovery, the confirmation e-mail sent again: staff need them).
 */
export const OPEN_DOORS = [
  '/api/admin/',
  '/api/staff/',
  '/api/auth/',
  '/api/account/login',
  '/api/account/logout',
  '/api/account/password/',
  '/api/account/verification/',
  '/api/test/',
  // Stripe's events: a paid order is settled whatever the shop's state.
  '/api/payments/stripe/webhook',
];

/**
 * Maintenance mode (Settings → General): customers' writes (orders, sign-up, contact messages,
 * profile changes, reviews, …) answer 503 `maintenance` in both languages; reading stays open so
 * the storefront can show its maintenance page. Signed-in staff pass (they test the shop). The
 * flag comes from the cached store details, which every process drops on `settings_changed`.
 */
export function maintenanceGate(
  deps: Pick<Deps, 'auth' | 'db'>,
  store: CachedJson<StoreInfo>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { method, path } = c.req;
    if (
      method === 'GET' ||
      method === 'HEAD' ||
      method === 'OPTIONS' ||
      OPEN_DOORS.some((p) => path.startsWith(p))
    )
      return next();
    if (!(await store.get()).value.maintenance.enabled) return next();
    const staff = await resolveStaff(deps, c.req.raw.headers).catch(() => null);
    if (staff) return next();
    c.header('Retry-After', '600');
    return c.json(errorBody('maintenance'), 503);
  };
}
