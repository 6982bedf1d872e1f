import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One temporary directory for the whole Vitest run (the first global setup): the workers, forked
 * after it, inherit TMPDIR, so every `os.tmpdir()` of a test (data directories, stand-in front ends,
 * lock files, archives) lands inside it, and the run's end removes it all, a failed test's leftovers
 * included. Processes a test starts with an environment of its own keep the system's directory.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-vitest-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
