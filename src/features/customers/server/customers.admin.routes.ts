import { z } from '@hono/zod-openapi';
import { recordDataExport } from '@/server/auth/security-facts';
import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { csvHeaders, toCsv, type CsvColumn } from '@/server/lib/csv';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  AdminCustomerDetailSchema,
  AdminCustomerPageSchema,
  CustomerFilterSchema,
  CustomerListQuerySchema,
  CustomerUpdateSchema,
} from '../customers.schema';
import {
  deleteCustomer,
  exportCustomers,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customers.service';

const TAGS = ['Admin: customers'];
const notFound = errorResponse('customer_not_found');
const Detail = AdminCustomerDetailSchema.openapi('AdminCustomerDetail');

const listRoute = adminRoute('customers.view', {
  method: 'get',
  path: '/customers',
  tags: TAGS,
  summary:
    'Customers, one page: search over name, e-mail, phone and car plate; sorts; order count, completed count and spend (cancelled orders excluded)',
  request: { query: CustomerListQuerySchema },
  responses: {
    200: jsonResponse('One page', AdminCustomerPageSchema.openapi('AdminCustomerPage')),
    422: errorResponse('Invalid query'),
  },
});

const exportRoute = adminRoute('customers.export', {
  method: 'get',
  path: '/customers/export.csv',
  tags: TAGS,
  summary:
    'Every customer matching the search as customers.csv (RFC 4180, UTF-8 with BOM, formula cells neutralised)',
  request: { query: CustomerFilterSchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    422: errorResponse('Invalid query'),
  },
});

const getRoute = adminRoute('customers.view', {
  method: 'get',
  path: '/customers/{id}',
  tags: TAGS,
  summary: 'One customer with their figures and order history (newest first)',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('The customer', Detail), 404: notFound, 422: errorResponse('Invalid id') },
});

const updateRoute = adminRoute('customers.edit', {
  method: 'patch',
  path: '/customers/{id}',
  tags: TAGS,
  summary: "Changes name, phone and car plate (the e-mail is locked); a linked shop account's name follows",
  request: { params: uuidParams, body: jsonBody(CustomerUpdateSchema) },
  responses: {
    200: jsonResponse('Saved', Detail),
    404: notFound,
    422: errorResponse('Invalid fields (an `email` is refused)'),
  },
});

const deleteRoute = adminRoute('customers.delete', {
  method: 'delete',
  path: '/customers/{id}',
  tags: TAGS,
  summary:
    'Deletes a customer: orders keep their snapshot; a linked customer account (not staff) is deleted with its sessions',
  request: { params: uuidParams },
  responses: {
    200: jsonResponse('Deleted', z.object({ accountDeleted: z.boolean() })),
    404: notFound,
    422: errorResponse('Invalid id'),
  },
});

const CSV_COLUMNS: CsvColumn[] = [
  { en: 'ID', ar: 'المعرّف' },
  { en: 'Name', ar: 'الاسم' },
  { en: 'Email', ar: 'البريد الإلكتروني' },
  { en: 'Phone', ar: 'الهاتف' },
  { en: 'Car Plate', ar: 'رقم اللوحة' },
  { en: 'Created At', ar: 'تاريخ الإنشاء' },
  { en: 'Total Orders', ar: 'عدد الطلبات' },
  { en: 'Total Spent', ar: 'إجمالي الإنفاق' },
];

export function customersAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listCustomers(deps.db, c.req.valid('query')), 200));
  // Before /customers/{id}, which would otherwise take "export.csv" for an id.
  app.openapi(exportRoute, async (c) => {
    const rows = await exportCustomers(deps.db, c.req.valid('query'));
    const csv = toCsv(
      CSV_COLUMNS,
      rows.map((r) => [
        r.id,
        r.name,
        r.email,
        r.phone,
        r.carPlate,
        r.createdAtDubai,
        r.orderCount,
        (r.totalSpentFils / 100).toFixed(2),
      ]),
    );
    await recordDataExport(deps, c, 'customers', rows.length);
    return c.body(csv, 200, csvHeaders('customers.csv'));
  });
  app.openapi(getRoute, async (c) => c.json(await getCustomer(deps.db, c.req.valid('param').id), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(await updateCustomer(deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => c.json(await deleteCustomer(deps.db, c.req.valid('param').id), 200));
  return app;
}
