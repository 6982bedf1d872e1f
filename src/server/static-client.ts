import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import fs from 'node:fs';
import path from 'node:path';
import type { AppEnv } from './deps';

/**
 * Serves the built SPA: hashed assets cached for a year, pre-compressed variants when present,
 * and index.html for every other path so client-side routes load on a refresh.
 */
export function serveClient(app: OpenAPIHono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The front end is not built (${indexFile} is missing). Run: npm run build`);
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
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
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
