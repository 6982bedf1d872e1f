import { z } from '@hono/zod-openapi';
import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  AdminMenuDetailSchema,
  AdminMenuSchema,
  MenuChoicesSchema,
  MenuCreateSchema,
  MenuItemInputSchema,
  MenuItemMoveSchema,
  MenuRenameSchema,
} from '../menus.schema';
import { addMenuItem, deleteMenuItem, moveMenuItem, updateMenuItem } from './menu-items.service';
import { createMenu, deleteMenu, getMenu, listMenus, menuChoices, renameMenu } from './menus.service';

const TAGS = ['Admin: menus'];
const P = 'menus.manage';
const Menu = AdminMenuSchema.openapi('AdminMenu');
const Detail = AdminMenuDetailSchema.openapi('AdminMenuDetail');
const notFound = errorResponse('menu_not_found / menu_item_not_found');
const invalid = errorResponse(
  'Invalid fields: validation_failed, menu_url_unsafe, menu_nesting, menu_full, menu_limit, category_not_found, product_not_found',
);
const itemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

const listRoute = adminRoute(P, {
  method: 'get',
  path: '/menus',
  tags: TAGS,
  summary:
    'Every navigation menu with its location, item count and whether the storefront shows it (the first of its location)',
  responses: { 200: jsonResponse('The menus', z.object({ menus: z.array(Menu) })) },
});
const choicesRoute = adminRoute(P, {
  method: 'get',
  path: '/menu-choices',
  tags: TAGS,
  summary:
    'What a link may point at: the storefront pages, the categories and the products (with whether each is active)',
  responses: { 200: jsonResponse('The choices', MenuChoicesSchema.openapi('MenuChoices')) },
});
const createRoute = adminRoute(P, {
  method: 'post',
  path: '/menus',
  tags: TAGS,
  summary: 'Creates an empty menu (name, location header|footer|mobile)',
  request: { body: jsonBody(MenuCreateSchema) },
  responses: { 201: jsonResponse('Created', Menu), 422: invalid },
});
const getRoute = adminRoute(P, {
  method: 'get',
  path: '/menus/{id}',
  tags: TAGS,
  summary: 'One menu and its items as a tree (one level of children)',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('The menu', Detail), 404: notFound, 422: invalid },
});
const renameRoute = adminRoute(P, {
  method: 'patch',
  path: '/menus/{id}',
  tags: TAGS,
  summary: 'Renames a menu',
  request: { params: uuidParams, body: jsonBody(MenuRenameSchema) },
  responses: { 200: jsonResponse('Renamed', Menu), 404: notFound, 422: invalid },
});
const deleteRoute = adminRoute(P, {
  method: 'delete',
  path: '/menus/{id}',
  tags: TAGS,
  summary: 'Deletes a menu and its items (the next menu of its location, if any, becomes the one shown)',
  request: { params: uuidParams },
  responses: { 204: { description: 'Deleted' }, 404: notFound, 422: invalid },
});
const addItemRoute = adminRoute(P, {
  method: 'post',
  path: '/menus/{id}/items',
  tags: TAGS,
  summary: 'Adds an item at the end of its level; answers the menu',
  request: { params: uuidParams, body: jsonBody(MenuItemInputSchema) },
  responses: { 201: jsonResponse('Added', Detail), 404: notFound, 422: invalid },
});
const updateItemRoute = adminRoute(P, {
  method: 'patch',
  path: '/menus/{id}/items/{itemId}',
  tags: TAGS,
  summary: "Replaces an item's fields (a new parent puts it last there); answers the menu",
  request: { params: itemParams, body: jsonBody(MenuItemInputSchema) },
  responses: { 200: jsonResponse('Saved', Detail), 404: notFound, 422: invalid },
});
const deleteItemRoute = adminRoute(P, {
  method: 'delete',
  path: '/menus/{id}/items/{itemId}',
  tags: TAGS,
  summary: 'Removes an item and its children; answers the menu',
  request: { params: itemParams },
  responses: { 200: jsonResponse('Removed', Detail), 404: notFound, 422: invalid },
});
const moveItemRoute = adminRoute(P, {
  method: 'post',
  path: '/menus/{id}/items/{itemId}/move',
  tags: TAGS,
  summary: 'Moves an item one place up or down among its siblings; answers the menu',
  request: { params: itemParams, body: jsonBody(MenuItemMoveSchema) },
  responses: { 200: jsonResponse('Moved', Detail), 404: notFound, 422: invalid },
});

export function menusAdminRoutes(deps: Deps) {
  const app = createRouter();
  const db = deps.db;
  app.openapi(listRoute, async (c) => c.json({ menus: await listMenus(db) }, 200));
  app.openapi(choicesRoute, async (c) => c.json(await menuChoices(db), 200));
  app.openapi(createRoute, async (c) => c.json(await createMenu(db, c.req.valid('json')), 201));
  app.openapi(getRoute, async (c) => c.json(await getMenu(db, c.req.valid('param').id), 200));
  app.openapi(renameRoute, async (c) =>
    c.json(await renameMenu(db, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteMenu(db, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(addItemRoute, async (c) =>
    c.json(await addMenuItem(db, c.req.valid('param').id, c.req.valid('json')), 201),
  );
  app.openapi(updateItemRoute, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await updateMenuItem(db, id, itemId, c.req.valid('json')), 200);
  });
  app.openapi(deleteItemRoute, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await deleteMenuItem(db, id, itemId), 200);
  });
  app.openapi(moveItemRoute, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await moveMenuItem(db, id, itemId, c.req.valid('json').direction), 200);
  });
  return app;
}
