import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on the data directory (a lock file holding our pid).
 * PGlite does not lock its files, and a second process writing to them loses data.
 * A stale lock (its process is gone) is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'aseer.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dir)} is in use by another Aseer process (pid ${pid}). ` +
            `Stop that process first, or start this one with a different DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale lock: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dir)}.`);
}
