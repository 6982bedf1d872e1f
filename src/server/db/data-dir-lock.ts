import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Releases the lock (closes the socket); the kernel frees the name at once. */
export type ReleaseLock = () => Promise<void>;

/** The file an earlier version held (a pid): ignored and removed, the socket decides. */
const OLD_PID_FILE = 'aseer.lock';

/**
 * The socket a directory's lock binds. Named after the directory's device and inode, so a path
 * reached through a symlink or another bind mount names the same lock. Linux: an abstract
 * socket (no file; the kernel frees it when the process dies, however it dies). Windows: a named
 * pipe (the same). Elsewhere (macOS in development): a socket file in the directory (see below).
 */
export function lockAddress(dir: string, kind: LockKind = defaultKind()): string {
  const st = fs.statSync(dir, { bigint: true });
  const id = createHash('sha256').update(`${st.dev}:${st.ino}`).digest('hex').slice(0, 40);
  if (kind === 'abstract') return `\0aseer-${id}`;
  if (kind === 'pipe') return `\\\\?\\pipe\\aseer-${id}`;
  return path.join(dir, 'aseer.sock');
}

type LockKind = 'abstract' | 'pipe' | 'file';
const defaultKind = (): LockKind =>
  process.platform === 'linux' ? 'abstract' : process.platform === 'win32' ? 'pipe' : 'file';

function listen(server: net.Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (err: NodeJS.ErrnoException) => resolve(err);
    server.once('error', onError);
    server.listen(address, () => {
      server.off('error', onError);
      resolve(null);
    });
  });
}

/** Asks the holder for its pid (it answers every connection with it); null if it does not. */
function holderPid(address: string): Promise<number | null | 'gone'> {
  return new Promise((resolve) => {
    let data = '';
    const socket = net.connect(address);
    const done = (v: number | null | 'gone') => {
      socket.destroy();
      resolve(v);
    };
    socket.setTimeout(1000, () => done(null));
    socket.on('data', (chunk) => (data += String(chunk)));
    socket.on('end', () => done(/^\d+$/.test(data) ? Number(data) : null));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      done(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? 'gone' : null),
    );
  });
}

/**
 * Takes an exclusive lock on the data directory, held by the operating system for as long as
 * this process lives: PGlite does not lock its files, and a second process writing to them loses
 * data. Binding the socket is atomic, so of two starters exactly one wins; nothing is left behind
 * by a crash, so there is no stale lock to take over and no pid to be reused. Resolves with the
 * release function; rejects with DataDirLockedError when another process holds the directory.
 * See docs/decisions/012-graceful-shutdown-and-data-directory-lock.md (and its limits).
 */
export async function lockDataDir(dir: string, opts: { kind?: LockKind } = {}): Promise<ReleaseLock> {
  fs.mkdirSync(dir, { recursive: true });
  const kind = opts.kind ?? defaultKind();
  const address = lockAddress(dir, kind);
  for (let attempt = 0; ; attempt++) {
    // Whoever connects is told our pid (for the other starter's message), then hung up on.
    const server = net.createServer((socket) => {
      socket.unref();
      socket.on('error', () => {});
      socket.end(String(process.pid));
    });
    const err = await listen(server, address);
    if (!err) {
      server.unref(); // the lock never keeps the process alive by itself
      fs.rmSync(path.join(dir, OLD_PID_FILE), { force: true });
      let released: Promise<void> | null = null;
      return () => (released ??= new Promise<void>((resolve) => server.close(() => resolve())));
    }
    if (err.code !== 'EADDRINUSE') throw err;
    const pid = await holderPid(address);
    // A socket file outlives a crashed holder (no such leftover with the abstract name or pipe).
    if (pid === 'gone' && kind === 'file' && attempt === 0) {
      fs.rmSync(address, { force: true });
      continue;
    }
    throw new DataDirLockedError(
      `The data directory ${path.resolve(dir)} is in use by another Aseer process${typeof pid === 'number' ? ` (pid ${pid})` : ''}. ` +
        `Stop that process first, or start this one with a different DATA_DIR.`,
    );
  }
}
