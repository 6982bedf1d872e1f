import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import fs from 'node:fs';
import path from 'node:path';
import type { AppEnv } from './deps';
import type { Logger } from './lib/logger';
import { chunkPreloads, type PageRenderer } from './page-renderer';
import { servePages } from './serve-pages';
import { inlineScriptHashes, pagePolicy } from './security/headers';
import { cacheControlFor, staticFiles } from './static-files';

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
 * present, and for every other path the page (serve-pages.ts) made from the built index.html, a
 * storefront page with its own chunk's preloads. Pages carry the page Content-Security-Policy
 * with the hashes of index.html's inline scripts, computed here from the built file, so they run
 * without 'unsafe-inline'.
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
  });
  // From memory, with their pre-compressed variants (static-files.ts).
  const fromMemory = staticFiles(distDir, { include: (p) => !isBuildArtefact(p), pagePolicy: policy });
  // What memory does not hold, from disk: a page served so carries the page policy too.
  const fromDisk = serveStatic<AppEnv>({
    root: distDir,
    precompressed: true,
    onFound: (p, c) => {
      c.header('Cache-Control', cacheControlFor(`/${path.relative(distDir, p).replace(/\.(br|gz)$/, '')}`));
    },
  });
  const files: MiddlewareHandler<AppEnv> = async (c, next) => {
    const inMemory = await fromMemory(c, async () => {});
    if (inMemory) return inMemory;
    // serveStatic answers a Response when it found the file; otherwise it passes on (and returns
    // what `next` gave, not a Response): what comes after answers.
    const onDisk: unknown = await fromDisk(c, next);
    if (!(onDisk instanceof Response)) return;
    if (onDisk.headers.get('Content-Type')?.startsWith('text/html'))
      onDisk.headers.set('Content-Security-Policy', policy);
    return onDisk;
  };
  // Files by name (a dot in the last segment); every other address is a page.
  app.use('*', (c, next) => (/\.[^/]*$/.test(c.req.path) ? files(c, next) : next()));
  // A missing hashed asset (an old tab after a deploy) must fail as such, not load index.html.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  servePages(app, {
    template: () => indexHtml,
    policy: () => policy,
    renderer: options.renderer,
    preloadsOf,
    logger: options.logger,
  });
}
