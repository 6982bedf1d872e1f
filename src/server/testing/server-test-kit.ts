import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { DemoRefusedError, loadDemo } from '../db/seed';
import { startServices } from '../shell/start';
import { inject } from 'vitest';
import { TEST_OPENING_HOURS } from './seeded-template-test-kit';

/** A seeded database to start from: its pictures, and for the embedded engine its archive. */
export interface SeededCopy {
  media: string;
  archive?: Blob;
}

/** The archive read once per worker (its files share loaded modules): each server gets the same Blob, read-only. */
let archive: { file: string; blob: Blob } | undefined;

/** The run's seeded embedded database (seeded-template-test-kit.ts), when this server would seed the same. */
function embeddedCopy(env: Record<string, string>): SeededCopy | undefined {
  const template = inject('seededTemplate');
  if (!template || env.DATABASE_URL || (env.OPENING_HOURS ?? TEST_OPENING_HOURS) !== template.openingHours)
    return undefined;
  if (archive?.file !== template.pglite.archive)
    archive = { file: template.pglite.archive, blob: new Blob([fs.readFileSync(template.pglite.archive)]) };
  return { media: template.pglite.media, archive: archive.blob };
}

/**
 * A real app on a fresh in-memory PGlite (migrated, seeded, and with the demo's team and reviews
 * but not its orders: `loadDemo`), media in a temp directory.
 * The seeded database is a copy of the run's template when there is one (`copy`, or the
 * embedded one), which is what seeding it here would give.
 * `request` calls the app in-process; `origin` headers are set as a browser would. Queued
 * e-mails reach `dataDir/outbox` on `await server.drainMail()`.
 */
export async function createTestServer(env: Record<string, string> = {}, copy = embeddedCopy(env)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-test-'));
  if (copy) fs.cpSync(copy.media, path.join(dataDir, 'media'), { recursive: true });
  const services = await startServices(
    loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OPENING_HOURS: TEST_OPENING_HOURS,
      // The fake printer listens on 127.0.0.1 (decision 067); a test may set '0' to see the rule.
      PRINTER_ALLOW_LOOPBACK: '1',
      ...env,
    }),
    createLogger('silent'),
    { inMemory: true, from: copy?.archive },
  );
  // The demo's team and reviews, as the template has them (seeded-template-test-kit.ts); none on a database
  // that has records of its own (a second server on the same PostgreSQL).
  if (!copy)
    await loadDemo(services.database.db, { orders: false }).catch((e: unknown) => {
      if (!(e instanceof DemoRefusedError)) throw e;
    });
  // No background sends: a test says when mail goes out (drainMail), so what it reads from the
  // outbox never depends on timing. `mailWorker.start()` brings the real loop back.
  await services.mailWorker.stop();
  return {
    ...services,
    dataDir,
    /** Sends every e-mail queued so far that is due (as the worker would), then resolves. */
    drainMail: () => services.mailWorker.drain(),
    request: (p: string, init: RequestInit = {}) => services.app.request(p, init),
    json: (p: string, body: unknown, method = 'POST') =>
      services.app.request(p, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
        body: JSON.stringify(body),
      }),
    async close() {
      await services.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
