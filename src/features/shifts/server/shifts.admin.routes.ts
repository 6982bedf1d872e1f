import { z } from '@hono/zod-openapi';
import { LOCALES } from '@/common/locales';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { csvHeaders } from '@/server/lib/csv';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  AdjustmentCreateSchema,
  CloseShiftSchema,
  CurrentShiftSchema,
  DayCloseSchema,
  DayQuerySchema,
  OpenShiftSchema,
  ShiftListQuerySchema,
  ShiftPageSchema,
  ShiftReportSchema,
} from '../shifts.schema';
import { dayClose } from './day-close.service';
import { figuresCsv } from './shift-csv';
import {
  addAdjustment,
  closeShift,
  currentShift,
  listShifts,
  openShift,
  shiftReport,
} from './shifts.service';
import { zReportSettings } from './z-report-email';

const TAGS = ['Admin: shifts'];
const Report = ShiftReportSchema.openapi('ShiftReport');
const notFound = errorResponse('shift_not_found');
const LangQuery = z.object({ lang: z.enum(LOCALES).optional() });
const csv = { description: 'CSV', content: { 'text/csv': { schema: z.string() } } };

const currentRoute = adminRoute('shifts.run', {
  method: 'get',
  path: '/shifts/current',
  tags: TAGS,
  summary:
    "The open shift with its live figures (or none); `overnight` when it was opened before today's start in Asia/Dubai. Below manager the count is blind: `blind` true and no figures (no expected cash)",
  responses: { 200: jsonResponse('The open shift', CurrentShiftSchema.openapi('CurrentShift')) },
});
const openRoute = adminRoute('shifts.run', {
  method: 'post',
  path: '/shifts',
  tags: TAGS,
  summary: 'Opens a shift with the cash float (fils); one shift at a time',
  request: { body: jsonBody(OpenShiftSchema) },
  responses: {
    201: jsonResponse('Opened', Report),
    409: errorResponse('shift_already_open'),
    422: errorResponse('Invalid float'),
  },
});
const closeRoute = adminRoute('shifts.run', {
  method: 'post',
  path: '/shifts/{id}/close',
  tags: TAGS,
  summary:
    'Closes the shift with the counted cash: the Z report is computed once, frozen, and e-mailed to the admin address',
  request: { params: uuidParams, body: jsonBody(CloseShiftSchema) },
  responses: {
    200: jsonResponse('Closed, with its report', Report),
    404: notFound,
    409: errorResponse('shift_already_closed'),
    422: errorResponse('Invalid counted cash'),
  },
});
const listRoute = adminRoute('shifts.manage', {
  method: 'get',
  path: '/shifts',
  tags: TAGS,
  summary: 'Every shift, newest first, one page',
  request: { query: ShiftListQuerySchema },
  responses: { 200: jsonResponse('One page', ShiftPageSchema.openapi('ShiftPage')) },
});
const readRoute = adminRoute('shifts.manage', {
  method: 'get',
  path: '/shifts/{id}',
  tags: TAGS,
  summary: "A shift's report: frozen at its close, then its adjustments and the corrected figures",
  request: { params: uuidParams },
  responses: { 200: jsonResponse('The report', Report), 404: notFound },
});
const csvRoute = adminRoute('shifts.manage', {
  method: 'get',
  path: '/shifts/{id}/report.csv',
  tags: TAGS,
  summary: "A shift's report as CSV (bilingual headers, figures in `lang`, the shop's language by default)",
  request: { params: uuidParams, query: LangQuery },
  responses: { 200: csv, 404: notFound },
});
const adjustRoute = adminRoute('shifts.manage', {
  method: 'post',
  path: '/shifts/{id}/adjustments',
  tags: TAGS,
  summary:
    'Records an adjustment of a closed shift (a recount, or other with a note): the close stays as it was',
  request: { params: uuidParams, body: jsonBody(AdjustmentCreateSchema) },
  responses: {
    201: jsonResponse('The report with the adjustment', Report),
    404: notFound,
    409: errorResponse('shift_still_open'),
    422: errorResponse('Invalid adjustment'),
  },
});
const dayRoute = adminRoute('shifts.manage', {
  method: 'get',
  path: '/shifts/days/{day}',
  tags: TAGS,
  summary: "A day's close: the shifts opened that Asia/Dubai day, summed",
  request: { params: DayQuerySchema },
  responses: {
    200: jsonResponse("The day's close", DayCloseSchema.openapi('DayClose')),
    422: errorResponse('Invalid day'),
  },
});
const dayCsvRoute = adminRoute('shifts.manage', {
  method: 'get',
  path: '/shifts/days/{day}/close.csv',
  tags: TAGS,
  summary: "A day's close as CSV",
  request: { params: DayQuerySchema, query: LangQuery },
  responses: { 200: csv, 422: errorResponse('Invalid day') },
});

export function shiftsAdminRoutes(deps: Deps) {
  const app = createRouter();
  const lang = async (asked?: 'ar' | 'en') => asked ?? (await zReportSettings(deps.db)).lang;
  app.openapi(currentRoute, async (c) => c.json(await currentShift(deps.db, staffOf(c).role), 200));
  app.openapi(openRoute, async (c) => c.json(await openShift(deps.db, staffOf(c), c.req.valid('json')), 201));
  app.openapi(closeRoute, async (c) =>
    c.json(await closeShift(deps.db, staffOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(listRoute, async (c) => c.json(await listShifts(deps.db, c.req.valid('query')), 200));
  app.openapi(dayRoute, async (c) => c.json(await dayClose(deps.db, c.req.valid('param').day), 200));
  app.openapi(dayCsvRoute, async (c) => {
    const { day } = c.req.valid('param');
    const close = await dayClose(deps.db, day);
    const body = figuresCsv(close.figures, await lang(c.req.valid('query').lang));
    return c.body(body, 200, csvHeaders(`day-close-${day}.csv`));
  });
  app.openapi(readRoute, async (c) => c.json(await shiftReport(deps.db, c.req.valid('param').id), 200));
  app.openapi(csvRoute, async (c) => {
    const report = await shiftReport(deps.db, c.req.valid('param').id);
    const body = figuresCsv(report.figures, await lang(c.req.valid('query').lang), report.unpaidHandovers);
    return c.body(body, 200, csvHeaders(`shift-${report.shift.number}.csv`));
  });
  app.openapi(adjustRoute, async (c) =>
    c.json(await addAdjustment(deps.db, staffOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
  return app;
}
