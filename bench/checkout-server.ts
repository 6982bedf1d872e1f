import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = (s.address() as net.AddressInfo) ?? { port: 0 };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export const BENCH_OWNER = { email: 'bench.owner@example.com', password: 'Quiet-Lantern-Harbour-2049!' };

export interface BenchServer {
  origin: string;
  pid: number;
  dataDir: string;
  /** Resident memory of the server process now (VmRSS), in bytes. */
  rss(): number;
  /** CPU time the server process used so far (user + system), in ms. */
  cpuMs(): number;
  /** Ends the process (the data directory stays, to be read). */
  stop(): Promise<void>;
  /** Deletes the data directory. */
  remove(): void;
  /** Whether the process still runs, and how it ended. */
  alive(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote to stdout and stderr (with `capture`). */
  output(): string;
}

/**
 * The app as production runs it (NODE_ENV=production, the built front end), in its own process,
 * on a fresh data directory: the embedded database, or `databaseUrl`. Open all day, behind a
 * proxy (TRUST_PROXY), so each bench customer speaks from its own address.
 */
export async function startBenchServer(
  databaseUrl?: string,
  opts: { dataDir?: string; env?: Record<string, string>; capture?: boolean; waitMs?: number } = {},
): Promise<BenchServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-orders-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_OPTIONS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see where the time goes.
  const extra = process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...extra, 'dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // BENCH_LOG_LEVEL=debug: a line per request with its time in the server (`ms`).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      OPENING_HOURS: '00:00-24:00',
      TRUST_PROXY: '1',
      PUBLIC_URL: origin,
      // The owner, to close the warm-up orders as staff would.
      ADMIN_EMAIL: BENCH_OWNER.email,
      ADMIN_PASSWORD: BENCH_OWNER.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', opts.capture ? 'pipe' : 'inherit', opts.capture ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  await Promise.race([
    waitFor(`${origin}/api/health`, opts.waitMs ?? 120_000),
    exited.then(({ code, signal }) => {
      throw new Error(`the server stopped while starting (${code ?? signal}):\n${output}`);
    }),
  ]);
  return {
    origin,
    pid: child.pid!,
    dataDir,
    rss() {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return Number(kb) * 1024;
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat (after the command's closing parenthesis), in clock ticks.
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    output: () => output,
  };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL 15 cluster (Debian's initdb and pg_ctl, as .ci/run starts one) in a temp
 * directory on a free port, owned by the `postgres` user when run as root.
 */
export interface ThrowawayPostgres {
  url: string;
  /** `pg_ctl restart` in the given shutdown mode, waited for. */
  restart(mode: 'fast' | 'immediate'): void;
  /** `pg_ctl stop` (the files stay) and `start` again. */
  halt(mode: 'fast' | 'immediate'): void;
  start(): void;
  stop(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-c', cmd], { stdio: 'ignore' })
      : execFileSync('sh', ['-c', cmd], { stdio: 'ignore' });
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  run(`${PG_BIN}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
  const start = () =>
    run(
      `${PG_BIN}/pg_ctl -D ${dir}/data -l ${dir}/log -o '-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}' -w start`,
    );
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: (mode) => run(`${PG_BIN}/pg_ctl -D ${dir}/data -m ${mode} -w restart`),
    halt: (mode) => run(`${PG_BIN}/pg_ctl -D ${dir}/data -m ${mode} -w stop`),
    start,
    async stop() {
      try {
        run(`${PG_BIN}/pg_ctl -D ${dir}/data -m fast -w stop`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
