import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client';

/**
 * Every test server starts from an archive of a seeded database (seeded-template-test-kit.ts). If the
 * archive were dropped on the way to PGlite, the copy would start empty and be seeded again:
 * still correct, only slow, so nothing else would notice.
 */
describe('openPglite from an archive', () => {
  let original: Database;
  let archive: Blob;
  let tmp: string;
  const opened: Database[] = [];

  const probe = async (database: Database) => {
    // Both drivers answer a raw query with its rows (the shared Db type does not say so).
    const { rows } = (await database.db.execute(sql`SELECT note FROM archive_probe`)) as unknown as {
      rows: { note: string }[];
    };
    return rows.map((r) => r.note);
  };

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'aseer-archive-'));
    original = await openPglite();
    await original.db.execute(sql`CREATE TABLE archive_probe (note text)`);
    await original.db.execute(sql`INSERT INTO archive_probe VALUES ('made before the dump')`);
    archive = await original.dump!();
  });

  afterAll(async () => {
    await Promise.all([original, ...opened].map((d) => d?.close()));
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  it('starts an in-memory database with the archived rows', async () => {
    const copy = await openPglite(undefined, archive);
    opened.push(copy);
    expect(await probe(copy)).toEqual(['made before the dump']);
  });

  it('starts a database on disk with the archived rows', async () => {
    const copy = await openPglite(path.join(tmp, 'data'), archive);
    opened.push(copy);
    expect(await probe(copy)).toEqual(['made before the dump']);
  });

  it('keeps the copy apart from the original', async () => {
    const copy = await openPglite(undefined, archive);
    opened.push(copy);
    await copy.db.execute(sql`INSERT INTO archive_probe VALUES ('only in the copy')`);
    expect(await probe(original)).toEqual(['made before the dump']);
  });

  it('starts empty without an archive', async () => {
    const fresh = await openPglite();
    opened.push(fresh);
    await expect(probe(fresh)).rejects.toThrow(/archive_probe/);
  });
});
