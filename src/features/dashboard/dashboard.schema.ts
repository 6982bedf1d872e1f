import { z } from 'zod';
import { dayString } from '@/common/day-schema';
import { PAYMENT_METHODS } from '@/common/domain';

/** Back-office dashboard: the query and the answer, shared by the screen and the admin API. */

export const DASHBOARD_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Days each fixed period covers, ending with the current Asia/Dubai day. */
export const PERIOD_DAYS = { today: 1, week: 7, month: 30 } as const;
/** The longest custom range, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to` (`YYYY-MM-DD`), both included. */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** Why a custom range cannot be asked for (its error code and translation key), or undefined when it can. */
export function customRangeProblem(from?: string, to?: string) {
  if (!from || !to)
    return {
      code: 'dates_required',
      path: from ? 'to' : 'from',
      message: 'admin-dashboard:validation.datesRequired',
    } as const;
  const days = daysBetween(from, to);
  if (!(days >= 1))
    return {
      code: 'date_range_invalid',
      path: 'to',
      message: 'admin-dashboard:validation.rangeOrder',
    } as const;
  if (days > MAX_RANGE_DAYS)
    return {
      code: 'date_range_too_long',
      path: 'to',
      message: 'admin-dashboard:validation.rangeTooLong',
    } as const;
  return undefined;
}

const DayStringSchema = dayString('admin-dashboard:validation.date');

/** `?period=today|week|month|custom&from=&to=` (from and to only for custom, both required then). */
export const DashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('week'),
  from: DayStringSchema.optional(),
  to: DayStringSchema.optional(),
  /** Names in the CSV downloads: the screen's language. */
  lang: z.enum(['ar', 'en']).default('en'),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** The download addresses' last segment: `/api/admin/dashboard/export/sales-report.csv`. */
export const ReportFileSchema = z.enum([
  'sales-report.csv',
  'top-products.csv',
  'top-employees.csv',
  'order-times.csv',
  'top-options.csv',
  'payment-methods.csv',
]);
type ReportFile = z.infer<typeof ReportFileSchema>;
/** A panel's report: its file name without `.csv`. */
export type DashboardReport = ReportFile extends `${infer R}.csv` ? R : never;
export const reportOfFile = (file: ReportFile) => file.slice(0, -'.csv'.length) as DashboardReport;

const Int = z.number().int();

/** A day's sales (completed and paid orders, net of refunds) and the VAT in them. */
const SalesPointSchema = z.object({ date: z.string(), totalFils: Int, vatFils: Int, orders: Int });
const TopProductSchema = z.object({
  productId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  image: z.string().nullable(),
  quantity: Int,
  revenueFils: Int,
});
const TopEmployeeSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  salesFils: Int,
  orders: Int,
  averageFils: Int,
});
/**
 * One option chosen in the period. Drinks are counted in units (a line of 2 counts 2).
 * `quantity`: drinks that had this option. `offered`: drinks that could have had it — those whose
 * line carries a choice from the option's group, or whose product offers the group on today's menu.
 * The share shown ("38% of drinks offered Sugar had No sugar") is quantity / offered.
 */
const TopOptionSchema = z.object({
  optionId: z.uuid(),
  groupId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  groupNameEn: z.string(),
  groupNameAr: z.string(),
  /** The group's default (Normal sugar): the screen lists the others; the CSV has every option. */
  isDefault: z.boolean(),
  quantity: Int,
  offered: Int,
  /** What the option added to sales: its price × quantity (0 for a free option). */
  revenueFils: Int,
});

const TimeDistributionSchema = z.object({ morning: Int, afternoon: Int, evening: Int });
const DashboardTotalsSchema = z.object({ salesFils: Int, vatFils: Int, orders: Int, averageFils: Int });
const MethodSalesSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  orders: Int,
  salesFils: Int,
  vatFils: Int,
});
/** Orders set apart from the sales: how many, and what they come to (total less any refund). */
const OrdersApartSchema = z.object({ orders: Int, totalFils: Int });

export const DashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The Asia/Dubai days covered, both included. */
  from: z.string(),
  to: z.string(),
  /**
   * The sales (decision 048): orders completed AND paid, each for its total less what its refunds
   * gave back; VAT likewise. Cancelled, open and unpaid orders are not in them.
   */
  totals: DashboardTotalsSchema,
  /** The same sales by payment method, largest first (methods without sales left out); sums to totals. */
  byMethod: z.array(MethodSalesSchema),
  /** Orders open right now (received, being prepared, ready), whatever the period. */
  openNow: OrdersApartSchema,
  /** Orders of the period handed over (completed) but not paid: a warning, not sales. */
  unpaid: OrdersApartSchema,
  /** One point per day of the range, days without orders included. */
  salesTrend: z.array(SalesPointSchema),
  /** Up to 5, by revenue; order lines whose product was deleted are left out. */
  topProducts: z.array(TopProductSchema),
  /** Up to 5, by sales; only orders credited to an employee. */
  topEmployees: z.array(TopEmployeeSchema),
  /** Orders by Asia/Dubai hour: morning 6–12, afternoon 12–18, evening 18–24 (midnight to 6 in none). */
  timeDistribution: TimeDistributionSchema,
  /** Every option chosen in the period (names as last ordered), most chosen first; counted orders only. */
  topOptions: z.array(TopOptionSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export type SalesPoint = z.infer<typeof SalesPointSchema>;
export type TopProduct = z.infer<typeof TopProductSchema>;
export type TopEmployee = z.infer<typeof TopEmployeeSchema>;
export type TimeDistribution = z.infer<typeof TimeDistributionSchema>;
export type TopOption = z.infer<typeof TopOptionSchema>;
export type MethodSales = z.infer<typeof MethodSalesSchema>;
export type OrdersApart = z.infer<typeof OrdersApartSchema>;
