import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A port nobody listens on, from the range given. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * A PostgreSQL cluster of its own in a temporary directory (Debian's initdb and pg_ctl, as .ci/run
 * starts one), on a free port; `stop()` ends it and removes its files. As root, it runs as the
 * `postgres` user (PostgreSQL refuses root).
 */
export async function throwawayPostgres(ports: [number, number] = [3490, 3499]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    if (asRoot)
      execFileSync('su', ['postgres', '-c', args.map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' });
    else execFileSync(args[0]!, args.slice(1), { stdio: 'pipe' });
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort(...ports);
  run([
    `${BIN}/initdb`,
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  run([
    `${BIN}/pg_ctl`,
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run([`${BIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
