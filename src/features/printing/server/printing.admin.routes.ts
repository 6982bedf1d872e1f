import { z } from '@hono/zod-openapi';
import { CreditNoteParamsSchema } from '@/features/orders';
import { DayQuerySchema } from '@/features/shifts';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  PreviewQuerySchema,
  PrinterSettingsSchema,
  PrinterStatusSchema,
  PrintJobSchema,
} from '../printing.schema';
import { sampleKitchenTicket } from './sample-ticket';
import { cancelJob, printerStatus, queuePrint, retryWaiting, type PrintRequest } from './print-queue.service';
import { loadPrinterSettings, savePrinterSettings } from './printer-settings.service';
import { printerAddresses } from './printer-address';
import { previewSvg } from './render-ticket';

const TAGS = ['Admin: printer'];
const Settings = PrinterSettingsSchema.openapi('PrinterSettings');
const Status = PrinterStatusSchema.openapi('PrinterStatus');
const Job = PrintJobSchema.openapi('PrintJob');
const PRINTER_OFF = 'printer_disabled: the printer is off in Settings → Printer';
const queued = (what: string) => ({
  201: jsonResponse(`${what} queued`, Job),
  409: errorResponse(PRINTER_OFF),
});

const getSettings = adminRoute('settings.manage', {
  method: 'get',
  path: '/printer/settings',
  tags: TAGS,
  summary:
    'Settings → Printer: on/off, address and port, paper width, a kitchen ticket per new order, how Arabic is printed',
  responses: { 200: jsonResponse('The printer settings', Settings) },
});
const putSettings = adminRoute('settings.printer', {
  method: 'put',
  path: '/printer/settings',
  tags: TAGS,
  summary:
    "Saves the printer settings (the owner only); the print worker of every server process uses them at its next ticket. The address must be on the shop's private network (10/8, 172.16/12, 192.168/16, fc00::/7), checked now and again at every connection",
  request: { body: jsonBody(PrinterSettingsSchema) },
  responses: {
    200: jsonResponse('Saved', Settings),
    422: errorResponse(
      'Invalid fields; printer_address_not_private: the address (or what the name resolves to) is not private',
    ),
  },
});
const preview = adminRoute('settings.manage', {
  method: 'get',
  path: '/printer/preview.svg',
  tags: TAGS,
  summary:
    'A sample kitchen ticket as the saved paper width prints it (SVG), in the ticket language `lang` (the saved one when absent)',
  request: { query: PreviewQuerySchema },
  responses: { 200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } } },
});
const testRoute = adminRoute('settings.manage', {
  method: 'post',
  path: '/printer/test',
  tags: TAGS,
  summary: 'Queues a test page (in the shop language)',
  responses: queued('Test page'),
});
const statusRoute = adminRoute('orders.view', {
  method: 'get',
  path: '/printer/status',
  tags: TAGS,
  summary:
    "The printer as the board shows it: on, online (the waiting tickets' last attempt did not fail), tickets waiting, last error",
  responses: { 200: jsonResponse('The status', Status) },
});
const retryRoute = adminRoute('orders.view', {
  method: 'post',
  path: '/printer/retry',
  tags: TAGS,
  summary: 'Makes every waiting ticket due now (they print in the order they were queued)',
  responses: { 200: jsonResponse('The status after', Status) },
});
const cancelRoute = adminRoute('orders.update', {
  method: 'post',
  path: '/printer/jobs/{id}/cancel',
  tags: TAGS,
  summary: 'Drops a waiting ticket: it is never printed',
  request: { params: uuidParams },
  responses: {
    200: jsonResponse('Cancelled', Job),
    404: errorResponse('print_job_not_found'),
    409: errorResponse('print_job_finished: printed or cancelled already'),
  },
});
const printKitchen = adminRoute('orders.view', {
  method: 'post',
  path: '/orders/{id}/print',
  tags: TAGS,
  summary:
    "Prints the order's kitchen ticket again (a new ticket every time), in the printer's kitchen ticket language",
  request: { params: uuidParams },
  responses: { ...queued('Kitchen ticket'), 404: errorResponse('order_not_found') },
});
const printInvoice = adminRoute('orders.view', {
  method: 'post',
  path: '/orders/{id}/print-invoice',
  tags: TAGS,
  summary: "Prints the order's simplified tax invoice, in the language the order was placed in",
  request: { params: uuidParams },
  responses: { ...queued('Invoice'), 404: errorResponse('order_not_found') },
});

