import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  CategoryInputSchema,
  CategoryListQuerySchema,
  SubcategoryInputSchema,
} from '../catalog.admin.schema';
import { AdminCategorySchema, AdminCategoryTreeSchema, AdminSubcategorySchema } from '../catalog.admin.views';
import {
  createCategory,
  createSubcategory,
  deleteCategory,
  deleteSubcategory,
  updateCategory,
  updateSubcategory,
} from './category-admin.service';
import { listCategoryTree } from './category-tree.service';

const TAGS = ['Admin: catalogue'];
const Category = AdminCategorySchema.openapi('AdminCategory');
const Subcategory = AdminSubcategorySchema.openapi('AdminSubcategory');
const inUse = errorResponse(
  'category_in_use: products (or subcategories) use it; the message names how many',
);

const listRoute = adminRoute('catalog.view', {
  method: 'get',
  path: '/categories',
  tags: TAGS,
  summary: 'Every category with its subcategories nested, by sort order, with product counts',
  request: { query: CategoryListQuerySchema },
  responses: { 200: jsonResponse('The tree', AdminCategoryTreeSchema.openapi('AdminCategoryTree')) },
});

const createCategoryRoute = adminRoute('catalog.edit', {
  method: 'post',
  path: '/categories',
  tags: TAGS,
  summary: 'Adds a category (its slug comes from the English name)',
  request: { body: jsonBody(CategoryInputSchema) },
  responses: { 201: jsonResponse('Created', Category), 422: errorResponse('Invalid fields') },
});

const updateCategoryRoute = adminRoute('catalog.edit', {
  method: 'put',
  path: '/categories/{id}',
  tags: TAGS,
  summary: 'Changes a category (its slug stays)',
  request: { params: uuidParams, body: jsonBody(CategoryInputSchema) },
  responses: {
    200: jsonResponse('Saved', Category),
    404: errorResponse('category_not_found'),
    422: errorResponse('Invalid fields'),
  },
});

const deleteCategoryRoute = adminRoute('catalog.delete', {
  method: 'delete',
  path: '/categories/{id}',
  tags: TAGS,
  summary: 'Deletes a category that no product and no subcategory uses',
  request: { params: uuidParams },
  responses: { 204: { description: 'Deleted' }, 404: errorResponse('category_not_found'), 409: inUse },
});

const createSubRoute = adminRoute('catalog.edit', {
  method: 'post',
  path: '/subcategories',
  tags: TAGS,
  summary: 'Adds a subcategory under an existing category',
  request: { body: jsonBody(SubcategoryInputSchema) },
  responses: {
    201: jsonResponse('Created', Subcategory),
    422: errorResponse('Invalid fields (unknown parent: `categoryId`)'),
  },
});

const updateSubRoute = adminRoute('catalog.edit', {
  method: 'put',
  path: '/subcategories/{id}',
  tags: TAGS,
  summary: 'Changes a subcategory; moving one that products use to another category is refused',
  request: { params: uuidParams, body: jsonBody(SubcategoryInputSchema) },
  responses: {
    200: jsonResponse('Saved', Subcategory),
    404: errorResponse('subcategory_not_found'),
    409: inUse,
    422: errorResponse('Invalid fields'),
  },
});

const deleteSubRoute = adminRoute('catalog.delete', {
  method: 'delete',
  path: '/subcategories/{id}',
  tags: TAGS,
  summary: 'Deletes a subcategory that no product uses',
  request: { params: uuidParams },
  responses: { 204: { description: 'Deleted' }, 404: errorResponse('subcategory_not_found'), 409: inUse },
});

export function categoryAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => {
    const { q, includeInactive } = c.req.valid('query');
    return c.json(await listCategoryTree(deps.db, { q, includeInactive: includeInactive === '1' }), 200);
  });
  app.openapi(createCategoryRoute, async (c) =>
    c.json(await createCategory(deps.db, c.req.valid('json')), 201),
  );
  app.openapi(updateCategoryRoute, async (c) =>
    c.json(await updateCategory(deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteCategoryRoute, async (c) => {
    await deleteCategory(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(createSubRoute, async (c) =>
    c.json(await createSubcategory(deps.db, c.req.valid('json')), 201),
  );
  app.openapi(updateSubRoute, async (c) =>
    c.json(await updateSubcategory(deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteSubRoute, async (c) => {
    await deleteSubcategory(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
