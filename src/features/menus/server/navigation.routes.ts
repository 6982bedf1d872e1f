import { createRoute } from '@hono/zod-openapi';
import { CachedJson } from '@/server/lib/cached-json';
import { createRouter, type Deps } from '@/server/deps';
import { NavigationSchema } from '../menus.schema';
import { loadNavigation } from './navigation.service';

const navigationRoute = createRoute({
  method: 'get',
  path: '/navigation',
  tags: ['Store'],
  summary: "The storefront's navigation: the header, footer and mobile menus as trees, addresses resolved",
  description: 'Pre-serialised and cached; answers 304 when If-None-Match matches the ETag.',
  responses: {
    200: {
      description: 'The navigation',
      content: { 'application/json': { schema: NavigationSchema.openapi('Navigation') } },
    },
    304: { description: 'Not modified' },
  },
});

/**
 * GET /api/navigation, cached until a menu changes in any server process (`settings` with
 * `nav_menus`) or the catalogue does (`catalog`: a category or product linked from a menu may
 * have been deactivated, renamed or deleted).
 */
export function navigationRoutes(deps: Deps) {
  const cache = new CachedJson(() => loadNavigation(deps.db));
  // An empty key: anything may have changed (see Database.listen).
  deps.hub.subscribe('settings', (key) => (key === '' || key === 'nav_menus') && cache.invalidate());
  deps.hub.subscribe('catalog', () => cache.invalidate());
  const app = createRouter();
  app.openapi(navigationRoute, (c) => cache.respond(c) as never);
  return app;
}
