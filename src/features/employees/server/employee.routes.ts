import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { activeEmployees } from './employee.service';

const listRoute = createRoute({
  method: 'get',
  path: '/employees',
  tags: ['Employees'],
  summary:
    'Active employees (id and both names), for the checkout, in the alphabetical order of `lang` (Arabic by default)',
  request: { query: z.object({ lang: z.enum(['ar', 'en']).default('ar') }) },
  responses: {
    200: {
      description: 'Employees',
      content: {
        'application/json': {
          schema: z
            .array(z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() }))
            .openapi('EmployeeOption'),
        },
      },
    },
    422: errorResponse('An unknown language'),
  },
});

export function employeeRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await activeEmployees(deps.db, c.req.valid('query').lang), 200));
  return app;
}
