import type { Db } from '@/server/db/client';
import { toCsv } from '@/server/lib/csv';
import type { DashboardQuery, DashboardReport } from '../dashboard.schema';
import { loadPanel } from './dashboard.service';
import { resolveRange, type DayRange } from './dashboard-range';
import { loadTopOptions } from './dashboard-options';
import { DASHBOARD_CSV_COLUMNS, METHOD_LABELS, TIME_LABELS, YES_NO } from './dashboard-csv-labels';

/** Amounts as decimal AED (fils / 100, two decimals): a number a spreadsheet sums. */
const aed = (fils: number) => (fils / 100).toFixed(2);

/** Quantity as a percentage of offered, one decimal (a number a spreadsheet reads). */
const sharePercent = (quantity: number, offered: number) =>
  offered > 0 ? ((quantity / offered) * 100).toFixed(1) : '0.0';

const C = DASHBOARD_CSV_COLUMNS;
/** The options report: each option, its items, the items that could have had it, the share. */
const OPTION_COLUMNS = [
  C.optionGroup,
  C.option,
  C.isDefault,
  C.withOption,
  C.offered,
  C.share,
  C.optionsRevenue,
];

/** `sales-report-week.csv`; a custom range names its days: `sales-report-2026-01-01_2026-01-31.csv`. */
function reportFilename(report: DashboardReport, range: DayRange): string {
  return `${report}-${range.period === 'custom' ? `${range.from}_${range.to}` : range.period}.csv`;
}

/**
 * One dashboard panel as a CSV document (the spec's columns; names in the screen's language).
 * Sales are those of the dashboard: completed and paid orders, net of refunds (decision 048).
 */
export async function dashboardCsv(
  db: Db,
  report: DashboardReport,
  query: DashboardQuery,
): Promise<{ filename: string; csv: string }> {
  const ar = query.lang === 'ar';
  const build = async (): Promise<{ range: DayRange; csv: string }> => {
    switch (report) {
      case 'sales-report': {
        const { range, value } = await loadPanel(db, query, 'salesTrend');
        return {
          range,
          csv: toCsv(
            [C.date, C.sales, C.vat, C.orders],
            value.map((p) => [p.date, aed(p.totalFils), aed(p.vatFils), p.orders]),
          ),
        };
      }
      case 'payment-methods': {
        const { range, value } = await loadPanel(db, query, 'byMethod');
        const labels = METHOD_LABELS[query.lang];
        const rows = value.map((m) => [labels[m.method], m.orders, aed(m.salesFils), aed(m.vatFils)]);
        return { range, csv: toCsv([C.method, C.orders, C.sales, C.vat], rows) };
      }
      case 'top-products': {
        const { range, value } = await loadPanel(db, query, 'topProducts');
        const rows = value.map((p) => [ar ? p.nameAr : p.nameEn, p.quantity, aed(p.revenueFils)]);
        return { range, csv: toCsv([C.product, C.quantitySold, C.revenue], rows) };
      }
      case 'top-employees': {
        const { range, value } = await loadPanel(db, query, 'topEmployees');
        const rows = value.map((e) => [
          ar ? e.nameAr : e.nameEn,
          aed(e.salesFils),
          e.orders,
          aed(e.averageFils),
        ]);
        return {
          range,
          csv: toCsv([C.employee, C.totalSales, C.ordersCount, C.average], rows),
        };
      }
      case 'order-times': {
        const { range, value } = await loadPanel(db, query, 'timeDistribution');
        const labels = TIME_LABELS[query.lang];
        const rows = (['morning', 'afternoon', 'evening'] as const).map((k) => [labels[k], value[k]]);
        return { range, csv: toCsv([C.period, C.orders], rows) };
      }
      case 'top-options': {
        const range = resolveRange(query);
        const value = await loadTopOptions(db, range);
        const rows = value.map((o) => [
          ar ? o.groupNameAr : o.groupNameEn,
          ar ? o.nameAr : o.nameEn,
          o.isDefault ? YES_NO[query.lang].yes : YES_NO[query.lang].no,
          o.quantity,
          o.offered,
          sharePercent(o.quantity, o.offered),
          aed(o.revenueFils),
        ]);
        return { range, csv: toCsv(OPTION_COLUMNS, rows) };
      }
    }
  };
  const { range, csv } = await build();
  return { filename: reportFilename(report, range), csv };
}
