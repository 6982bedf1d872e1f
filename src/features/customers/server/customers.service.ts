import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/common/pagination';
import { normalizeCarPlate, normalizePhone, toLatinDigits } from '@/common/text';
import type { Db } from '@/server/db/client';
import { customers, orders, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import {
  CUSTOMER_HISTORY_LIMIT,
  type AdminCustomer,
  type AdminCustomerDetail,
  type CustomerFilter,
  type CustomerListQuery,
  type CustomerSort,
  type CustomerUpdate,
} from '../customers.schema';

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Case-insensitive "contains" over name, e-mail, phone and car plate (digits in either script). */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const text = `%${likeEscape(q)}%`;
  const digits = `%${likeEscape(toLatinDigits(q))}%`;
  return sql`(${customers.name} ilike ${text} or ${customers.email} ilike ${text}
    or ${customers.phone} ilike ${digits} or ${customers.carPlate} ilike ${digits})`;
}

/** Each customer's order count, completed count and spend, in one pass over their orders (index on customer_id). */
const stats = sql`lateral (
  select count(*)::int as order_count,
         (count(*) filter (where o.status = 'completed'))::int as completed_count,
         coalesce(sum(o.total_fils) filter (where o.status <> 'cancelled'), 0)::int as spent
    from ${orders} o where o.customer_id = ${customers.id}) s`;

const ORDER_BY: Record<CustomerSort, SQL> = {
  newest: sql`${customers.createdAt} desc, ${customers.id}`,
  oldest: sql`${customers.createdAt} asc, ${customers.id}`,
  'name-asc': sql`lower(${customers.name}) asc, ${customers.id}`,
  'name-desc': sql`lower(${customers.name}) desc, ${customers.id}`,
  'most-spent': sql`s.spent desc, ${customers.createdAt} desc, ${customers.id}`,
  'most-orders': sql`s.order_count desc, ${customers.createdAt} desc, ${customers.id}`,
};

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  car_plate: string | null;
  created_at: string | Date;
  created_dubai: string;
  has_account: boolean;
  order_count: number;
  completed_count: number;
  spent: number;
  total?: number;
}

const toIso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

const toCustomer = (r: Row): AdminCustomer => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  carPlate: r.car_plate,
  createdAt: toIso(r.created_at),
  hasAccount: r.has_account,
  orderCount: Number(r.order_count),
  completedCount: Number(r.completed_count),
  totalSpentFils: Number(r.spent),
});

/** Customers with their figures, one statement: filter, sort and page (or all rows when `page` is omitted). */
async function selectCustomers(db: Db, filter: CustomerFilter & { id?: string }, page?: { limit: number; offset: number }) {
  const conditions = [searchWhere(filter.q), filter.id ? sql`${customers.id} = ${filter.id}` : undefined].filter(Boolean) as SQL[];
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  // Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`.
  const result = (await db.execute(sql`
    select ${customers.id} as id, ${customers.name} as name, ${customers.email} as email,
           ${customers.phone} as phone, ${customers.carPlate} as car_plate, ${customers.createdAt} as created_at,
           to_char(${customers.createdAt} at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI:SS') as created_dubai,
           (${customers.userId} is not null) as has_account,
           s.order_count, s.completed_count, s.spent, count(*) over ()::int as total
      from ${customers} cross join ${stats}
      ${where}
     order by ${ORDER_BY[filter.sort]}
     ${paging}`)) as unknown as { rows: Row[] };
  return result.rows;
}

/** One page of customers matching the search, in the chosen order, with their order figures. */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<Page<AdminCustomer>> {
  const rows = await selectCustomers(db, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && query.page > 1) total = (await selectCustomers(db, query, { limit: 1, offset: 0 }))[0]?.total ?? 0;
  return { rows: rows.map(toCustomer), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** A customer with their figures and their most recent orders, newest first. */
export async function getCustomer(db: Db, id: string): Promise<AdminCustomerDetail> {
  const [row] = await selectCustomers(db, { sort: 'newest', id });
  if (!row) throw new AppError('customer_not_found', 404);
  const history = await db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, totalFils: orders.totalFils, status: orders.status })
    .from(orders)
    .where(eq(orders.customerId, id))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(CUSTOMER_HISTORY_LIMIT);
  return { ...toCustomer(row), orders: history.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })) };
}

/**
 * Name, phone and car plate (normalised as the customer's own profile does). A customer who has
 * a shop account keeps its name in step; a staff account's name is not changed from here.
 */
export async function updateCustomer(db: Db, id: string, input: CustomerUpdate): Promise<AdminCustomerDetail> {
  const values = {
    name: input.name,
    phone: input.phone ? normalizePhone(input.phone) : null,
    carPlate: input.carPlate ? normalizeCarPlate(input.carPlate) : null,
  };
  await db.transaction(async (tx) => {
    const [updated] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning({ userId: customers.userId });
    if (!updated) throw new AppError('customer_not_found', 404);
    if (updated.userId) {
      await tx.update(users).set({ name: input.name }).where(and(eq(users.id, updated.userId), eq(users.role, 'customer')));
    }
  });
  return getCustomer(db, id);
}

/**
 * Deletes a customer record. Their orders stay, with the name, e-mail, phone and plate they were
 * placed with (orders.customer_id becomes null). A shop account linked to the record (role
 * `customer`) is deleted too, with its sessions and password, so nobody signs in to an emptied
 * profile; a staff account is never deleted from here (it only loses the link).
 */
export async function deleteCustomer(db: Db, id: string): Promise<{ accountDeleted: boolean }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(customers).where(eq(customers.id, id)).returning({ userId: customers.userId });
    if (!gone) throw new AppError('customer_not_found', 404);
    if (!gone.userId) return { accountDeleted: false };
    // Sessions and the credential row go with the user (ON DELETE CASCADE).
    const deleted = await tx
      .delete(users)
      .where(and(eq(users.id, gone.userId), eq(users.role, 'customer')))
      .returning({ id: users.id });
    return { accountDeleted: deleted.length > 0 };
  });
}

export interface CustomerCsvRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  carPlate: string | null;
  /** Asia/Dubai, `yyyy-MM-dd HH:mm:ss`. */
  createdAtDubai: string;
  orderCount: number;
  totalSpentFils: number;
}

/** Every customer matching the search, in the chosen order (the CSV export). */
export async function exportCustomers(db: Db, filter: CustomerFilter): Promise<CustomerCsvRow[]> {
  const rows = await selectCustomers(db, filter);
  return rows.map((r) => ({ ...toCustomer(r), createdAtDubai: r.created_dubai }));
}