const printCreditNote = adminRoute('orders.view', {
  method: 'post',
  path: '/orders/{id}/credit-notes/{number}/print',
  tags: TAGS,
  summary:
    "Prints one of the order's tax credit notes (as the invoice is reprinted), in the language the order was placed in: the shop's legal name in both languages, the number, date, TRN, customer, the invoice it reduces and its date, amount without VAT, VAT, total, reason, method",
  request: { params: CreditNoteParamsSchema },
  responses: { ...queued('Credit note'), 404: errorResponse('credit_note_not_found') },
});
const printZReport = adminRoute('shifts.manage', {
  method: 'post',
  path: '/shifts/{id}/print',
  tags: TAGS,
  summary:
    "Prints a closed shift's Z report in the shop's language (the Z e-mail's figures and words), with the corrected figures when adjustments were recorded after the close",
  request: { params: uuidParams },
  responses: {
    201: jsonResponse('Z report queued', Job),
    404: errorResponse('shift_not_found'),
    409: errorResponse(`${PRINTER_OFF}; z_report_shift_open: the shift is still open`),
  },
});
const printDayClose = adminRoute('shifts.manage', {
  method: 'post',
  path: '/shifts/days/{day}/print',
  tags: TAGS,
  summary:
    "Prints a day's close (the shifts opened that Asia/Dubai day, summed) in the shop's language; shifts still open are said to be",
  request: { params: DayQuerySchema },
  responses: {
    ...queued('Day close'),
    404: errorResponse('day_close_empty: no shift was opened that day'),
    422: errorResponse('Invalid day'),
  },
});

export function printingAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(getSettings, async (c) => c.json(await loadPrinterSettings(deps.db), 200));
  const rules = { allowLoopback: deps.env.PRINTER_ALLOW_LOOPBACK };
  app.openapi(putSettings, async (c) => {
    const s = c.req.valid('json');
    // A name that does not resolve now is saved: the worker checks it again at every connection.
    if (s.host) await printerAddresses(s.host, rules);
    return c.json(await savePrinterSettings(deps.db, s), 200);
  });
  app.openapi(preview, async (c) => {
    const saved = await loadPrinterSettings(deps.db);
    const svg = previewSvg(sampleKitchenTicket(c.req.valid('query').lang ?? saved.kitchenLanguage), saved);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
  app.openapi(testRoute, async (c) =>
    c.json(await queuePrint(deps.db, { kind: 'test' }, staffOf(c).id), 201),
  );
  app.openapi(statusRoute, async (c) => c.json(await printerStatus(deps.db), 200));
  app.openapi(retryRoute, async (c) => c.json(await retryWaiting(deps.db), 200));
  app.openapi(cancelRoute, async (c) => c.json(await cancelJob(deps.db, c.req.valid('param').id), 200));
  const print = (c: Parameters<typeof staffOf>[0], request: PrintRequest) =>
    queuePrint(deps.db, request, staffOf(c).id);
  app.openapi(printKitchen, async (c) =>
    c.json(await print(c, { kind: 'kitchen', orderId: c.req.valid('param').id }), 201),
  );
  app.openapi(printInvoice, async (c) =>
    c.json(await print(c, { kind: 'invoice', orderId: c.req.valid('param').id }), 201),
  );
  app.openapi(printCreditNote, async (c) => {
    const { id, number } = c.req.valid('param');
    return c.json(await print(c, { kind: 'credit_note', orderId: id, number }), 201);
  });
  app.openapi(printZReport, async (c) =>
    c.json(await print(c, { kind: 'z_report', shiftId: c.req.valid('param').id }), 201),
  );
  app.openapi(printDayClose, async (c) =>
    c.json(await print(c, { kind: 'day_close', day: c.req.valid('param').day }), 201),
  );
  return app;
}
