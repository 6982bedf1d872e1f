import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import type { Logger } from '../lib/logger';
import { packBackup } from './backup-archive';
import { BACKUP_SOCKET, requestBackup, serveBackups } from './backup-socket';
import { restoreBackup } from './restore';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bk-'));
  dirs.push(d);
  return d;
};

/** A logger that keeps what it was told. */
function recordingLogger() {
  const lines: string[] = [];
  const log = (level: string) => (a: unknown, b?: unknown) =>
    lines.push(`${level} ${typeof a === 'string' ? a : String(b)}`);
  return {
    lines,
    logger: { info: log('info'), warn: log('warn'), error: log('error') } as unknown as Logger,
  };
}

describe('a backup asked of the running server', () => {
  it('says the server stopped, not an empty refusal, when it dies before answering', async () => {
    const dir = tmp();
    // A server that takes the request and dies without a word.
    const dying = net.createServer((s) => s.once('data', () => s.destroy()));
    await new Promise<void>((r) => dying.listen(path.join(dir, BACKUP_SOCKET), r));
    try {
      const err = await requestBackup(dir).catch((e: Error) => e);
      expect((err as Error).message).toMatch(
        /^The server stopped before the backup was complete: nothing was written/,
      );
      expect((err as Error).message).not.toMatch(/refused: $/);
    } finally {
      dying.close();
    }
  });

  it('does not log "backup written" for a backup whose command went away', async () => {
    const dir = tmp();
    const { lines, logger } = recordingLogger();
    let release!: () => void;
    const made = new Promise<void>((r) => (release = r));
    const stop = await serveBackups({
      dataDir: dir,
      logger,
      make: async () => {
        await made;
        return Buffer.from('archive');
      },
    });
    try {
      const client = net.connect(path.join(dir, BACKUP_SOCKET), () => client.write('backup\n'));
      client.on('error', () => {});
      await new Promise((r) => setTimeout(r, 100));
      client.destroy(); // the operator's Ctrl-C
      await new Promise((r) => setTimeout(r, 100));
      release();
      await new Promise((r) => setTimeout(r, 100));
      expect(lines.some((l) => l.includes('backup written'))).toBe(false);
      expect(lines.some((l) => l.startsWith('warn') && l.includes('not delivered'))).toBe(true);
      // And one that stays gets it all, then the log says so.
      const bytes = await requestBackup(dir);
      expect(bytes.toString()).toBe('archive');
      await new Promise((r) => setTimeout(r, 50));
      expect(lines.some((l) => l.includes('backup written'))).toBe(true);
    } finally {
      await stop();
    }
  });
});

it('a restore into a fresh directory keeps nothing aside (no empty media.before-restore folder)', async () => {
  const source = new PGlite();
  await source.exec(`create table kept (v text); insert into kept values ('juice')`);
  const database = new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer());
  await source.close();
  const file = path.join(tmp(), 'backup.tar.gz');
  fs.writeFileSync(
    file,
    await packBackup({
      database,
      secret: null,
      media: [{ key: 'uploads/a.webp', bytes: Buffer.from('RIFF') }],
    }),
  );
  const dataDir = path.join(tmp(), 'fresh');
  const outcome = await restoreBackup(loadEnv({ DATA_DIR: dataDir }), file);
  expect(outcome.keptAside).toEqual([]);
  expect(fs.readdirSync(dataDir).filter((n) => n.includes('before-restore'))).toEqual([]);
  expect(fs.readFileSync(path.join(dataDir, 'media', 'uploads', 'a.webp'), 'utf8')).toBe('RIFF');
});
