import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { localMediaStore } from '../storage/media-store';
import { packBackup, unpackBackup } from './backup-archive';
import { makeBackup } from './backup';
import { readTar, tarBlocks } from './tar';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the backup archive', () => {
  it('keeps every file whole, whatever its size against the 512-byte blocks', () => {
    const files = [0, 1, 511, 512, 513, 5000].map((n, i) => ({
      name: `media/uploads/f${i}.webp`,
      bytes: Buffer.alloc(n, i + 1),
    }));
    const back = readTar(Buffer.concat([...tarBlocks(files)]));
    expect(back.map((f) => [f.name, Buffer.from(f.bytes).toString('hex')])).toEqual(
      files.map((f) => [f.name, f.bytes.toString('hex')]),
    );
  });

  it('refuses what is not a complete Aseer backup, before anything is touched', async () => {
    const parts = {
      database: Buffer.from('db'),
      secret: null,
      media: [{ key: 'a.webp', bytes: Buffer.from('x') }],
    };
    const whole = await packBackup(parts);
    expect(unpackBackup(whole).media).toHaveLength(1);
    // Cut short (a copy that stopped): said so, not 'not an archive'.
    expect(() => unpackBackup(whole.subarray(0, Math.floor(whole.length / 2)))).toThrow(
      /incomplete: it ends early/,
    );
    expect(() => unpackBackup(Buffer.from('hello'))).toThrow(/not an Aseer backup/);
    expect(() =>
      unpackBackup(gzipSync(Buffer.concat([...tarBlocks([{ name: 'x', bytes: Buffer.from('1') }])]))),
    ).toThrow(/no backup.json/);
    const evil = await packBackup({
      ...parts,
      media: [{ key: '../../etc/passwd.png', bytes: Buffer.from('x') }],
    });
    expect(() => unpackBackup(evil)).toThrow(/unexpected file/);
  });

  // Three embedded databases are opened (made, dumped, read back): on a busy CI machine that takes
  // more than the default 30 s.
  it(
    'is made from a stopped shop’s data directory too, and refused for a PostgreSQL server',
    { timeout: 90_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-backup-offline-'));
      dirs.push(dataDir);
      const pg = new PGlite(path.join(dataDir, 'pg'));
      await pg.exec(`create table kept (v text); insert into kept values ('juice')`);
      await pg.close();
      await localMediaStore(path.join(dataDir, 'media')).put('uploads/one.webp', Buffer.from('RIFFWEBP'));
      const parts = unpackBackup(await makeBackup(loadEnv({ DATA_DIR: dataDir })));
      expect(parts.media.map((m) => m.key)).toEqual(['uploads/one.webp']);
      const copy = new PGlite({ loadDataDir: new Blob([new Uint8Array(parts.database)]) });
      expect((await copy.query('select v from kept')).rows).toEqual([{ v: 'juice' }]);
      await copy.close();
      await expect(makeBackup(loadEnv({ DATABASE_URL: 'postgres://x@localhost/aseer' }))).rejects.toThrow(
        /pg_dump/,
      );
    },
  );
});
