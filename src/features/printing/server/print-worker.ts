import type { Database, Db } from '@/server/db/client';
import type { Logger } from '@/server/lib/logger';
import { queueLoop } from '@/server/lib/queue-loop';
import { claimNext, markFailed, markPrinted, printBackoffMs, type PrintJobRow } from './print-claims';
import { loadPrinterSettings } from './printer-settings.service';
import { ticketBytes } from './render-ticket';
import { describeSendError, sendToPrinter } from './send-to-printer';
import { printerAddressToConnect } from './printer-address';

export interface PrintWorkerOptions {
  db: Db;
  listen: Database['listen'];
  logger: Logger;
  /** How often to look for due tickets besides the NOTIFY wake-up (retries come due this way). */
  pollMs?: number;
  /** How long a claim holds a ticket: above the slowest send (connect + write + close timeout). */
  leaseMs?: number;
  /** Connect, write and close, each at most this long. */
  sendTimeoutMs?: number;
  backoff?: (attempt: number) => number;
  /** Tests only (PRINTER_ALLOW_LOOPBACK=1): the fake printer on 127.0.0.1. */
  allowLoopback?: boolean;
}

export interface PrintWorker {
  start(): Promise<void>;
  /** Takes nothing new and waits (at most `timeoutMs`) for the ticket under way. */
  stop(timeoutMs?: number): Promise<void>;
  /** One claim and its send; resolves with whether a ticket was tried. */
  runOnce(): Promise<boolean>;
  /** Tries tickets until none is due (tests). */
  drain(): Promise<void>;
}

/**
 * Prints the queue (table `print_jobs`) on the network printer of Settings → Printer, one
 * ticket at a time, oldest first: woken by `NOTIFY print_jobs` from any server process and by
 * a poll; a failed send waits with backoff and is tried again for ever (staff can cancel it).
 * Nothing is taken while the printer is off. See docs/decisions/044-printed-tickets.md.
 */
export function createPrintWorker(o: PrintWorkerOptions): PrintWorker {
  const { db, logger } = o;
  const pollMs = o.pollMs ?? 2_000;
  const sendTimeoutMs = o.sendTimeoutMs ?? 10_000;
  const leaseMs = o.leaseMs ?? 3 * sendTimeoutMs + 10_000;
  const backoff = o.backoff ?? printBackoffMs;
  async function print(job: PrintJobRow, host: string, port: number, bytes: () => Buffer) {
    const log = { printJobId: job.id, kind: job.kind, attempt: job.attempts };
    try {
      // Resolved and checked now (a private address only), and connected to by that address.
      const address = await printerAddressToConnect(host, { allowLoopback: o.allowLoopback });
      await sendToPrinter(address, port, bytes(), sendTimeoutMs);
    } catch (err) {
      await markFailed(db, job, describeSendError(err), backoff);
      logger.warn({ ...log, err: describeSendError(err) }, 'ticket not printed; tried again later');
      return;
    }
    await markPrinted(db, job.id);
  }

  async function runOnce(): Promise<boolean> {
    const printer = await loadPrinterSettings(db);
    if (!printer.enabled || !printer.host) return false;
    const job = await claimNext(db, leaseMs);
    if (!job) return false;
    await print(job, printer.host, printer.port, () => ticketBytes(job.document, printer));
    return true;
  }

  const loop = queueLoop({
    channel: 'print_jobs',
    listen: o.listen,
    pollMs,
    runOnce,
    onError: (err) => logger.warn({ err: describeSendError(err) }, 'print queue pass failed'),
  });

  return {
    runOnce,
    async drain() {
      while (await runOnce());
    },
    start: () => loop.start(),
    stop: (timeoutMs = 15_000) => loop.stop(timeoutMs),
  };
}
