import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
import { isSafeKey, type MediaStore } from '../storage/media-store';
import { readTar, tarBlocks, type TarEntry } from './tar';

/**
 * One backup file (`.tar.gz`): `backup.json` (what it is), `database.tar` (the embedded
 * database's files, PGlite's dumpDataDir), `session-secret` when the shop generated one (it signs
 * sessions and seals two-factor secrets: without it nobody with two-factor could sign in after a
 * restore elsewhere), and `media/<key>` for every stored image. Decision 055.
 */
const FORMAT = 'aseer-backup';
const VERSION = 1;

export interface BackupParts {
  database: Uint8Array;
  secret: string | null;
  media: { key: string; bytes: Uint8Array }[];
}

interface Manifest {
  format: string;
  version: number;
  createdAt: string;
  engine: 'pglite';
  mediaFiles: number;
}

/** Reads every stored image (for the archive). */
export async function readAllMedia(media: MediaStore): Promise<BackupParts['media']> {
  const out: BackupParts['media'] = [];
  for (const { key } of await media.list('')) {
    const bytes = await media.get(key);
    if (bytes) out.push({ key, bytes });
  }
  return out;
}

/**
 * Compressed on libuv's threads, not the event loop: a synchronous gzip of a shop's database and
 * pictures held every request for hundreds of milliseconds while a backup ran (issue 36).
 */
export async function packBackup(parts: BackupParts): Promise<Buffer> {
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    engine: 'pglite',
    mediaFiles: parts.media.length,
  };
  const entries: TarEntry[] = [
    { name: 'backup.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)) },
    { name: 'database.tar', bytes: parts.database },
    ...(parts.secret ? [{ name: 'session-secret', bytes: Buffer.from(parts.secret) }] : []),
    ...parts.media.map((m) => ({ name: `media/${m.key}`, bytes: m.bytes })),
  ];
  return gzipAsync(Buffer.concat([...tarBlocks(entries)]));
}

/** The parts of a backup file; throws a readable error for anything that is not one. */
export function unpackBackup(file: Buffer): BackupParts & { manifest: Manifest } {
  let entries: TarEntry[];
  const gzipped = file.length >= 2 && file[0] === 0x1f && file[1] === 0x8b;
  try {
    entries = readTar(gunzipSync(file));
  } catch (e) {
    // A gzip file that ends early (a copy or a download cut off, a disk that filled).
    if (gzipped && /unexpected end|cut short/i.test((e as Error).message))
      throw new Error(
        'This backup file is incomplete: it ends early (a copy, download or write that was cut off). Use another backup, or copy this one again.',
        { cause: e },
      );
    throw new Error('This file is not an Aseer backup (not a .tar.gz archive).', { cause: e });
  }
  const byName = new Map(entries.map((e) => [e.name, e.bytes]));
  const manifestBytes = byName.get('backup.json');
  const manifest = manifestBytes
    ? (JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Manifest)
    : null;
  if (manifest?.format !== FORMAT) throw new Error('This file is not an Aseer backup (no backup.json).');
  if (manifest.version > VERSION)
    throw new Error(`This backup was made by a newer Aseer (format ${manifest.version}): update first.`);
  const database = byName.get('database.tar');
  if (!database) throw new Error('This backup has no database.');
  const media = entries
    .filter((e) => e.name.startsWith('media/'))
    .map((e) => ({ key: e.name.slice('media/'.length), bytes: e.bytes }));
  const bad = media.find((m) => !isSafeKey(m.key));
  if (bad) throw new Error(`This backup holds an unexpected file: ${bad.key}`);
  if (media.length !== manifest.mediaFiles) throw new Error('This backup is incomplete (images missing).');
  const secret = byName.get('session-secret');
  return { manifest, database, media, secret: secret ? Buffer.from(secret).toString('utf8') : null };
}
