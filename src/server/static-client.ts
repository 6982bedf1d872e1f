import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import fs from 'node:fs';
import path from 'node:path';
import type { AppEnv } from './deps';
import type { Logger } from './lib/logger';
import { composePage, chunkPreloads, requestLocale, type PageRenderer } from './page-renderer';
import { inlineScriptHashes, pagePolicy } from './security/headers';

/**
 * Build output that is neither a page nor an asset: Vite's manifest (`.vite/`) and any other
 * dot-directory or dot-file (`.well-known/` excepted), source maps, bundle reports.
 */
const ARTEFACT = /(^|\/)\.(?!well-known\/)|\.map$|(^|\/)stats\.(html|json)$/i;

export function isBuildArtefact(urlPath: string): boolean {
  try {
    return ARTEFACT.test(urlPath) || ARTEFACT.test(decodeURIComponent(urlPath));
  } catch {
    return true; // a malformed escape names no file of ours
  }
}

/**
 * Serves the built front end: hashed assets cached for a year, pre-compressed variants when
 * present, and for every other path the page: storefront pages rendered to HTML on the server in
 * the visitor's language (docs/decisions/021) and hydrated in the browser; the back office, and
 * any page whose render fails, as index.html for the browser to render (in the visitor's language
 * too). Pages carry the page Content-Security-Policy with the hashes of index.html's inline
 * scripts, computed here from the built file, so they run without 'unsafe-inline'.
 */
export function serveClient(
  app: OpenAPIHono<AppEnv>,
  distDir: string,
  options: { renderer?: PageRenderer; logger?: Logger } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The front end is not built (${indexFile} is missing). Run: npm run build`);
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const policy = pagePolicy(inlineScriptHashes(indexHtml));
  const preloadsOf = chunkPreloads(distDir);
  app.use('*', async (c, next) => {
    if (isBuildArtefact(c.req.path)) return c.text('Not found', 404);
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', policy);
  });
  const files = serveStatic<AppEnv>({
    root: distDir,
    precompressed: true,
    onFound: (p, c) => {
      c.header(
        'Cache-Control',
        p.includes('/assets/') ? 'public, max-age=31536000, immutable' : p.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  // Files by name (a dot in the last segment); every other address is a page.
  app.use('*', (c, next) => (/\.[^/]*$/.test(c.req.path) ? files(c, next) : next()));
  // A missing hashed asset (an old tab after a deploy) must fail as such, not load index.html.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // A form sent before its page was hydrated (on a slow phone, a tap in the first second) arrives
  // as a plain POST (the storefront's forms say method="post", so what was typed, a password
  // included, never lands in an address or a log). Nothing is done with it: the page is shown
  // again, the address unchanged, and the browser's answer to the tap is a page that now works.
  app.post('*', (c) => {
    const url = new URL(c.req.url);
    // One leading slash: `//host/…` in a Location header would send the browser to another site.
    return c.redirect(`/${url.pathname.replace(/^\/+/, '')}${url.search}`, 303);
  });
  app.get('*', compress(), async (c) => {
    // Drawn for this visitor (their language; at checkout, their account): no shared cache keeps it.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    const locale = requestLocale(c);
    const { renderer, logger } = options;
    if (!renderer) return c.html(composePage(indexHtml, locale));
    try {
      const page = await renderer.render(c.req.url, locale, { cookie: c.req.header('cookie') });
      // The back office: the browser draws it.
      if (!page) return c.html(composePage(indexHtml, locale));
      if (!page.complete) logger?.warn({ path: c.req.path }, 'page rendered in part; the browser renders the rest');
      // The page's own chunk downloads beside the main bundle (the browser needs it to hydrate).
      return c.html(composePage(indexHtml, locale, page, preloadsOf(page.chunk)), page.status as 200 | 404);
    } catch (e) {
      // The browser can still render the page itself.
      logger?.error({ err: e, path: c.req.path }, 'page render failed');
      return c.html(composePage(indexHtml, locale));
    }
  });
}
