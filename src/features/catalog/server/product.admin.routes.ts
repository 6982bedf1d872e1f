import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import { ProductInputSchema, ProductListQuerySchema, StockPatchSchema } from '../catalog.admin.schema';
import { AdminProductPageSchema, AdminProductSchema, ProductDeletedSchema } from '../catalog.admin.views';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  replaceProduct,
  setStock,
} from './product-admin.service';

const TAGS = ['Admin: catalogue'];
const Product = AdminProductSchema.openapi('AdminProduct');
const notFound = errorResponse('product_not_found');
const invalid = errorResponse('Invalid fields (e.g. a subcategory of another category: `subcategoryId`)');

const listRoute = adminRoute('catalog.view', {
  method: 'get',
  path: '/products',
  tags: TAGS,
  summary: 'Products, one page: search over both names, category and status filters, sorts',
  request: { query: ProductListQuerySchema },
  responses: { 200: jsonResponse('One page', AdminProductPageSchema.openapi('AdminProductPage')) },
});

const getRoute = adminRoute('catalog.view', {
  method: 'get',
  path: '/products/{id}',
  tags: TAGS,
  summary: 'One product with its sizes, category and subcategory names',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('The product', Product), 404: notFound },
});

const createRoute = adminRoute('catalog.edit', {
  method: 'post',
  path: '/products',
  tags: TAGS,
  summary: 'Adds a product with its sizes (one transaction); prices in AED, stored as fils',
  request: { body: jsonBody(ProductInputSchema) },
  responses: { 201: jsonResponse('Created', Product), 422: invalid },
});

const replaceRoute = adminRoute('catalog.edit', {
  method: 'put',
  path: '/products/{id}',
  tags: TAGS,
  summary: "Replaces a product's fields and sizes (one transaction)",
  request: { params: uuidParams, body: jsonBody(ProductInputSchema) },
  responses: { 200: jsonResponse('Saved', Product), 404: notFound, 422: invalid },
});

const stockRoute = adminRoute('catalog.stock', {
  method: 'patch',
  path: '/products/{id}/stock',
  tags: TAGS,
  summary: 'Marks the product and/or single sizes sold out or back in stock',
  request: { params: uuidParams, body: jsonBody(StockPatchSchema) },
  responses: { 200: jsonResponse('Saved', Product), 404: notFound, 422: invalid },
});

const deleteRoute = adminRoute('catalog.delete', {
  method: 'delete',
  path: '/products/{id}',
  tags: TAGS,
  summary: 'Deletes a product; one that orders refer to is archived instead (`archived: true`)',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('Deleted or archived', ProductDeletedSchema), 404: notFound },
});

export function productAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listProducts(deps.db, c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getProduct(deps.db, c.req.valid('param').id), 200));
  app.openapi(createRoute, async (c) => c.json(await createProduct(deps.db, c.req.valid('json')), 201));
  app.openapi(replaceRoute, async (c) =>
    c.json(await replaceProduct(deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(stockRoute, async (c) =>
    c.json(await setStock(deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => c.json(await deleteProduct(deps.db, c.req.valid('param').id), 200));
  return app;
}
