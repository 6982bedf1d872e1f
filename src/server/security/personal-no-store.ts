import type { MiddlewareHandler } from 'hono';
import { PERSONAL_PAGE } from '@/common/paths';

/** API answers about a signed-in person, an order or staff work: never shared, never kept. */
const PERSONAL_API = /^\/api\/(account|orders|admin|staff|auth)(\/|$)/;
/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** An answer that did not declare itself the same for everybody (`public` or `no-cache`). */
function answerIsPrivate(res: Response): boolean {
  const cacheControl = res.headers.get('Cache-Control');
  return cacheControl === null || cacheControl.includes('private');
}

/**
 * `Cache-Control: no-store` on every personal answer, so no browser, proxy or shared computer
 * keeps a copy: everything under the personal API paths and the pages the path table calls
 * personal (src/common/paths.ts: the profile, an order, checkout with its saved cars, the back
 * office), anything asked for with an order's access key (`?key=`), and, for a request with a
 * session, every answer that did not declare itself the same for everybody (a `public` or
 * `no-cache` answer such as the menu keeps its own). Set on the way out; no database work.
 */
export function personalNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    // The cheap tests first: most answers (the menu, the files) are decided without reading a
    // header of the answer or parsing the address (decision 051).
    const url = c.req.url;
    const query = url.indexOf('?');
    const personal =
      PERSONAL_API.test(path) ||
      (PERSONAL_PAGE.test(path) && !/\.[^/]*$/.test(path)) ||
      (query !== -1 && new URLSearchParams(url.slice(query + 1).split('#')[0]).has('key')) ||
      (SESSION_COOKIE.test(c.req.header('cookie') ?? '') && answerIsPrivate(c.res));
    if (!personal) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      // Headers of a Response.redirect() are immutable: a copy takes them.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
