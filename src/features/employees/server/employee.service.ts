import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import type { Locale } from '@/common/locales';
import { collator } from '@/common/intl-cache';
import type { EmployeeOption } from '@/features/orders';

/**
 * Active employees for the checkout's "sales employee" choice, in the alphabetical order of the
 * language the names are shown in (sorted here: a phone need not load collation data for it).
 */
export async function activeEmployees(db: Db, locale: Locale): Promise<EmployeeOption[]> {
  const list = await db
    .select({ id: employees.id, nameEn: employees.nameEn, nameAr: employees.nameAr })
    .from(employees)
    .where(eq(employees.status, 'active'));
  const names = collator(locale);
  const nameOf = (e: EmployeeOption) => (locale === 'ar' ? e.nameAr : e.nameEn);
  return list.sort((a, b) => names.compare(nameOf(a), nameOf(b)) || a.id.localeCompare(b.id));
}
