import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { printJobs } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { loadStoreInfo } from '@/features/settings/server';
import type { PrinterSettings, PrinterStatus, PrintJob } from '../printing.schema';
import { creditNoteDocument } from './credit-note-ticket';
import { invoiceDocument } from './invoice-ticket';
import { kitchenFacts, kitchenTicket } from './kitchen-ticket';
import { testPage } from './sample-ticket';
import { loadPrinterSettings } from './printer-settings.service';
import { dayCloseDocument, zReportDocument } from './z-report-ticket';

type Row = typeof printJobs.$inferSelect;

export const jobView = (r: Row): PrintJob => ({
  id: r.id,
  kind: r.kind,
  orderId: r.orderId,
  status: r.status,
  attempts: r.attempts,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
});

/** The kitchen ticket of an order, in the printer's ticket language (Settings → Printer: what the kitchen reads). */
async function kitchenDocument(db: Db, orderId: string, printer: PrinterSettings): Promise<string> {
  return kitchenTicket(await kitchenFacts(db, orderId), printer.kitchenLanguage);
}

/**
 * Queues the kitchen ticket of a new order, in the order's own transaction `tx` (never an order
 * without its ticket, nor a ticket without its order), when the printer is on and prints every
 * new order. The key `kitchen:<order id>` makes it one ticket per order whatever happens.
 */
export async function queueKitchenTicket(tx: Db, orderId: string): Promise<void> {
  const printer = await loadPrinterSettings(tx);
  if (!printer.enabled || !printer.autoKitchen) return;
  await tx
    .insert(printJobs)
    .values({
      kind: 'kitchen',
      orderId,
      dedupeKey: `kitchen:${orderId}`,
      document: await kitchenDocument(tx, orderId, printer),
    })
    .onConflictDoNothing({ target: printJobs.dedupeKey });
}

/**
 * What staff ask to print: an order's kitchen ticket or invoice, one of its credit notes, a
 * closed shift's Z report, a day's close, the test page.
 */
export type PrintRequest =
  | { kind: 'test' }
  | { kind: 'kitchen' | 'invoice'; orderId: string }
  | { kind: 'credit_note'; orderId: string; number: number }
  | { kind: 'z_report'; shiftId: string }
  | { kind: 'day_close'; day: string };

/** The document of a request, or the AppError that refuses it (unknown order, credit note, shift; an open shift). */
async function documentOf(db: Db, r: PrintRequest, printer: PrinterSettings): Promise<string> {
  switch (r.kind) {
    case 'test':
      return testPage((await loadStoreInfo(db)).general.defaultLanguage);
    case 'kitchen':
      return kitchenDocument(db, r.orderId, printer);
    case 'invoice':
      return invoiceDocument(db, r.orderId);
    case 'credit_note':
      return creditNoteDocument(db, r.orderId, r.number);
    case 'z_report':
      return zReportDocument(db, r.shiftId);
    case 'day_close':
      return dayCloseDocument(db, r.day);
  }
}

/**
 * A ticket asked for by staff (a reprint, an invoice, a credit note, a close, the test page):
 * always a new one. Refused with nothing queued while the printer is off (409
 * `printer_disabled`) or when the document cannot be written (its 404 or 409).
 */
export async function queuePrint(db: Db, request: PrintRequest, requestedBy: string): Promise<PrintJob> {
  const printer = await loadPrinterSettings(db);
  if (!printer.enabled) throw new AppError('printer_disabled', 409);
  const document = await documentOf(db, request, printer);
  const orderId = 'orderId' in request ? request.orderId : null;
  const [row] = await db
    .insert(printJobs)
    .values({ kind: request.kind, orderId, document, requestedBy })
    .returning();
  return jobView(row!);
}

/** What the board's banner shows: offline while the oldest waiting ticket's last attempt failed. */
export async function printerStatus(db: Db): Promise<PrinterStatus> {
  const [printer, [waiting], [failed]] = await Promise.all([
    loadPrinterSettings(db),
    db.select({ n: count() }).from(printJobs).where(eq(printJobs.status, 'pending')),
    db
      .select({ lastError: printJobs.lastError })
      .from(printJobs)
      .where(and(eq(printJobs.status, 'pending'), isNotNull(printJobs.lastError)))
      .orderBy(asc(printJobs.createdAt), asc(printJobs.id))
      .limit(1),
  ]);
  return {
    enabled: printer.enabled,
    online: !failed,
    waiting: waiting!.n,
    lastError: failed?.lastError ?? null,
  };
}

/** Staff's Retry: every waiting ticket is due now; the workers of every process are woken. */
export async function retryWaiting(db: Db): Promise<PrinterStatus> {
  await db
    .update(printJobs)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(printJobs.status, 'pending'));
  return printerStatus(db);
}

/** Staff drop a ticket that waits (the printer is gone for the day, a test page nobody needs). */
export async function cancelJob(db: Db, id: string): Promise<PrintJob> {
  const [row] = await db
    .update(printJobs)
    .set({ status: 'cancelled', lockedUntil: null })
    .where(and(eq(printJobs.id, id), eq(printJobs.status, 'pending')))
    .returning();
  if (row) return jobView(row);
  const [exists] = await db.select({ id: printJobs.id }).from(printJobs).where(eq(printJobs.id, id));
  throw exists ? new AppError('print_job_finished', 409) : new AppError('print_job_not_found', 404);
}
