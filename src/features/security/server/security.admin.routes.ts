import { z } from '@hono/zod-openapi';
import { recordDataExport } from '@/server/auth/security-facts';
import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { csvHeaders, toCsv, type CsvColumn } from '@/server/lib/csv';
import { jsonResponse } from '@/server/lib/openapi-helpers';
import {
  SECURITY_EVENT_LABELS,
  SecurityEventPageSchema,
  SecurityFilterSchema,
  SecurityListQuerySchema,
} from '../security.schema';
import { exportSecurityEvents, listSecurityEvents } from './security-log.service';

const TAGS = ['Admin: security log'];

const listRoute = adminRoute('security.view', {
  method: 'get',
  path: '/security-events',
  tags: TAGS,
  summary:
    'The security log, newest first, one page: filter by person (e-mail, or a user id), kind and days (shop time); kept 180 days',
  request: { query: SecurityListQuerySchema },
  responses: {
    200: jsonResponse('One page', SecurityEventPageSchema.openapi('SecurityEventPage')),
    422: errorResponse('Invalid query'),
  },
});

const exportRoute = adminRoute('security.view', {
  method: 'get',
  path: '/security-events/export.csv',
  tags: TAGS,
  summary:
    'The log entries matching the filters as security-log.csv (RFC 4180, UTF-8 with BOM, formula cells neutralised); headers and kinds in `lang`; logged as a data export',
  request: { query: SecurityFilterSchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    422: errorResponse('Invalid query'),
  },
});

const CSV_COLUMNS: CsvColumn[] = [
  { en: 'Time (UAE)', ar: 'الوقت (الإمارات)' },
  { en: 'Event', ar: 'الحدث' },
  { en: 'Account', ar: 'الحساب' },
  { en: 'By', ar: 'بواسطة' },
  { en: 'IP Address', ar: 'عنوان IP' },
  { en: 'Browser', ar: 'المتصفح' },
  { en: 'Details', ar: 'التفاصيل' },
];

export function securityAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(exportRoute, async (c) => {
    const filter = c.req.valid('query');
    const rows = await exportSecurityEvents(deps.db, filter);
    const csv = toCsv(
      CSV_COLUMNS,
      rows.map((r) => [
        r.createdDubai,
        SECURITY_EVENT_LABELS[r.kind][filter.lang],
        r.email,
        r.actorEmail,
        r.ip,
        r.userAgent,
        Object.keys(r.details).length ? JSON.stringify(r.details) : '',
      ]),
    );
    await recordDataExport(deps, c, 'security_log', rows.length);
    return c.body(csv, 200, csvHeaders('security-log.csv'));
  });
  app.openapi(listRoute, async (c) => c.json(await listSecurityEvents(deps.db, c.req.valid('query')), 200));
  return app;
}
