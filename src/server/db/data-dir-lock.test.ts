import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockAddress, lockDataDir } from './data-dir-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-lock-'));
const script = fileURLToPath(new URL('../testing/lock-taker-test-kit.ts', import.meta.url));

/** A separate process taking the lock on command (src/server/testing/lock-taker-test-kit.ts). */
interface Taker {
  child: ChildProcessWithoutNullStreams;
  send(line: string): Promise<string>;
}
const takers: Taker[] = [];
afterEach(() => {
  for (const t of takers.splice(0)) t.child.kill('SIGKILL');
});

async function startTaker(): Promise<Taker> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' });
  const lines: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(line);
    } else lines.push(line);
  });
  const next = () =>
    new Promise<string>((resolve) => (lines.length ? resolve(lines.shift()!) : (waiting = resolve)));
  const taker: Taker = {
    child,
    send(line) {
      child.stdin.write(`${line}\n`);
      return next();
    },
  };
  takers.push(taker);
  expect(await next()).toBe('ready');
  return taker;
}

describe('lockDataDir', () => {
  it('lets exactly one of two processes racing for the same directory win, every round', async () => {
    const dir = tmp();
    const [a, b] = await Promise.all([startTaker(), startTaker()]);
    const rounds = 25;
    for (let round = 0; round < rounds; round++) {
      // Both asked in the same instant; the winner releases for the next round. A pid file a
      // crashed holder of the old kind of lock left is there each time: it must not matter.
      fs.writeFileSync(path.join(dir, 'aseer.lock'), '999999');
      const answers = await Promise.all([a.send(`take ${dir}`), b.send(`take ${dir}`)]);
      expect([...answers].sort()).toEqual(['locked', 'won']);
      expect(await (answers[0] === 'won' ? a : b).send('release')).toBe('released');
    }
  });

  it('frees the lock the moment its holder is killed, and names a live holder', async () => {
    const dir = tmp();
    const holder = await startTaker();
    expect(await holder.send(`take ${dir}`)).toBe('won');
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `in use by another Aseer process (pid ${holder.child.pid})`,
    );
    const exited = new Promise((resolve) => holder.child.once('exit', resolve));
    holder.child.kill('SIGKILL');
    await exited;
    const release = await lockDataDir(dir); // no stale lock to wait out or clean up
    await release();
  });

  it('is one lock for one directory however it is reached, and ignores the old pid file', async () => {
    const dir = tmp();
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    expect(lockAddress(link)).toBe(lockAddress(dir));
    expect(lockAddress(tmp())).not.toBe(lockAddress(dir));
    // An earlier version's pid file naming a live process neither blocks a start nor stays.
    fs.writeFileSync(path.join(dir, 'aseer.lock'), String(process.pid));
    const release = await lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'aseer.lock'))).toBe(false);
    await expect(lockDataDir(link)).rejects.toThrow(DataDirLockedError);
    await release();
    await (
      await lockDataDir(link)
    )();
  });

  it('with a socket file (systems without abstract sockets) takes over the file a dead holder left', async () => {
    const dir = tmp();
    const release = await lockDataDir(dir, { kind: 'file' });
    await expect(lockDataDir(dir, { kind: 'file' })).rejects.toThrow(`(pid ${process.pid})`);
    await release();
    // A crash leaves the socket file behind (a plain file stands in for it): nobody answers there.
    const leftover = lockAddress(dir, 'file');
    fs.writeFileSync(leftover, '');
    await (
      await lockDataDir(dir, { kind: 'file' })
    )();
  });
});
