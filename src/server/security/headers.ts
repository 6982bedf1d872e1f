import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/** What a JSON answer, a media file or a download may do if opened as a page: nothing. */
export const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The shop's pages: scripts only from the shop itself, plus the inline scripts of index.html
 * named by their hash (never 'unsafe-inline'). Styles may be inline: React's style attributes
 * and the toasts' injected <style> need it, and a style cannot run code. `connectSources`: more
 * than the shop itself to connect to (in development only: see developmentPagePolicy).
 */
export function pagePolicy(scriptHashes: string[] = [], connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${connectSources.map((s) => ` ${s}`).join('')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page policy in development (`npm run dev`, src/server/dev-server.ts): Vite's inline scripts
 * by their hash as production's, plus its hot-reload socket (`ws://host:port`, when known) and the
 * worker (from a blob) with which Vite's client waits for a restarted server to reload the page.
 */
export function developmentPagePolicy(scriptHashes: string[], socket?: string): string {
  return `${pagePolicy(scriptHashes, socket ? [socket] : [])}; worker-src 'self' blob:`;
}

/** `sha256-…` of every inline <script> (one without `src`) of an HTML page, as CSP names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs!)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The headers every answer carries, whatever it is (hono/secure-headers' set, as configured before). */
function commonHeaders(https: boolean): Record<string, string> {
  return {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}

/** Marks an answer built by `securedResponse` (it carries the headers already). A property, not a WeakSet: weak collections cost the garbage collector on every request. */
const SECURED = Symbol('secured');
type Marked = Response & { [SECURED]?: true };

/** The security headers merged with a handler's constant headers, once per pair (no merge per request). */
const merged = new WeakMap<Record<string, string>, Map<Record<string, string>, Record<string, string>>>();

/**
 * An answer built with this request's security headers (and its request id) in one plain record:
 * for the answers asked for most (the menu, the built files), which then skip the middleware's
 * work on a Headers object (decision 051). `headers` (the same object on every call: it is merged
 * once and kept): its own Content-Security-Policy wins (a page's). Without the middleware (a bare
 * router in a test), just the answer.
 */
export function securedResponse(
  c: Context,
  body: BodyInit | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const base = c.get('securityHeaders') as Record<string, string> | undefined;
  if (!base) return new Response(body, { status, headers: { ...headers } });
  let byBase = merged.get(headers);
  if (!byBase) merged.set(headers, (byBase = new Map()));
  let all = byBase.get(base);
  if (!all) byBase.set(base, (all = { ...base, ...headers }));
  const id = c.get('requestId') as string | undefined;
  const res = new Response(body, { status, headers: id ? { ...all, 'X-Request-Id': id } : all });
  (res as Marked)[SECURED] = true;
  return res;
}

/** Whether `res` came from `securedResponse` (and carries every header already). */
export const isSecured = (res: Response) => (res as Marked)[SECURED] === true;

/**
 * Security headers on every answer. `nosniff`, no framing (frame-ancestors and X-Frame-Options),
 * a referrer policy that keeps the origin on same-origin requests (with `no-referrer` browsers
 * send `Origin: null` on our own POSTs, which the origin check refuses), HSTS only on an https
 * shop. Content-Security-Policy: strict on /api and /media, the page policy elsewhere; a page
 * served with its own policy (index.html, with its script hashes: static-client.ts) keeps it.
 * Set on the way out, over what a route set (X-Powered-By removed); an answer from
 * `securedResponse` has them already.
 */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler[] {
  const common = commonHeaders(opts.https);
  const entries = Object.entries(common);
  const strict = { ...common, 'Content-Security-Policy': STRICT_POLICY };
  const page = { ...common, 'Content-Security-Policy': pagePolicy() };
  const middleware: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    const isStrict = path.startsWith('/api/') || path.startsWith('/media/');
    c.set('securityHeaders', isStrict ? strict : page);
    await next();
    if (isSecured(c.res)) return;
    let h = c.res.headers;
    try {
      h.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // Headers of a Response.redirect() are immutable: a copy takes them.
      c.res = new Response(c.res.body, c.res);
      h = c.res.headers;
    }
    for (const [name, value] of entries) h.set(name, value);
    if (!h.has('Content-Security-Policy'))
      h.set('Content-Security-Policy', isStrict ? STRICT_POLICY : page['Content-Security-Policy']!);
    h.delete('X-Powered-By');
  };
  return [middleware];
}
