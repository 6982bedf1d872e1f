import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder, type Db } from '../db/client';
import { createLogger } from '../lib/logger';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import { healthRoutes } from './health.routes';
import { readinessCheck, readJournal } from './readiness';

const journal = readJournal(migrationsFolder);
const logger = createLogger('silent');

describeOnEachDatabase('health and readiness', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start();
  });
  afterAll(() => server.close());

  it('answers /api/health without asking anything', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is ready on a migrated database, naming the newest migration the code ships', async () => {
    const res = await server.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', migration: journal.at(-1)!.tag });
  });

  it('is not ready while a migration of the code is missing from the database', async () => {
    const newer = [...journal, { tag: '9999_not_yet', when: journal.at(-1)!.when + 1 }];
    expect(await readinessCheck(server.database.db, newer)()).toEqual({
      ready: false,
      reason: 'migrations_pending',
      detail: '1 not applied, from 9999_not_yet',
    });
  });

  it('stays ready when the database is ahead of this code (a newer version migrated it)', async () => {
    expect(await readinessCheck(server.database.db, journal.slice(0, -1))()).toEqual({
      ready: true,
      migration: journal.at(-2)!.tag,
    });
  });

  it('is not ready once a graceful stop has begun, and still alive', async () => {
    const stopping = await engine.start();
    try {
      expect((await stopping.request('/api/ready')).status).toBe(200);
      stopping.markStopping();
      const res = await stopping.request('/api/ready');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({
        error: {
          code: 'not_ready',
          message_en: expect.any(String),
          message_ar: expect.any(String),
          details: { reason: 'stopping' },
        },
      });
      expect((await stopping.request('/api/health')).status).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('is listed in the API document', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths['/api/health']!.get!.responses)).toContain('200');
    expect(Object.keys(doc.paths['/api/ready']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '503']),
    );
  });
});

it('answers 503 not_ready when the database fails, without the driver’s message', async () => {
  const failing = {
    execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432 user secret')),
  } as unknown as Db;
  const res = await healthRoutes({ db: failing, logger }, { stopping: false }).request('/ready');
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  const text = await res.text();
  expect(JSON.parse(text)).toMatchObject({
    error: { code: 'not_ready', details: { reason: 'database_unreachable' } },
  });
  expect(text).not.toContain('10.1.2.3');
});

it('answers 503 when the database does not answer in time', async () => {
  const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
  const started = Date.now();
  expect(await readinessCheck(hanging, journal, 50)()).toMatchObject({
    ready: false,
    reason: 'database_unreachable',
  });
  expect(Date.now() - started).toBeLessThan(1_000);
});
