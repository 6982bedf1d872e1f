import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  OptionGroupInputSchema,
  OptionGroupListQuerySchema,
  OptionStockSchema,
} from '../option-group.admin.schema';
import {
  AdminOptionGroupListSchema,
  AdminOptionGroupSchema,
  OptionDeletedSchema,
} from '../option-group.admin.views';
import {
  createOptionGroup,
  deleteOption,
  deleteOptionGroup,
  getOptionGroup,
  listOptionGroups,
  replaceOptionGroup,
  restoreOption,
  restoreOptionGroup,
  setOptionStock,
} from './option-group-admin.service';

const TAGS = ['Admin: catalogue'];
const Group = AdminOptionGroupSchema.openapi('AdminOptionGroup');
const Deleted = OptionDeletedSchema.openapi('OptionDeleted');
const groupMissing = errorResponse('option_group_not_found');
const optionMissing = errorResponse('option_not_found');
const invalid = errorResponse(
  'Invalid fields (single ⇒ maxChoices 1, required ⇔ minChoices ≥ 1, min ≤ max ≤ options, one default)',
);

const listRoute = adminRoute('catalog.view', {
  method: 'get',
  path: '/option-groups',
  tags: TAGS,
  summary: 'Drink option groups with their options (archived ones too unless filtered), by sort order',
  request: { query: OptionGroupListQuerySchema },
  responses: { 200: jsonResponse('The groups', AdminOptionGroupListSchema.openapi('AdminOptionGroupList')) },
});

const getRoute = adminRoute('catalog.view', {
  method: 'get',
  path: '/option-groups/{id}',
  tags: TAGS,
  summary: 'One option group with its options',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('The group', Group), 404: groupMissing },
});

const createRoute = adminRoute('catalog.edit', {
  method: 'post',
  path: '/option-groups',
  tags: TAGS,
  summary: 'Adds an option group with its options (one transaction); prices in AED, stored as fils',
  request: { body: jsonBody(OptionGroupInputSchema) },
  responses: { 201: jsonResponse('Created', Group), 422: invalid },
});

const replaceRoute = adminRoute('catalog.edit', {
  method: 'put',
  path: '/option-groups/{id}',
  tags: TAGS,
  summary:
    'Replaces a group and its options: options with an `id` are kept, new ones added, left-out ones deleted (archived when an order chose them)',
  request: { params: uuidParams, body: jsonBody(OptionGroupInputSchema) },
  responses: { 200: jsonResponse('Saved', Group), 404: groupMissing, 422: invalid },
});

const deleteGroupRoute = adminRoute('catalog.delete', {
  method: 'delete',
  path: '/option-groups/{id}',
  tags: TAGS,
  summary: 'Deletes a group and its options; one an order used is archived instead (`archived: true`)',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('Deleted or archived', Deleted), 404: groupMissing },
});

const restoreGroupRoute = adminRoute('catalog.edit', {
  method: 'post',
  path: '/option-groups/{id}/restore',
  tags: TAGS,
  summary: 'Brings an archived group back to the menu',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('Restored', Group), 404: groupMissing },
});

const deleteOptionRoute = adminRoute('catalog.delete', {
  method: 'delete',
  path: '/options/{id}',
  tags: TAGS,
  summary: 'Deletes an option; one an order chose is archived instead (`archived: true`)',
  request: { params: uuidParams },
  responses: {
    200: jsonResponse('Deleted or archived', Deleted),
    404: optionMissing,
    409: errorResponse('option_group_too_few: the group would have fewer options than its maximum choices'),
  },
});

const restoreOptionRoute = adminRoute('catalog.edit', {
  method: 'post',
  path: '/options/{id}/restore',
  tags: TAGS,
  summary: 'Brings an archived option back (not as the default); answers its group',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('Restored', Group), 404: optionMissing },
});

const stockRoute = adminRoute('catalog.stock', {
  method: 'patch',
  path: '/options/{id}/stock',
  tags: TAGS,
  summary: 'Marks one option sold out or back in stock; answers its group',
  request: { params: uuidParams, body: jsonBody(OptionStockSchema) },
  responses: { 200: jsonResponse('Saved', Group), 404: optionMissing, 422: invalid },
});

export function optionGroupAdminRoutes(deps: Deps) {
  const app = createRouter();
  const id = (c: { req: { valid(t: 'param'): { id: string } } }) => c.req.valid('param').id;
  app.openapi(listRoute, async (c) => c.json(await listOptionGroups(deps.db, c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getOptionGroup(deps.db, id(c)), 200));
  app.openapi(createRoute, async (c) => c.json(await createOptionGroup(deps.db, c.req.valid('json')), 201));
  app.openapi(replaceRoute, async (c) =>
    c.json(await replaceOptionGroup(deps.db, id(c), c.req.valid('json')), 200),
  );
  app.openapi(deleteGroupRoute, async (c) => c.json(await deleteOptionGroup(deps.db, id(c)), 200));
  app.openapi(restoreGroupRoute, async (c) => c.json(await restoreOptionGroup(deps.db, id(c)), 200));
  app.openapi(deleteOptionRoute, async (c) => c.json(await deleteOption(deps.db, id(c)), 200));
  app.openapi(restoreOptionRoute, async (c) => c.json(await restoreOption(deps.db, id(c)), 200));
  app.openapi(stockRoute, async (c) =>
    c.json(await setOptionStock(deps.db, id(c), c.req.valid('json')), 200),
  );
  return app;
}
