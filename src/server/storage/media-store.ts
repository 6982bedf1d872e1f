import { createReadStream } from 'node:fs';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** One stored object, as a listing gives it. */
export interface StoredObject {
  key: string;
  modified: Date;
}

/** A stored object opened for sending: its bytes as a stream, with what caches need. */
export interface MediaFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  /** A strong validator (quoted), the same for the same bytes under the same key. */
  etag: string;
  modified: Date;
}

/**
 * Where uploaded and generated images live, served under /media/: a folder on this machine
 * (`localMediaStore`) or an S3-compatible bucket (`s3MediaStore`). Keys are relative paths such
 * as `products/orange.webp` or `uploads/<uuid>.webp`; the public URL is `/media/<key>` on both.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** The folder (local) or `s3://bucket` (S3): for messages and the tests' fingerprints. */
  readonly root: string;
  /** Stores the bytes under `key` (e.g. `products/orange.webp`); returns the public URL path. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** Reads a stored object, or null when missing. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Opens a stored object to send it: null when missing, 'not-modified' when `ifNoneMatch`
   * (a request's If-None-Match) names its current ETag.
   */
  open(key: string, ifNoneMatch?: string): Promise<MediaFile | 'not-modified' | null>;
  /** Deletes a stored object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (e.g. `uploads/`). */
  list(prefix: string): Promise<StoredObject[]>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

/** Refuses any key that could leave the store's folder (`..`, absolute, odd characters). */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`Unsafe media key: ${key}`);
  return key;
}

export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');

export const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
export const contentTypeOf = (key: string) =>
  MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** True when an If-None-Match header names `etag` (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

export function localMediaStore(root: string): MediaStore {
  fsSync.mkdirSync(root, { recursive: true });
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    root,
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, file);
      } catch (err) {
        // A full disk: no empty or half-written file left behind.
        await fs.rm(tmp, { force: true });
        throw err;
      }
      return `/media/${key}`;
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async open(key, ifNoneMatch) {
      const file = resolve(key);
      const st = await fs.stat(file).catch(() => null);
      if (!st?.isFile()) return null;
      // Like nginx's: size and modification time (a replaced file gets a new one).
      const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
      if (etagMatches(ifNoneMatch, etag)) return 'not-modified';
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: st.size, etag, modified: st.mtime };
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list(prefix) {
      const dir = path.join(root, prefix);
      const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
      const found: StoredObject[] = [];
      for (const name of names) {
        const key = path.posix.join(prefix, name.split(path.sep).join('/'));
        if (!isSafeKey(key)) continue; // temporary files of a write under way, folders
        const st = await fs.stat(path.join(dir, name)).catch(() => null);
        if (st?.isFile()) found.push({ key, modified: st.mtime });
      }
      return found;
    },
  };
}
