import { asc, eq } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/common/dates';
import type { OrderStatus } from '@/common/domain';
import type { Db } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { toCsv, type CsvColumn } from '@/server/lib/csv';
import type { AdminOrdersExportQuery } from '../orders.admin.schema';
import { invoiceLine } from '../invoice-line';
import { listFilter, SORTS } from './orders-admin.service';

/** More lines than this in one file is a job for a database export, not a download. */
export const MAX_EXPORT_LINES = 50_000;

const COLUMNS: CsvColumn[] = [
  { en: 'Order', ar: 'الطلب' },
  { en: 'Date', ar: 'التاريخ' },
  { en: 'Status', ar: 'الحالة' },
  { en: 'Customer', ar: 'العميل' },
  { en: 'Car Plate', ar: 'رقم اللوحة' },
  { en: 'Bay', ar: 'الموقف' },
  { en: 'Item', ar: 'الصنف' },
  { en: 'Size', ar: 'الحجم' },
  { en: 'Quantity', ar: 'الكمية' },
  { en: 'Size Price', ar: 'سعر الحجم' },
  { en: 'Options', ar: 'الخيارات' },
  { en: 'Options Price', ar: 'سعر الخيارات' },
  { en: 'Unit Price', ar: 'سعر الوحدة' },
  { en: 'Line Total', ar: 'إجمالي السطر' },
  { en: 'Note', ar: 'ملاحظة' },
];

/** The status words of the CSV (sizes are named as they were when ordered). */
const STATUSES = {
  en: {
    awaiting_payment: 'Awaiting payment',
    scheduled: 'Scheduled',
    pending: 'Received',
    processing: 'Being prepared',
    ready: 'Ready',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  ar: {
    awaiting_payment: 'بانتظار الدفع',
    scheduled: 'مجدول',
    pending: 'تم الاستلام',
    processing: 'قيد التحضير',
    ready: 'جاهز',
    completed: 'مكتمل',
    cancelled: 'ملغى',
  },
} satisfies Record<'en' | 'ar', Record<OrderStatus, string>>;

const aed = (fils: number) => (fils / 100).toFixed(2);
/** `2026-11-26 14:05` in shop time (sv-SE writes ISO-like dates). */
const shopTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * Every line of the orders the list shows (same search, filters and sort), one row each: the
 * order's plate and the bay the customer said they were at (its name then, empty when none), and
 * what the money documents carry: the size's price, the options listed on paper (those that
 * differ from the default, and any with a price, as "Honey (+2.00)"), their sum, the unit price
 * (size + options), the line's total and the customer's note. Size Price + Options Price = Unit
 * Price; Unit Price × Quantity = Line Total, as on the tax invoice.
 */
export async function orderLinesCsv(
  db: Db,
  q: AdminOrdersExportQuery,
): Promise<{ csv: string; lines: number }> {
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: orders.customerName,
      carPlate: orders.carPlate,
      bayName: orders.bayName,
      nameEn: orderItems.nameEn,
      nameAr: orderItems.nameAr,
      sizeNameEn: orderItems.sizeNameEn,
      sizeNameAr: orderItems.sizeNameAr,
      quantity: orderItems.quantity,
      unitPriceFils: orderItems.unitPriceFils,
      options: orderItems.options,
      note: orderItems.note,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(listFilter(q))
    .orderBy(...SORTS[q.sort], asc(orderItems.position))
    .limit(MAX_EXPORT_LINES);
  const ar = q.lang === 'ar';
  const csv = toCsv(
    COLUMNS,
    rows.map((r) => {
      const line = invoiceLine(r);
      return [
        r.number,
        shopTime.format(r.createdAt),
        STATUSES[q.lang][r.status],
        r.customerName,
        r.carPlate,
        r.bayName ?? '',
        ar ? r.nameAr : r.nameEn,
        ar ? r.sizeNameAr : r.sizeNameEn,
        r.quantity,
        aed(line.baseFils),
        line.options
          .map((o) => `${ar ? o.nameAr : o.nameEn}${o.priceFils > 0 ? ` (+${aed(o.priceFils)})` : ''}`)
          .join('; '),
        aed(r.unitPriceFils - line.baseFils),
        aed(r.unitPriceFils),
        aed(r.unitPriceFils * r.quantity),
        r.note ?? '',
      ];
    }),
  );
  return { csv, lines: rows.length };
}
