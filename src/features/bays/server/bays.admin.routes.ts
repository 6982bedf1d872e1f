import { z } from '@hono/zod-openapi';
import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import { BayInputSchema } from '../bays.schema';
import { addBay, listBays, removeBay, renameBay } from './bays.service';

const TAGS = ['Admin: settings'];
const BaySchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: '4' }),
    token: z.string().openapi({ description: "The bay's token (128 random bits, base64url)" }),
    url: z.string().openapi({
      description: "What its QR code carries: the shop's public address (PUBLIC_URL) and the bay's page",
    }),
    createdAt: z.iso.datetime(),
  })
  .openapi('Bay');

const listRoute = adminRoute('settings.manage', {
  method: 'get',
  path: '/bays',
  tags: TAGS,
  summary: "The shop's bays in use, by name, each with the token its QR code carries",
  responses: { 200: jsonResponse('The bays', z.array(BaySchema)) },
});

const addRoute = adminRoute('settings.manage', {
  method: 'post',
  path: '/bays',
  tags: TAGS,
  summary: 'Adds a bay; its token is made once, here',
  request: { body: jsonBody(BayInputSchema) },
  responses: {
    201: jsonResponse('Added', BaySchema),
    422: errorResponse('Invalid fields; bay_name_taken: a bay in use has that name'),
  },
});

const renameRoute = adminRoute('settings.manage', {
  method: 'put',
  path: '/bays/{id}',
  tags: TAGS,
  summary: 'Renames a bay; its token, and so its printed code, stays',
  request: { params: uuidParams, body: jsonBody(BayInputSchema) },
  responses: {
    200: jsonResponse('Saved', BaySchema),
    404: errorResponse('bay_not_found: no such bay in use'),
    422: errorResponse('Invalid fields; bay_name_taken'),
  },
});

const removeRoute = adminRoute('settings.manage', {
  method: 'delete',
  path: '/bays/{id}',
  tags: TAGS,
  summary: "Removes a bay: its code stops working at once (orders keep the bay's name)",
  request: { params: uuidParams },
  responses: { 204: { description: 'Removed' }, 404: errorResponse('bay_not_found') },
});

/** Settings → Bays (issue 39): the owner's list of bays and their QR codes. */
export function baysAdminRoutes(deps: Pick<Deps, 'db' | 'publicUrl'>) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listBays(deps.db, deps.publicUrl), 200));
  app.openapi(addRoute, async (c) => c.json(await addBay(deps.db, deps.publicUrl, c.req.valid('json')), 201));
  app.openapi(renameRoute, async (c) =>
    c.json(await renameBay(deps.db, deps.publicUrl, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(removeRoute, async (c) => {
    await removeBay(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
