import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/common/pagination';
import { normalizePhone, toLatinDigits } from '@/common/text';
import type { Db } from '@/server/db/client';
import { employees, orders } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/lib/db-errors';
import { AppError } from '@/server/lib/errors';
import { containsPattern } from '@/server/lib/sql-like';
import type {
  AdminEmployee,
  EmployeeDeleted,
  EmployeeFilter,
  EmployeeInput,
  EmployeeListQuery,
} from '../employees.schema';

/** Case-insensitive "contains" over both names, e-mail, phone (digits in either script), departments and job titles (both languages). */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lower = containsPattern(q.toLowerCase());
  const digits = containsPattern(toLatinDigits(q).toLowerCase());
  return sql`(lower(${employees.nameEn}) like ${lower} or ${employees.nameAr} like ${containsPattern(q)}
    or lower(coalesce(${employees.email}, '')) like ${digits} or coalesce(${employees.phone}, '') like ${digits}
    or lower(coalesce(${employees.departmentEn}, '')) like ${lower} or lower(coalesce(${employees.positionEn}, '')) like ${lower}
    or lower(coalesce(${employees.departmentAr}, '')) like ${lower} or lower(coalesce(${employees.positionAr}, '')) like ${lower})`;
}

function filterWhere(f: EmployeeFilter): SQL | undefined {
  return and(
    searchWhere(f.q),
    f.role ? eq(employees.role, f.role) : undefined,
    f.status ? eq(employees.status, f.status) : undefined,
  );
}

function orderBy(f: EmployeeFilter): SQL[] {
  const name = f.lang === 'en' ? sql`lower(${employees.nameEn})` : sql`${employees.nameAr}`;
  switch (f.sort) {
    case 'name-asc':
      return [asc(name), asc(employees.id)];
    case 'name-desc':
      return [desc(name), asc(employees.id)];
    case 'newest':
      return [desc(employees.createdAt), asc(employees.id)];
    case 'oldest':
      return [asc(employees.createdAt), asc(employees.id)];
  }
}

/**
 * Orders credited to the employee, counted through orders_employee_idx in the same statement.
 * The outer column is written out in full: drizzle leaves a single table's columns unqualified,
 * which inside the subquery would name the order's own id.
 */
const orderCount = sql<number>`(select count(*)::int from ${orders} o where o.employee_id = "employees"."id")`;

const COLUMNS = {
  id: employees.id,
  nameEn: employees.nameEn,
  nameAr: employees.nameAr,
  email: employees.email,
  phone: employees.phone,
  role: employees.role,
  departmentEn: employees.departmentEn,
  departmentAr: employees.departmentAr,
  positionEn: employees.positionEn,
  positionAr: employees.positionAr,
  hireDate: employees.hireDate,
  employmentType: employees.employmentType,
  status: employees.status,
  profileImage: employees.profileImage,
  createdAt: employees.createdAt,
  orderCount,
};

type Row = Omit<AdminEmployee, 'createdAt'> & { createdAt: Date };
const toEmployee = (r: Row): AdminEmployee => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  orderCount: Number(r.orderCount),
});

/** One page of employees matching the search and filters, in the chosen order. */
export async function listEmployees(db: Db, query: EmployeeListQuery): Promise<Page<AdminEmployee>> {
  const where = filterWhere(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(employees)
      .where(where)
      .orderBy(...orderBy(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(where),
  ]);
  return {
    rows: rows.map(toEmployee),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every employee matching the filters, in the chosen order (the CSV export). */
export async function exportEmployees(db: Db, filter: EmployeeFilter): Promise<AdminEmployee[]> {
  const rows = await db
    .select(COLUMNS)
    .from(employees)
    .where(filterWhere(filter))
    .orderBy(...orderBy(filter));
  return rows.map(toEmployee);
}

export async function getEmployee(db: Db, id: string): Promise<AdminEmployee> {
  const [row] = await db.select(COLUMNS).from(employees).where(eq(employees.id, id));
  if (!row) throw new AppError('employee_not_found', 404);
  return toEmployee(row);
}

const emailTaken = () =>
  new AppError('employee_email_taken', 422, [
    { path: 'email', code: 'employee_email_taken', message: 'admin-employees:validation.emailTaken' },
  ]);

/** The stored form of the input: e-mail lower-case, phone as customers' are, blanks as null. */
function valuesOf(input: EmployeeInput) {
  const blank = (s: string | undefined) => (s ? s : null);
  return {
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    email: input.email.toLowerCase(),
    phone: input.phone ? normalizePhone(input.phone) : null,
    role: input.role,
    departmentEn: blank(input.departmentEn),
    departmentAr: blank(input.departmentAr),
    positionEn: blank(input.positionEn),
    positionAr: blank(input.positionAr),
    hireDate: blank(input.hireDate),
    employmentType: input.employmentType,
    status: input.status,
    profileImage: input.profileImage ?? null,
  };
}

/** Is the e-mail another employee's (whatever its case)? */
async function emailInUse(db: Db, email: string, except?: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(sql`lower(${employees.email})`, email.toLowerCase()),
        except ? ne(employees.id, except) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Runs a write, turning a lost race on the unique e-mail index into the same clear refusal. */
async function guarded<T>(
  db: Db,
  email: string,
  except: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (await emailInUse(db, email, except)) throw emailTaken();
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
}

export async function createEmployee(db: Db, input: EmployeeInput): Promise<AdminEmployee> {
  const values = valuesOf(input);
  const [made] = await guarded(db, values.email, undefined, () =>
    db.insert(employees).values(values).returning({ id: employees.id }),
  );
  return getEmployee(db, made!.id);
}

export async function updateEmployee(db: Db, id: string, input: EmployeeInput): Promise<AdminEmployee> {
  const values = valuesOf(input);
  const [updated] = await guarded(db, values.email, id, () =>
    db.update(employees).set(values).where(eq(employees.id, id)).returning({ id: employees.id }),
  );
  if (!updated) throw new AppError('employee_not_found', 404);
  return getEmployee(db, id);
}

/**
 * Deletes an employee, unless orders are credited to them: then they are made inactive (no
 * longer offered, kept for the orders' history and the dashboard) and `{ deactivated: true }`
 * says so. orders.employee_id would otherwise be set to null by the foreign key, losing history.
 */
export async function deleteEmployee(db: Db, id: string): Promise<EmployeeDeleted> {
  return db.transaction(async (tx) => {
    // Locked: an order being placed for them waits (its foreign key check) until this is decided.
    const [row] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.id, id))
      .for('update');
    if (!row) throw new AppError('employee_not_found', 404);
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.employeeId, id)).limit(1);
    if (used) {
      await tx.update(employees).set({ status: 'inactive' }).where(eq(employees.id, id));
      return { deactivated: true };
    }
    await tx.delete(employees).where(eq(employees.id, id));
    return { deactivated: false };
  });
}
