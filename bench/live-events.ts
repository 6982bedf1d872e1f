/**
 * Live events from one order to 500 board clients: staff-signed-in Server-Sent Events streams on
 * the board's endpoint (/api/admin/orders/events), on one server process and on two sharing one
 * PostgreSQL (the streams split evenly; the orders placed on the first). Times each client's
 * receipt of the order's event from the moment the order is sent (p50/p99); the baseline is the
 * same with one client on one process, in the same run.
 *
 *   npm run bench -- live                 # a throwaway PostgreSQL cluster (initdb, pg_ctl)
 *   BENCH_DATABASE_URL=postgres://… ...   # or a server of yours (a database is made and dropped)
 *   LIVE_CLIENTS=500 LIVE_ROUNDS=10 ...   # clients, and orders timed per setting
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ssrDirOf } from '../src/server/page-renderer';
import {
  fakeClientDist,
  spawnServer,
  type SpawnedServer,
} from '../src/server/testing/spawned-server-test-kit';
import { freePort, throwawayPostgres } from './throwaway-postgres';

const CLIENTS = Number(process.env.LIVE_CLIENTS ?? 500);
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 10);
const OWNER = { email: 'owner.bench@example.com', password: 'Tamarind-Harbour-Lantern-47' };

/** One board client: its stream, and the time it saw the first order event after `armed`. */
interface Client {
  armed: number;
  got: number | null;
  req: http.ClientRequest;
}

function openBoard(server: SpawnedServer, cookie: string, onEvent: () => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port: server.port,
      path: '/api/admin/orders/events',
      agent: false,
      headers: { Accept: 'text/event-stream', Cookie: cookie },
    });
    const client: Client = { armed: Infinity, got: null, req };
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`board stream: ${res.statusCode}`));
      let buffer = '';
      let ready = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        if (!ready && buffer.includes('event: ready')) {
          ready = true;
          resolve(client);
        }
        if (buffer.includes('event: orders\ndata: ') && client.got === null && at >= client.armed) {
          client.got = at - client.armed;
          onEvent();
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 1);
      });
    });
  });
}

async function post(server: SpawnedServer, p: string, body: unknown, extra: Record<string, string> = {}) {
  return fetch(`${server.origin}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin, ...extra },
    body: JSON.stringify(body),
  });
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** `processes` servers on a fresh database; `clients` boards split over them; `ROUNDS` orders timed. */
async function measure(adminUrl: string, processes: number, clients: number) {
  const dbName = `aseer_bench_live_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dist = fakeClientDist();
  const dirs = [dist, ssrDirOf(dist)];
  const servers: SpawnedServer[] = [];
  const boards: Client[] = [];
  try {
    for (let i = 0; i < processes; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-live-'));
      dirs.push(dataDir);
      servers.push(
        await spawnServer(await freePort(3400, 3489), {
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          CLIENT_DIST_DIR: dist,
          ADMIN_EMAIL: OWNER.email,
          ADMIN_PASSWORD: OWNER.password,
          TRUST_PROXY: '1',
          MAX_STREAMS: String(clients + 100),
          MAX_STREAMS_PER_CLIENT: String(clients + 100),
        }),
      );
    }
    const signIn = await post(servers[0]!, '/api/account/login', OWNER);
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    let received = 0;
    let allIn = () => {};
    const onEvent = () => {
      if (++received === boards.length) allIn();
    };
    for (let i = 0; i < clients; i += 50) {
      const batch = Array.from({ length: Math.min(50, clients - i) }, (_, j) =>
        openBoard(servers[(i + j) % processes]!, cookie, onEvent),
      );
      boards.push(...(await Promise.all(batch)));
    }
    const menu = (await (await fetch(`${servers[0]!.origin}/api/catalog/menu`)).json()) as {
      products: { id: string; soldOut: boolean; sizes: { size: string }[] }[];
    };
    const product = menu.products.find((p) => !p.soldOut && p.sizes.length > 0)!;
    const times: number[] = [];
    const answered: number[] = [];
    const otherProcess: number[] = [];
    for (let round = 0; round < ROUNDS + 1; round++) {
      received = 0;
      const done = new Promise<void>((resolve) => (allIn = resolve));
      const armed = performance.now();
      for (const b of boards) {
        b.got = null;
        b.armed = armed;
      }
      const res = await post(
        servers[0]!,
        '/api/orders',
        {
          idempotencyKey: randomUUID(),
          name: 'Bench',
          email: `bench.${round}@example.com`,
          plate: { emirate: 'dubai', code: 'AB', number: `${30000 + round}` },
          paymentMethod: 'cash',
          lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 1 }],
          locale: 'en',
        },
        { 'X-Forwarded-For': `10.7.${round >> 8}.${round & 255}` },
      );
      if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
      const answerMs = performance.now() - armed;
      await Promise.race([done, new Promise((r) => setTimeout(r, 30_000))]);
      if (received < boards.length)
        throw new Error(`only ${received} of ${boards.length} clients got the order`);
      if (round === 0) continue; // warm-up
      answered.push(answerMs);
      boards.forEach((b, i) => {
        times.push(b.got!);
        if (i % processes !== 0) otherProcess.push(b.got!);
      });
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      otherP50: otherProcess.length ? percentile(otherProcess, 50) : undefined,
      samples: times.length,
      /** The order's own answer (201), from the same start: what placing it costs. */
      answerP50: percentile(answered, 50),
    };
  } finally {
    for (const b of boards) b.req.destroy();
    for (const s of servers) s.signal('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).finally(() => admin.end());
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function liveEvents() {
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await throwawayPostgres();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? cluster!.url;
  try {
    const baseline = await measure(adminUrl, 1, 1);
    const one = await measure(adminUrl, 1, CLIENTS);
    const two = await measure(adminUrl, 2, CLIENTS);
    return { baseline, one, two, clients: CLIENTS, rounds: ROUNDS };
  } finally {
    cluster?.stop();
  }
}

export function printLiveEvents(r: Awaited<ReturnType<typeof liveEvents>>) {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const line = (label: string, m: { p50: number; p99: number; samples: number; answerP50: number }) =>
    console.log(
      `${label.padEnd(40)} p50 ${ms(m.p50).padStart(9)} = ${(m.p50 / r.baseline.p50).toFixed(2)}x, p99 ${ms(m.p99).padStart(9)} = ${(m.p99 / r.baseline.p99).toFixed(2)}x  (${m.samples} receipts; the order's own 201: p50 ${ms(m.answerP50)})`,
    );
  console.log(
    `baseline: 1 board client, 1 process: p50 ${ms(r.baseline.p50)}, p99 ${ms(r.baseline.p99)} (order sent → event received, ${r.rounds} orders; the order's own 201: p50 ${ms(r.baseline.answerP50)})`,
  );
  line(`${r.clients} clients, 1 process`, r.one);
  line(`${r.clients} clients, 2 processes (split evenly)`, r.two);
  if (r.two.otherP50 !== undefined)
    console.log(`  of which the clients of the other process (through NOTIFY): p50 ${ms(r.two.otherP50)}`);
}
