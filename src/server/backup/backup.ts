import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import type { Env } from '../env';
import type { MediaStore } from '../storage/media-store';
import { openMediaStore } from '../storage/open-media-store';
import { packBackup, readAllMedia } from './backup-archive';
import { requestBackup } from './backup-socket';

const SECRET_FILE = 'session-secret';

export const POSTGRES_BACKUP_HINT =
  'With DATABASE_URL the database is on a PostgreSQL server: back it up with pg_dump (and restore with ' +
  'pg_restore), and copy DATA_DIR/media or the S3 bucket alongside. See "Backups" in the README.';

/** The backup archive of a database (its dump) and its images, with the data directory's secret. */
export async function collectBackup(dump: () => Promise<Blob>, media: MediaStore, dataDir: string) {
  const database = new Uint8Array(await (await dump()).arrayBuffer());
  const secretFile = path.join(dataDir, SECRET_FILE);
  const secret = fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : null;
  return packBackup({ database, secret, media: await readAllMedia(media) });
}

/**
 * `npm run backup`: the embedded database and the images as one archive. A running server makes
 * it itself (a consistent copy, taken between two queries: backup-socket.ts); with none running
 * the data directory is locked and read here.
 */
export async function makeBackup(env: Env): Promise<Buffer> {
  if (env.DATABASE_URL) throw new Error(POSTGRES_BACKUP_HINT);
  const dataDir = path.resolve(env.DATA_DIR);
  if (!fs.existsSync(path.join(dataDir, 'pg')))
    throw new Error(`There is no shop database in ${dataDir} (DATA_DIR) to back up.`);
  let release;
  try {
    release = await lockDataDir(dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError) return requestBackup(dataDir);
    throw e;
  }
  try {
    const pg = new PGlite(path.join(dataDir, 'pg'));
    await pg.waitReady;
    try {
      return await collectBackup(() => pg.dumpDataDir('none'), await openMediaStore(env, dataDir), dataDir);
    } finally {
      await pg.close();
    }
  } finally {
    await release();
  }
}
