import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { startServices } from '../start';

/**
 * A real app on a fresh in-memory PGlite (migrated and seeded), media in a temp directory.
 * `request` calls the app in-process; `origin` headers are set as a browser would. Queued
 * e-mails reach `dataDir/outbox` on `await server.drainMail()`.
 */
export async function createTestServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-test-'));
  const services = await startServices(
    loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', OPENING_HOURS: '00:00-24:00', ...env }),
    createLogger('silent'),
    { inMemory: true },
  );
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
