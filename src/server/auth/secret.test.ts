import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { DATABASE_ENGINES } from '../testing/each-database-test-kit';
import { migratedDatabase } from '../testing/migrated-database-test-kit';
import { loadOrCreateSecret, loadOrCreateSharedSecret } from './secret';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the session secret of the embedded database', () => {
  it('is generated once and kept in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    expect(loadOrCreateSecret(tempDir())).not.toBe(first);
  });
});

for (const engine of DATABASE_ENGINES) {
  describe(`the session secret shared through the database (${engine.name})`, () => {
    let database: Database | undefined;
    afterEach(async () => {
      await database?.close();
      database = undefined;
    });

    it('is the same for processes with different data directories, however many start at once', async () => {
      database = await migratedDatabase(engine, 'secret');
      const secrets = await Promise.all(
        Array.from({ length: 5 }, () => loadOrCreateSharedSecret(database!.db, tempDir())),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
      expect(await loadOrCreateSharedSecret(database.db, tempDir())).toBe(secrets[0]);
    });

    it('adopts the secret a single process kept in its DATA_DIR (its sessions survive)', async () => {
      database = await migratedDatabase(engine, 'secret');
      const dir = tempDir();
      const before = loadOrCreateSecret(dir);
      expect(await loadOrCreateSharedSecret(database.db, dir)).toBe(before);
      expect(await loadOrCreateSharedSecret(database.db, tempDir())).toBe(before);
    });

    it('is SESSION_SECRET when it is set', async () => {
      database = await migratedDatabase(engine, 'secret');
      const configured = 'x'.repeat(40);
      expect(await loadOrCreateSharedSecret(database.db, tempDir(), configured)).toBe(configured);
    });
  });
}
