import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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

/**
 * Security headers on every answer. `nosniff`, no framing (frame-ancestors and X-Frame-Options),
 * a referrer policy that keeps the origin on same-origin requests (with `no-referrer` browsers
 * send `Origin: null` on our own POSTs, which the origin check refuses), HSTS only on an https
 * shop. Content-Security-Policy: strict on /api and /media, the page policy elsewhere; a page
 * served with its own policy (index.html, with its script hashes: static-client.ts) keeps it.
 */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler[] {
  const common = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: opts.https ? 'max-age=31536000; includeSubDomains' : false,
    xDnsPrefetchControl: false,
  });
  const csp: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return;
    const strict = c.req.path.startsWith('/api/') || c.req.path.startsWith('/media/');
    c.res.headers.set('Content-Security-Policy', strict ? STRICT_POLICY : pagePolicy());
  };
  return [common, csp];
}
