import { and, asc, count, desc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@/common/domain';
import type { Page } from '@/common/pagination';
import { normalizeCarPlate, toLatinDigits } from '@/common/text';
import { plateOfRow } from '@/common/plates';
import type { Emirate } from '@/common/domain';
import type { Db } from '@/server/db/client';
import { employees, orderItems, orders } from '@/server/db/schema';
import { containsPattern } from '@/server/lib/sql-like';
import type { AdminOrderRow, AdminOrdersQuery, EmployeeChoice, OrderSort } from '../orders.admin.schema';

/** `%text%` for ILIKE, with the text's own wildcards taken literally. */

/**
 * What the search box matches: the customer's name (contains, any case), the car plate (as
 * plates are stored: upper case, Latin digits), and, when the text is a number (`1042`, `#1042`,
 * Arabic digits too), the order with that number. `lower() LIKE` and a plain LIKE on the
 * normalised plate cost less per row than ILIKE, which matters when every row is read.
 */
function searchCondition(text: string): SQL {
  const parts: SQL[] = [
    sql`lower(${orders.customerName}) like lower(${containsPattern(text)})`,
    like(orders.carPlate, containsPattern(normalizeCarPlate(text))),
  ];
  const digits = toLatinDigits(text).trim().replace(/^#\s*/, '');
  if (/^\d{1,9}$/.test(digits)) parts.push(eq(orders.number, Number(digits)));
  // A plate's number alone (`12345`) finds it whatever its emirate or code (orders_plate_number_idx).
  if (/^[1-9]\d{0,4}$/.test(digits)) parts.push(eq(orders.plateNumber, digits));
  return or(...parts)!;
}

/** Each sort follows an index: (status, created_at), created_at, (employee_id, created_at), total_fils. */
export const SORTS: Record<OrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.number)],
  oldest: [asc(orders.createdAt), asc(orders.number)],
  highest: [desc(orders.totalFils), desc(orders.number)],
  lowest: [asc(orders.totalFils), desc(orders.number)],
};

export function listFilter(
  q: Pick<AdminOrdersQuery, 'q' | 'status' | 'employee'> & Partial<Pick<AdminOrdersQuery, 'payment'>>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(orders.status, q.status));
  if (q.payment) conditions.push(eq(orders.paymentStatus, q.payment));
  if (q.employee === 'unassigned') conditions.push(isNull(orders.employeeId));
  else if (q.employee) conditions.push(eq(orders.employeeId, q.employee));
  if (q.q) conditions.push(searchCondition(q.q));
  return conditions.length ? and(...conditions) : undefined;
}

/** Units ordered over all of an order's lines. */
export const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** The columns every staff view of an order starts from, employee joined. */
export const orderRowColumns = {
  id: orders.id,
  number: orders.number,
  customerName: orders.customerName,
  carPlate: orders.carPlate,
  plateEmirate: orders.plateEmirate,
  plateCode: orders.plateCode,
  plateNumber: orders.plateNumber,
  totalFils: orders.totalFils,
  refundedFils: orders.refundedFils,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
  employeeId: employees.id,
  employeeNameEn: employees.nameEn,
  employeeNameAr: employees.nameAr,
};

/** A row selected with `orderRowColumns` and `itemCount`. */
export interface OrderRowData {
  id: string;
  number: number;
  customerName: string;
  carPlate: string;
  plateEmirate: Emirate | null;
  plateCode: string | null;
  plateNumber: string | null;
  totalFils: number;
  refundedFils: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  employeeId: string | null;
  employeeNameEn: string | null;
  employeeNameAr: string | null;
  itemCount: number;
}

/** The sales employee of a row joined with `employees` (null when none). */
export const employeeRef = (r: Pick<OrderRowData, 'employeeId' | 'employeeNameEn' | 'employeeNameAr'>) =>
  r.employeeId ? { id: r.employeeId, nameEn: r.employeeNameEn ?? '', nameAr: r.employeeNameAr ?? '' } : null;

export function toRow(r: OrderRowData): AdminOrderRow {
  return {
    id: r.id,
    number: r.number,
    customerName: r.customerName,
    carPlate: r.carPlate,
    plate: plateOfRow(r),
    totalFils: r.totalFils,
    refundedFils: r.refundedFils,
    status: r.status,
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
    createdAt: r.createdAt.toISOString(),
    employee: employeeRef(r),
    itemCount: r.itemCount,
  };
}

/**
 * One page of the orders table, counted and cut in SQL (no row beyond the page leaves the
 * database; items are summed for the page's rows only).
 * - Filters and sorts alone: two statements the indexes answer (an index-only count, and a page
 *   read in index order that stops after the page).
 * - A text search reads every row whatever happens (no index serves "contains"): one statement
 *   then, the count taken over the same scan (`count(*) over ()`), instead of scanning twice.
 */
export async function listOrders(db: Db, q: AdminOrdersQuery): Promise<Page<AdminOrderRow>> {
  const where = listFilter(q);
  const page = (extra: { total?: SQL<number> } = {}) =>
    db
      .select({ ...orderRowColumns, itemCount, ...extra })
      .from(orders)
      .leftJoin(employees, eq(employees.id, orders.employeeId))
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
  const countAll = async () => (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;

  if (q.q) {
    const rows = await page({ total: sql<number>`(count(*) over ())::int` });
    // Past the last page no row carries the count: ask for it.
    const total = rows[0]?.total ?? (await countAll());
    return { rows: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
  }
  const [total, rows] = await Promise.all([countAll(), page()]);
  return { rows: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
}

/** Every employee (inactive ones too: they have past orders), for the orders filter. */
export async function employeeChoices(db: Db): Promise<EmployeeChoice[]> {
  const rows = await db
    .select({
      id: employees.id,
      nameEn: employees.nameEn,
      nameAr: employees.nameAr,
      status: employees.status,
    })
    .from(employees)
    .orderBy(asc(employees.nameEn));
  return rows.map(({ status, ...e }) => ({ ...e, active: status === 'active' }));
}
