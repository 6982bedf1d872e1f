import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { loadDemo, seedIfEmpty } from '../db/seed';
import { localMediaStore } from '../storage/media-store';

/**
 * A migrated and seeded database (with the demo's team and reviews: `loadDemo`) made once per test run (vitest's global setup), so a test
 * server starts from a copy instead of building PostgreSQL's files, migrating and drawing the
 * menu's pictures again (about 3 s each, more than most test files' tests). Each engine has one:
 * an archive of the embedded database, and a PostgreSQL template database when CI runs a server.
 * A test server still gets its own database, as fresh as one seeded at its start.
 */
export interface SeededTemplate {
  /** The opening hours the seed was given (a server started with others seeds its own). */
  openingHours: string;
  /** The embedded database's archive (`Database.dump`) and the pictures its seed drew. */
  pglite: { archive: string; media: string };
  /** The template database on TEST_DATABASE_URL's server, and its pictures. */
  postgres?: { database: string; media: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** The hours every test server is seeded with unless a test says otherwise (server-test-kit.ts). */
export const TEST_OPENING_HOURS = '00:00-24:00';

/** Runs one statement on the PostgreSQL server at `url` (creating or dropping a database). */
export async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-template-'));
  const template: SeededTemplate = {
    openingHours: TEST_OPENING_HOURS,
    pglite: { archive: path.join(dir, 'pglite.tar'), media: path.join(dir, 'pglite-media') },
  };

  const embedded = await openPglite();
  try {
    await seedIfEmpty(embedded.db, localMediaStore(template.pglite.media), {
      openingHours: TEST_OPENING_HOURS,
    });
    // The demo's team and reviews (the tests' orders are their own): a fresh install has neither.
    await loadDemo(embedded.db, { orders: false });
    fs.writeFileSync(template.pglite.archive, Buffer.from(await (await embedded.dump!()).arrayBuffer()));
  } finally {
    await embedded.close();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = `aseer_template_${process.pid}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const server = await openPostgres(url.toString());
    try {
      const media = path.join(dir, 'postgres-media');
      await seedIfEmpty(server.db, localMediaStore(media), { openingHours: TEST_OPENING_HOURS });
      await loadDemo(server.db, { orders: false });
      template.postgres = { database, media };
    } finally {
      // A template database is copied only while nobody is connected to it.
      await server.close();
    }
  }

  project.provide('seededTemplate', template);
  return async () => {
    if (adminUrl && template.postgres)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template.postgres.database} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
