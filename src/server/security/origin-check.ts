import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE } from '@/common/locales';
import { CART_LINES_COOKIE } from '@/common/hint-cookies';

/** Cookies that carry no one's session: the language and the cart's size (page-drawing hints). */
const HINTS = new Set([LOCALE_COOKIE, CART_LINES_COOKIE]);
import { AppError } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery stops here, before anything else runs: a state-changing request
 * whose `Origin` is not one of the shop's own answers 403 `foreign_origin`. Browsers send
 * `Origin` with every such request; one without it is accepted only when it carries no cookie
 * but the language choice and the cart's size (a script's call, which cannot ride anybody's
 * session).
 */
export function originCheck(trusted: string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const cookies = Object.keys(getCookie(c)).filter((name) => !HINTS.has(name));
      if (origin !== undefined ? !allowed.has(origin) : cookies.length > 0) {
        throw new AppError('foreign_origin', 403);
      }
    }
    await next();
  };
}
