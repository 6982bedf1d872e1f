import { createRoute } from '@hono/zod-openapi';
import { CachedJson } from '@/server/lib/cached-json';
import { createRouter, type Deps } from '@/server/deps';
import { MenuSchema } from '../catalog.schema';
import { loadMenu } from './catalog.service';
import { streamRefusals } from '@/server/realtime/hub';

const menuRoute = createRoute({
  method: 'get',
  path: '/catalog/menu',
  tags: ['Catalog'],
  summary: 'The public menu: active categories with subcategories, active products with sizes',
  description: 'Pre-serialised and cached; answers 304 when If-None-Match matches the ETag.',
  responses: {
    200: { description: 'The menu', content: { 'application/json': { schema: MenuSchema } } },
    304: { description: 'Not modified' },
  },
});

const eventsRoute = createRoute({
  method: 'get',
  path: '/catalog/events',
  tags: ['Catalog'],
  summary: 'Server-Sent Events: a `catalog` event each time the menu changes',
  responses: { 200: { description: 'An event stream (text/event-stream)' }, ...streamRefusals },
});

export function catalogRoutes(deps: Deps, menu: CachedJson<unknown>) {
  const app = createRouter();
  app.openapi(menuRoute, (c) => menu.respond(c) as never);
  app.openapi(eventsRoute, (c) => deps.hub.stream(c, 'catalog') as never);
  return app;
}

/** The menu cache, invalidated (and clients told) whenever the catalogue changes in the database. */
export function createMenuCache(deps: Deps) {
  return new CachedJson(() => loadMenu(deps.db));
}
