import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated images live; served under /media/. */
export interface MediaStore {
  /** Stores the bytes under `key` (e.g. `products/orange.webp`); returns the public URL path. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** Reads a stored object, or null when missing. */
  get(key: string): Promise<Buffer | null>;
  readonly root: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

export function localMediaStore(root: string): MediaStore {
  fsSync.mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
    return path.join(root, key);
  };
  return {
    root,
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
      return `/media/${key}`;
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
  };
}
