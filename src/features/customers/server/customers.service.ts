import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Emirate } from '@/common/domain';
import type { Page } from '@/common/pagination';
import { normalizePhone, toLatinDigits } from '@/common/text';
import { plateOfRow } from '@/common/plates';
import { plateColumns } from '@/server/db/plate-columns';
import type { Db } from '@/server/db/client';
import { customers, orders, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { containsPattern } from '@/server/lib/sql-like';
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

/**
 * Case-insensitive "contains" over name, e-mail, phone and car plate (digits in either script).
 * E-mails are stored lower-case and plates drawn upper-case (`AD 5 12345`), so only the name needs lower().
 */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const text = toLatinDigits(q);
  return sql`(lower(c.name) like ${containsPattern(q.toLowerCase())} or c.email like ${containsPattern(text.toLowerCase())}
    or c.phone like ${containsPattern(text)} or c.car_plate like ${containsPattern(text.toUpperCase())})`;
}

/** Order count, completed count and spend (cancelled orders never count as spent). */
const FIGURES = sql`count(*)::int as order_count,
  (count(*) filter (where o.status = 'completed'))::int as completed_count,
  coalesce(sum(o.total_fils) filter (where o.status <> 'cancelled'), 0)::bigint as spent`;

const COLUMNS = sql`c.id, c.name, c.email, c.phone, c.car_plate, c.plate_emirate, c.plate_code, c.plate_number, c.created_at,
  to_char(c.created_at at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI:SS') as created_dubai,
  (c.user_id is not null) as has_account,
  coalesce(s.order_count, 0) as order_count, coalesce(s.completed_count, 0) as completed_count, coalesce(s.spent, 0) as spent`;

const ORDER_BY: Record<CustomerSort, SQL> = {
  newest: sql`c.created_at desc, c.id`,
  oldest: sql`c.created_at asc, c.id`,
  'name-asc': sql`lower(c.name) asc, c.id`,
  'name-desc': sql`lower(c.name) desc, c.id`,
  'most-spent': sql`coalesce(s.spent, 0) desc, c.created_at desc, c.id`,
  'most-orders': sql`coalesce(s.order_count, 0) desc, c.created_at desc, c.id`,
};
const BY_FIGURES: CustomerSort[] = ['most-spent', 'most-orders'];

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  car_plate: string | null;
  plate_emirate: Emirate | null;
  plate_code: string | null;
  plate_number: string | null;
  created_at: string | Date;
  created_dubai: string;
  has_account: boolean;
  order_count: number;
  completed_count: number;
  spent: number;
}

const toIso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

const toCustomer = (r: Row): AdminCustomer => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  plate: plateOfRow({ plateEmirate: r.plate_emirate, plateCode: r.plate_code, plateNumber: r.plate_number }),
  carPlate: r.car_plate,
  createdAt: toIso(r.created_at),
  hasAccount: r.has_account,
  orderCount: Number(r.order_count),
  completedCount: Number(r.completed_count),
  totalSpentFils: Number(r.spent),
});

// Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`.
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Customers with their figures, in one statement. Sorted by a customer's own column and paged,
 * the page is cut first and only its customers' orders are read (index on orders.customer_id);
 * sorted by the figures, or exported whole, every customer's figures come from one GROUP BY pass.
 */
async function selectCustomers(
  db: Db,
  filter: CustomerFilter & { id?: string },
  page?: { limit: number; offset: number },
) {
  const conditions = [searchWhere(filter.q), filter.id ? sql`c.id = ${filter.id}` : undefined].filter(
    Boolean,
  ) as SQL[];
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  if (page && !BY_FIGURES.includes(filter.sort)) {
    return rowsOf<Row>(
      db,
      sql`
      select ${COLUMNS}
        from (select * from ${customers} c ${where} order by ${ORDER_BY[filter.sort]} ${paging}) c
        cross join lateral (select ${FIGURES} from ${orders} o where o.customer_id = c.id) s
       order by ${ORDER_BY[filter.sort]}`,
    );
  }
  return rowsOf<Row>(
    db,
    sql`
    select ${COLUMNS}
      from ${customers} c
      left join (select o.customer_id, ${FIGURES} from ${orders} o where o.customer_id is not null group by o.customer_id) s
        on s.customer_id = c.id
      ${where}
     order by ${ORDER_BY[filter.sort]}
     ${paging}`,
  );
}

/** One page of customers matching the search, in the chosen order, with their order figures. */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<Page<AdminCustomer>> {
  const search = searchWhere(query.q);
  const [rows, [count]] = await Promise.all([
    selectCustomers(db, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${customers} c ${search ? sql`where ${search}` : sql``}`,
    ),
  ]);
  return {
    rows: rows.map(toCustomer),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A customer with their figures and their most recent orders, newest first. */
export async function getCustomer(db: Db, id: string): Promise<AdminCustomerDetail> {
  const [row] = await selectCustomers(db, { sort: 'newest', id }, { limit: 1, offset: 0 });
  if (!row) throw new AppError('customer_not_found', 404);
  const history = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      totalFils: orders.totalFils,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.customerId, id))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(CUSTOMER_HISTORY_LIMIT);
  return { ...toCustomer(row), orders: history.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })) };
}

/**
 * Name, phone and car plate (as the customer's own profile saves them). A customer who has
 * a shop account keeps its name in step; a staff account's name is not changed from here.
 */
export async function updateCustomer(
  db: Db,
  id: string,
  input: CustomerUpdate,
): Promise<AdminCustomerDetail> {
  const values = {
    name: input.name,
    phone: input.phone ? normalizePhone(input.phone) : null,
    ...plateColumns(input.plate),
  };
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customers)
      .set(values)
      .where(eq(customers.id, id))
      .returning({ userId: customers.userId });
    if (!updated) throw new AppError('customer_not_found', 404);
    if (updated.userId) {
      await tx
        .update(users)
        .set({ name: input.name })
        .where(and(eq(users.id, updated.userId), eq(users.role, 'customer')));
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
    const [gone] = await tx
      .delete(customers)
      .where(eq(customers.id, id))
      .returning({ userId: customers.userId });
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
