import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory held by another live process, with a clear message', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'aseer.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Aseer process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose process is gone, and releases it', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'aseer.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'aseer.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'aseer.lock'))).toBe(false);
  });
});
