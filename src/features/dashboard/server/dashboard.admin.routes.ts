import { z } from '@hono/zod-openapi';
import { recordDataExport } from '@/server/auth/security-facts';
import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { csvHeaders } from '@/server/lib/csv';
import { jsonResponse } from '@/server/lib/openapi-helpers';
import { DashboardQuerySchema, DashboardSchema, ReportFileSchema, reportOfFile } from '../dashboard.schema';
import { dashboardCsv } from './dashboard-csv';
import { loadDashboard } from './dashboard.service';

const TAGS = ['Admin: dashboard'];
const badRange = errorResponse(
  'dates_required (custom without both dates), date_range_invalid (from after to), date_range_too_long (over 366 days)',
);

const dashboardRoute = adminRoute('dashboard.view', {
  method: 'get',
  path: '/dashboard',
  tags: TAGS,
  summary:
    'Sales (orders completed and paid, net of refunds) with VAT and by payment method, trend per Asia/Dubai day, top 5 products and employees, order times; open and completed-but-unpaid orders apart',
  request: { query: DashboardQuerySchema },
  responses: {
    200: jsonResponse('The figures', DashboardSchema.openapi('Dashboard')),
    422: badRange,
  },
});

const exportRoute = adminRoute('dashboard.view', {
  method: 'get',
  path: '/dashboard/export/{file}',
  tags: TAGS,
  summary:
    'One panel as CSV: sales-report.csv, payment-methods.csv, top-products.csv, top-employees.csv, order-times.csv or top-options.csv (saved as e.g. sales-report-week.csv)',
  request: {
    params: z.object({ file: ReportFileSchema }),
    query: DashboardQuerySchema,
  },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, 422: badRange },
});

export function dashboardAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(dashboardRoute, async (c) => c.json(await loadDashboard(deps.db, c.req.valid('query')), 200));
  app.openapi(exportRoute, async (c) => {
    const { filename, csv } = await dashboardCsv(
      deps.db,
      reportOfFile(c.req.valid('param').file),
      c.req.valid('query'),
    );
    // Figures, not people: the entry says which report and how many lines (the header not counted).
    await recordDataExport(
      deps,
      c,
      `dashboard:${c.req.valid('param').file}`,
      csv.trimEnd().split('\r\n').length - 1,
    );
    return c.body(csv, 200, csvHeaders(filename));
  });
  return app;
}
