import { createRoute } from '@hono/zod-openapi';
import { CachedJson } from '@/server/lib/cached-json';
import { createRouter, type Deps } from '@/server/deps';
import { StoreInfoSchema } from '../settings.schema';
import { loadStoreInfo } from './settings.service';

const storeRoute = createRoute({
  method: 'get',
  path: '/store',
  tags: ['Store'],
  summary:
    "The shop's public details: contact, opening hours, money format, maintenance, checkout and tax rules, default language",
  responses: {
    200: { description: 'Store details', content: { 'application/json': { schema: StoreInfoSchema } } },
    304: { description: 'Not modified' },
  },
});

export function createStoreInfoCache(deps: Deps) {
  return new CachedJson(() => loadStoreInfo(deps.db));
}

export function settingsRoutes(store: CachedJson<unknown>) {
  const app = createRouter();
  app.openapi(storeRoute, (c) => store.respond(c) as never);
  return app;
}
