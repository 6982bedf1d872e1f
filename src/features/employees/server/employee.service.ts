import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import type { EmployeeOption } from '@/features/orders/orders.schema';

/** Active employees for the checkout's "sales employee" choice (the client sorts per language). */
export async function activeEmployees(db: Db): Promise<EmployeeOption[]> {
  return db
    .select({ id: employees.id, nameEn: employees.nameEn, nameAr: employees.nameAr })
    .from(employees)
    .where(eq(employees.status, 'active'))
    .orderBy(asc(employees.nameEn));
}
