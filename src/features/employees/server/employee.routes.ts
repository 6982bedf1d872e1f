import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import { createRouter, type Deps } from '@/server/deps';
import type { EmployeeOption } from '@/features/orders/orders.schema';

/** Active employees for the checkout's "sales employee" choice (the client sorts per language). */
export async function activeEmployees(db: Db): Promise<EmployeeOption[]> {
  return db
    .select({ id: employees.id, nameEn: employees.nameEn, nameAr: employees.nameAr })
    .from(employees)
    .where(eq(employees.status, 'active'))
    .orderBy(asc(employees.nameEn));
}

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
