import fs from 'node:fs';
import path from 'node:path';

/** Group and others: no rights to anything the shop writes (the database, mail with reset links, keys). */
const PRIVATE_UMASK = 0o077;
/** A temporary file this old is left over from a write that died (a crash, a full disk). */
const STALE_TMP_MS = 60 * 60_000;

/**
 * Makes the data directory the shop's user's alone: every file created from now on is private
 * (the process's umask), the directory is created 0700, and what an earlier version left readable
 * (the embedded database's files were 0666, the outbox's `.eml` files with reset links 0644) is
 * corrected. Temporary files of writes that never finished (`*.tmp`, empty or older than an hour:
 * a full disk leaves them in media/uploads and the outbox) are removed. Answers what it changed.
 */
export function keepDataPrivate(dir: string, now = Date.now()) {
  try {
    process.umask(PRIVATE_UMASK);
  } catch {
    // Not allowed in a worker thread; the files are still corrected below.
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const done = { corrected: 0, removed: 0 };
  const visit = (p: string, st: fs.Stats) => {
    if (st.isSymbolicLink()) return;
    if (st.isFile() && p.endsWith('.tmp') && (st.size === 0 || now - st.mtimeMs > STALE_TMP_MS)) {
      fs.rmSync(p, { force: true });
      done.removed++;
      return;
    }
    if ((st.mode & PRIVATE_UMASK) !== 0) {
      fs.chmodSync(p, st.mode & 0o7777 & ~PRIVATE_UMASK);
      done.corrected++;
    }
    if (st.isDirectory())
      for (const name of fs.readdirSync(p)) visit(path.join(p, name), fs.lstatSync(path.join(p, name)));
  };
  visit(dir, fs.lstatSync(dir));
  return done;
}
