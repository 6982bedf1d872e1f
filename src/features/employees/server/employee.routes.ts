import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, type Deps } from '@/server/deps';
import { activeEmployees } from './employee.service';

const listRoute = createRoute({
  method: 'get',
  path: '/employees',
  tags: ['Employees'],
  summary: 'Active employees (id and both names), for the checkout',
  responses: {
    200: {
      description: 'Employees',
      content: { 'application/json': { schema: z.array(z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() })).openapi('EmployeeOption') } },
    },
  },
});

export function employeeRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await activeEmployees(deps.db), 200));
  return app;
}
