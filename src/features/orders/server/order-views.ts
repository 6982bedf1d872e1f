import { asc, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { employees, orderItems, type Order } from '@/server/db/schema';
import type { OrderView } from '../orders.schema';
import { plateOfRow } from '@/common/plates';

/**
 * Orders as the customer sees them, with items and employee names: two queries for any number
 * of orders (no N+1).
 */
export async function toOrderViews(db: Db, rows: Order[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const employeeIds = [...new Set(rows.map((o) => o.employeeId).filter((e): e is string => !!e))];
  const [items, staff] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    employeeIds.length
      ? db.select({ id: employees.id, nameEn: employees.nameEn, nameAr: employees.nameAr }).from(employees).where(inArray(employees.id, employeeIds))
      : Promise.resolve([]),
  ]);
  const staffById = new Map(staff.map((e) => [e.id, { nameEn: e.nameEn, nameAr: e.nameAr }]));
  const itemsByOrder = new Map<string, typeof items>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId);
    if (list) list.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  return rows.map((o) => ({
    id: o.id,
    number: o.number,
    shortId: `#${o.number}`,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    createdAt: o.createdAt.toISOString(),
    customerName: o.customerName,
    carPlate: o.carPlate,
    plate: plateOfRow(o),
    arrivedAt: o.arrivedAt?.toISOString() ?? null,
    arrivalNote: o.arrivalNote,
    promisedAt: o.promisedAt?.toISOString() ?? null,
    readyInMinutes: null,
    totalFils: o.totalFils,
    vatFils: o.vatFils,
    vatRateBp: o.vatRateBp,
    employee: o.employeeId ? (staffById.get(o.employeeId) ?? null) : null,
    items: (itemsByOrder.get(o.id) ?? []).map((i) => ({ productId: i.productId, nameEn: i.nameEn, nameAr: i.nameAr, size: i.size, unitPriceFils: i.unitPriceFils, quantity: i.quantity })),
  }));
}
