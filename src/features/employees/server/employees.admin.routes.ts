import { z } from '@hono/zod-openapi';
import { recordDataExport } from '@/server/auth/security-facts';
import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { csvHeaders, toCsv } from '@/server/lib/csv';
import { EMPLOYEE_CSV_COLUMNS, EMPLOYEE_CSV_WORDS } from './employees-csv';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  AdminEmployeePageSchema,
  AdminEmployeeSchema,
  EmployeeDeletedSchema,
  EmployeeFilterSchema,
  EmployeeInputSchema,
  EmployeeListQuerySchema,
} from '../employees.schema';
import {
  createEmployee,
  deleteEmployee,
  exportEmployees,
  listEmployees,
  updateEmployee,
} from './employees-admin.service';

const TAGS = ['Admin: employees'];
const notFound = errorResponse('employee_not_found');
const Employee = AdminEmployeeSchema.openapi('AdminEmployee');
const invalid = errorResponse(
  'Invalid fields, or employee_email_taken (another employee has this e-mail, whatever its case)',
);

const listRoute = adminRoute('employees.view', {
  method: 'get',
  path: '/employees',
  tags: TAGS,
  summary:
    'Employees, one page: search over both names, e-mail, phone, departments and job titles (both languages); role and status filters; sorts',
  request: { query: EmployeeListQuerySchema },
  responses: {
    200: jsonResponse('One page', AdminEmployeePageSchema.openapi('AdminEmployeePage')),
    422: errorResponse('Invalid query'),
  },
});

const exportRoute = adminRoute('employees.view', {
  method: 'get',
  path: '/employees/export.csv',
  tags: TAGS,
  summary:
    'Every employee matching the filters as employees.csv (RFC 4180, UTF-8 with BOM, formula cells neutralised); Name in `lang`',
  request: { query: EmployeeFilterSchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    422: errorResponse('Invalid query'),
  },
});

const createRoute = adminRoute('employees.manage', {
  method: 'post',
  path: '/employees',
  tags: TAGS,
  summary: 'Adds an employee (defaults: role staff, status active, full-time)',
  request: { body: jsonBody(EmployeeInputSchema) },
  responses: { 201: jsonResponse('Added', Employee), 422: invalid },
});

const updateRoute = adminRoute('employees.manage', {
  method: 'patch',
  path: '/employees/{id}',
  tags: TAGS,
  summary: 'Saves every field of an employee (as the form sends them)',
  request: { params: uuidParams, body: jsonBody(EmployeeInputSchema) },
  responses: { 200: jsonResponse('Saved', Employee), 404: notFound, 422: invalid },
});

const deleteRoute = adminRoute('employees.manage', {
  method: 'delete',
  path: '/employees/{id}',
  tags: TAGS,
  summary:
    'Deletes an employee; one that orders are credited to is made inactive instead (`deactivated: true`)',
  request: { params: uuidParams },
  responses: {
    200: jsonResponse('Deleted or deactivated', EmployeeDeletedSchema),
    404: notFound,
    422: errorResponse('Invalid id'),
  },
});

export function employeesAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listEmployees(deps.db, c.req.valid('query')), 200));
  // Before /employees/{id} routes could take "export.csv" for an id.
  app.openapi(exportRoute, async (c) => {
    const filter = c.req.valid('query');
    const rows = await exportEmployees(deps.db, filter);
    const words = EMPLOYEE_CSV_WORDS[filter.lang];
    const csv = toCsv(
      EMPLOYEE_CSV_COLUMNS,
      rows.map((e) => [
        e.id,
        filter.lang === 'en' ? e.nameEn : e.nameAr,
        e.email,
        e.phone,
        words.roles[e.role],
        e.departmentEn,
        e.departmentAr,
        e.positionEn,
        e.positionAr,
        words.statuses[e.status],
        e.hireDate,
      ]),
    );
    await recordDataExport(deps, c, 'employees', rows.length);
    return c.body(csv, 200, csvHeaders('employees.csv'));
  });
  app.openapi(createRoute, async (c) => c.json(await createEmployee(deps.db, c.req.valid('json')), 201));
  app.openapi(updateRoute, async (c) =>
    c.json(await updateEmployee(deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => c.json(await deleteEmployee(deps.db, c.req.valid('param').id), 200));
  return app;
}
