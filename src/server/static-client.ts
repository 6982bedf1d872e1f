import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import fs from 'node:fs';
import path from 'node:path';
import type { AppEnv } from './deps';
import { escapeHtml } from './lib/html';
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

/** Images a page shows first, for a `<link rel="preload">` in its HTML (empty: none). */
export type PreloadImages = (page: '/' | '/menu') => Promise<string[]>;

/**
 * Serves the built SPA: hashed assets cached for a year, pre-compressed variants when present,
 * and index.html for every other path so client-side routes load on a refresh. The home page and
 * the menu name their first image in the HTML, so the browser fetches it alongside the script
 * instead of after the app has rendered (it is the page's largest paint).
 *
 * Pages carry the page Content-Security-Policy with the hashes of index.html's inline scripts,
 * computed here from the built file, so they run without 'unsafe-inline'.
 */
export function serveClient(app: OpenAPIHono<AppEnv>, distDir: string, preloadImages?: PreloadImages) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The front end is not built (${indexFile} is missing). Run: npm run build`);
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const policy = pagePolicy(inlineScriptHashes(indexHtml));
  app.use('*', async (c, next) => {
    if (isBuildArtefact(c.req.path)) return c.text('Not found', 404);
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', policy);
  });
  const withPreloads = (images: string[]) =>
    images.length === 0
      ? indexHtml
      : indexHtml.replace(
          '</head>',
          `${images.map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`).join('')}</head>`,
        );
  for (const page of ['/', '/menu'] as const) {
    app.get(page, compress(), async (c, next) => {
      // A search (?q=…) shows other products first: no guess then.
      if (!preloadImages || Object.keys(c.req.query()).length > 0) return next();
      const images = await preloadImages(page).catch(() => []);
      c.header('Cache-Control', 'no-cache');
      return c.html(withPreloads(images));
    });
  }
  app.use(
    '*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (p, c) => {
        c.header(
          'Cache-Control',
          p.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : p.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    }),
  );
  // A missing hashed asset (an old tab after a deploy) must fail as such, not load index.html.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', compress(), (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
