import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE } from '@/common/locales';
import { AppError } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery stops here, before anything else runs: a state-changing request
 * whose `Origin` is not one of the shop's own answers 403 `foreign_origin`. Browsers send
 * `Origin` with every such request; one without it is accepted only when it carries no cookie
 * but the language choice (a script's call, which cannot ride anybody's session).
 */
export function originCheck(trusted: string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const cookies = Object.keys(getCookie(c)).filter((name) => name !== LOCALE_COOKIE);
      if (origin !== undefined ? !allowed.has(origin) : cookies.length > 0) {
        throw new AppError('foreign_origin', 403);
      }
    }
    await next();
  };
}
