import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import type { Env } from '../env';
import { openMediaStore } from '../storage/open-media-store';
import { unpackBackup } from './backup-archive';
import { POSTGRES_BACKUP_HINT } from './backup';

export interface RestoreOutcome {
  mediaFiles: number;
  /** Where what was there before now is (kept: delete it once the shop works). */
  keptAside: string[];
}

/**
 * `npm run restore FILE`: puts a backup back into DATA_DIR, refusing while a server holds the
 * directory. What was there is moved aside (`*.before-restore-<time>`), never deleted. With S3
 * the images are written into the bucket (objects not in the backup stay).
 */
export async function restoreBackup(env: Env, file: string): Promise<RestoreOutcome> {
  if (env.DATABASE_URL) throw new Error(POSTGRES_BACKUP_HINT);
  const parts = unpackBackup(fs.readFileSync(file));
  const dataDir = path.resolve(env.DATA_DIR);
  let release;
  try {
    release = await lockDataDir(dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError)
      throw new Error(`${e.message}\nNothing was restored: stop the shop, then run the restore again.`, {
        cause: e,
      });
    throw e;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const keptAside: string[] = [];
  const moveAside = (name: string) => {
    const from = path.join(dataDir, name);
    if (!fs.existsSync(from)) return;
    // Nothing to keep (a fresh directory: opening the media store made an empty folder).
    if (fs.statSync(from).isDirectory() && fs.readdirSync(from).length === 0) {
      fs.rmdirSync(from);
      return;
    }
    const to = path.join(dataDir, `${name}.before-restore-${stamp}`);
    fs.renameSync(from, to);
    keptAside.push(to);
  };
  try {
    // The database is unpacked beside the current one first: a broken archive changes nothing.
    const incoming = path.join(dataDir, `pg.restoring-${stamp}`);
    const pg = new PGlite(incoming, { loadDataDir: new Blob([new Uint8Array(parts.database)]) });
    try {
      await pg.waitReady;
      await pg.query('select 1');
    } finally {
      await pg.close();
    }
    moveAside('pg');
    fs.renameSync(incoming, path.join(dataDir, 'pg'));
    if (parts.secret) {
      const secretFile = path.join(dataDir, 'session-secret');
      if (fs.existsSync(secretFile) && fs.readFileSync(secretFile, 'utf8').trim() !== parts.secret)
        moveAside('session-secret');
      fs.writeFileSync(secretFile, parts.secret, { mode: 0o600 });
    }
    const media = await openMediaStore(env, dataDir);
    if (media.kind === 'local') {
      moveAside('media');
      fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    }
    for (const m of parts.media) await media.put(m.key, Buffer.from(m.bytes));
    return { mediaFiles: parts.media.length, keptAside };
  } finally {
    await release();
  }
}
