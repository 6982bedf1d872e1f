import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCart, newPlaced, placeOne, type Placed } from './checkout-load';
import { readBack, type Readback } from './checkout-readback';
import { startBenchServer, startThrowawayPostgres, type BenchServer } from './checkout-server';

/**
 * Fault experiments (issue 36), `npm run bench -- faults`: 20 customers order without pause while
 * the database is restarted, stopped or its disk fills. Each customer retries an order refused
 * with 503 (or cut off) with the same idempotency key, as the checkout page does. Reported: whether
 * the server stayed up and served again by itself, what the customers were answered, and every
 * acknowledged order read back (lost, doubled).
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CUSTOMERS = 20;

type Line = Awaited<ReturnType<typeof benchCart>>[number];

interface Traffic {
  placed: Placed;
  /** Answers by status (0: no answer, the connection failed). */
  statuses: Map<number, number>;
  /** Milliseconds from the fault's end to the next order placed (201). */
  recoveredMs: number | null;
  /** The longest time a customer waited for any one answer, in ms. */
  longestMs: number;
}

let customer = 0;

/** Customers ordering until `stop`, each order retried under its key on a 503 or a dropped connection. */
function customers(origin: string, lines: Line[]) {
  const placed = newPlaced();
  const statuses = new Map<number, number>();
  let stopped = false;
  let faultOver: number | null = null;
  let recoveredMs: number | null = null;
  let longestMs = 0;
  const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const one = async () => {
    const n = ++customer;
    const key = randomUUID();
    placed.sent.add(key);
    const body = JSON.stringify({
      idempotencyKey: key,
      name: 'Fault Customer',
      email: `bench.fault.${n}@example.com`,
      plate: { emirate: 'dubai', code: 'A', number: String(10000 + (n % 89999)) },
      paymentMethod: 'card',
      lines,
      locale: 'ar',
    });
    // Once sent, an order is retried until it is answered (or 40 tries), as a customer's page does.
    for (let attempt = 0; attempt < 40; attempt++) {
      const started = performance.now();
      let status: number;
      let text = '';
      try {
        const res = await fetch(`${origin}/api/orders`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: origin,
            'X-Forwarded-For': `10.9.${(n >> 8) & 255}.${n & 255}`,
          },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        status = res.status;
        text = await res.text();
      } catch {
        status = 0;
      }
      longestMs = Math.max(longestMs, performance.now() - started);
      count(status);
      // 200: a retry found the order its first try had saved (the idempotency key).
      if (status === 201 || status === 200) {
        const { order, trackingPath } = JSON.parse(text) as { order: { id: string }; trackingPath: string };
        placed.answered.set(key, {
          id: order.id,
          key: new URL(trackingPath, 'http://x').searchParams.get('key')!,
        });
        if (faultOver !== null && recoveredMs === null) recoveredMs = Date.now() - faultOver;
        return;
      }
      if (status !== 503 && status !== 0) {
        placed.refused++;
        return;
      }
      await sleep(250);
    }
  };
  const running = Array.from({ length: CUSTOMERS }, async () => {
    while (!stopped) await one();
  });
  return {
    faultOver: () => (faultOver = Date.now()),
    /** Goes on until an order is placed after the fault (or `ms`), then stops. */
    async finish(ms = 30_000): Promise<Traffic> {
      const deadline = Date.now() + ms;
      while (recoveredMs === null && Date.now() < deadline) await sleep(100);
      await sleep(500);
      stopped = true;
      await Promise.all(running);
      return { placed, statuses, recoveredMs, longestMs };
    },
  };
}

export interface FaultResult {
  name: string;
  survived: boolean;
  /** What `survived` means here, when not "stayed up and served again by itself". */
  outcome?: { yes: string; no: string };
  traffic: Traffic;
  readback?: Readback;
  note?: string;
}

const statusLine = (m: Map<number, number>) =>
  [...m.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s === 0 ? 'no answer' : s} ×${n}`)
    .join(', ');

/** One PostgreSQL fault under load: the servers stay up, and serve again by themselves. */
async function onPostgres(
  name: string,
  fault: (pg: Awaited<ReturnType<typeof startThrowawayPostgres>>) => Promise<void>,
  processes = 1,
): Promise<FaultResult> {
  const cluster = await startThrowawayPostgres();
  const servers: BenchServer[] = [];
  try {
    for (let i = 0; i < processes; i++)
      servers.push(await startBenchServer(cluster.url, { capture: true, env: { LOG_LEVEL: 'error' } }));
    const origin = servers[0]!.origin;
    const lines = await benchCart(origin);
    const load = customers(origin, lines);
    // The other processes take orders too (several processes on one database).
    const others = servers.slice(1).map((s) => customers(s.origin, lines));
    await sleep(1_500);
    await fault(cluster);
    load.faultOver();
    for (const o of others) o.faultOver();
    const traffic = await load.finish();
    for (const o of others) {
      const t = await o.finish();
      for (const [k, v] of t.placed.answered) traffic.placed.answered.set(k, v);
      for (const k of t.placed.sent) traffic.placed.sent.add(k);
      for (const [s, n] of t.statuses) traffic.statuses.set(s, (traffic.statuses.get(s) ?? 0) + n);
    }
    const survived = servers.every((s) => s.alive());
    const readback = await readBack(
      origin,
      traffic.placed,
      async () => {},
      { databaseUrl: cluster.url },
      lines.length,
    );
    return { name, survived, traffic, readback };
  } finally {
    for (const s of servers) {
      await s.stop();
      s.remove();
    }
    await cluster.stop();
  }
}

/** A small disk of its own (tmpfs), for DATA_DIR; null when this machine cannot mount one (not root). */
function smallDisk(mib: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-fault-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mib}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    /** Fills it until `leaveMiB` are left (a file of ballast). */
    fill(leaveMiB: number) {
      const s = fs.statfsSync(dir);
      const free = s.bavail * s.bsize;
      const size = Math.max(0, free - leaveMiB * 1024 * 1024);
      const fd = fs.openSync(path.join(dir, `ballast-${Date.now()}`), 'w');
      try {
        const chunk = Buffer.alloc(1024 * 1024);
        for (let written = 0; written < size; written += chunk.length)
          fs.writeSync(fd, chunk, 0, Math.min(chunk.length, size - written));
      } catch {
        // ENOSPC: as full as it gets.
      } finally {
        fs.closeSync(fd);
      }
    },
    freeMiB: () => {
      const s = fs.statfsSync(dir);
      return (s.bavail * s.bsize) / 1024 / 1024;
    },
    remove() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The embedded database while its disk fills up under the customers, then a start on the full disk. */
async function diskFills(): Promise<FaultResult[]> {
  const disk = smallDisk(400);
  if (!disk) return [];
  try {
    const dataDir = path.join(disk.dir, 'data');
    const server = await startBenchServer(undefined, { dataDir, capture: true, env: { LOG_LEVEL: 'error' } });
    const lines = await benchCart(server.origin);
    const load = customers(server.origin, lines);
    await sleep(1_500);
    // Gradually, as logs or another program fill a disk: down to 8 MiB left, in 16 MiB steps.
    while (disk.freeMiB() > 24) {
      disk.fill(Math.max(8, disk.freeMiB() - 16));
      await sleep(200);
    }
    await sleep(3_000);
    const health = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.status)
      .catch(() => 0);
    const ready = await fetch(`${server.origin}/api/ready`, { signal: AbortSignal.timeout(2_000) })
      .then(
        async (r) =>
          `${r.status} ${((await r.json()) as { error?: { details?: { reason?: string } } }).error?.details?.reason ?? ''}`,
      )
      .catch(() => 'no answer');
    const traffic = await load.finish(1_000);
    // A stop asked for on the full disk.
    const stopAsked = Date.now();
    await server.stop();
    const stopMs = Date.now() - stopAsked;
    // Room again for the read-back (the ballast goes), then a start on a full disk.
    for (const f of fs.readdirSync(disk.dir)) if (f.startsWith('ballast-')) fs.rmSync(path.join(disk.dir, f));
    const readback = await readBack(
      server.origin,
      traffic.placed,
      async () => {},
      { dataDir },
      lines.length,
    ).catch(() => undefined);
    const filled: FaultResult = {
      name: 'embedded database, disk filling under 20 customers (400 MiB tmpfs, to 8 MiB free)',
      survived: health === 200 && stopMs < 10_000,
      traffic,
      readback,
      note: `/api/health ${health}, /api/ready ${ready}; SIGTERM stopped it in ${stopMs} ms`,
    };
    disk.fill(2);
    let startNote: string;
    try {
      const again = await startBenchServer(undefined, { dataDir, capture: true, waitMs: 30_000 });
      startNote = 'started (it should not have)';
      await again.stop();
    } catch (e) {
      startNote =
        /The disk holding .* is full/.exec((e as Error).message)?.[0] ?? (e as Error).message.slice(0, 200);
    }
    return [
      filled,
      {
        name: 'embedded database, a start on a full disk (2 MiB free)',
        survived: /is full/.test(startNote),
        outcome: {
          yes: 'refused to start, saying the disk is full',
          no: 'did NOT refuse with a clear message',
        },
        traffic: { placed: newPlaced(), statuses: new Map(), recoveredMs: null, longestMs: 0 },
        note: startNote,
      },
    ];
  } finally {
    disk.remove();
  }
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;

/** Order times with 20 customers, for `ms`: alone, then while `npm run backup` runs against the server. */
export async function backupUnderLoad(): Promise<FaultResult> {
  const server = await startBenchServer(undefined, { capture: true, env: { LOG_LEVEL: 'error' } });
  try {
    const lines = await benchCart(server.origin);
    const timed = async (ms: number, during?: () => Promise<unknown>) => {
      const times: number[] = [];
      const placed = newPlaced();
      let stop = false;
      const runners = Array.from({ length: CUSTOMERS }, async () => {
        while (!stop) times.push(await placeOne(server.origin, lines, placed));
      });
      const extra = during?.();
      await sleep(ms);
      await extra;
      stop = true;
      await Promise.all(runners);
      return times;
    };
    await timed(2_000); // warm-up
    const alone = await timed(5_000);
    const file = path.join(os.tmpdir(), `aseer-fault-backup-${Date.now()}.tar.gz`);
    let backupMs = 0;
    const during = await timed(5_000, async () => {
      await sleep(1_000);
      const started = Date.now();
      execFileSync(process.execPath, ['dist/server/backup.js', file], {
        env: { ...process.env, DATA_DIR: server.dataDir },
        stdio: 'pipe',
      });
      backupMs = Date.now() - started;
    });
    const size = fs.statSync(file).size;
    fs.rmSync(file, { force: true });
    const line = (xs: number[]) =>
      `p50 ${pct(xs, 0.5).toFixed(0)} ms, p99 ${pct(xs, 0.99).toFixed(0)} ms, longest ${pct(xs, 1).toFixed(0)} ms`;
    return {
      name: 'a backup of the running shop (embedded database) under 20 customers',
      survived: server.alive(),
      traffic: { placed: newPlaced(), statuses: new Map(), recoveredMs: null, longestMs: 0 },
      note: `orders without a backup: ${line(alone)}\norders while the backup ran (${backupMs} ms, ${(size / 1024 / 1024).toFixed(1)} MiB): ${line(during)}`,
    };
  } finally {
    await server.stop();
    server.remove();
  }
}

export async function faults(): Promise<FaultResult[]> {
  const results: FaultResult[] = [];
  results.push(await backupUnderLoad());
  results.push(
    await onPostgres('PostgreSQL restarted (pg_ctl restart -m fast)', async (pg) => pg.restart('fast')),
  );
  results.push(
    await onPostgres('PostgreSQL restarted (pg_ctl restart -m immediate)', async (pg) =>
      pg.restart('immediate'),
    ),
  );
  results.push(
    await onPostgres('PostgreSQL stopped for 30 s, then started', async (pg) => {
      pg.halt('fast');
      await sleep(30_000);
      pg.start();
    }),
  );
  results.push(
    await onPostgres(
      'two processes on one PostgreSQL, restarted (-m fast)',
      async (pg) => pg.restart('fast'),
      2,
    ),
  );
  results.push(...(await diskFills()));
  return results;
}

export function printFaults(results: FaultResult[]) {
  for (const r of results) {
    const t = r.traffic;
    const rb = r.readback;
    console.log(`\n### ${r.name}`);
    console.log(
      r.outcome
        ? `the server ${r.survived ? r.outcome.yes : r.outcome.no}`
        : `server stayed up and served again by itself: ${r.survived ? 'yes' : 'NO'}`,
    );
    if (t.statuses.size > 0) {
      console.log(
        `answers: ${statusLine(t.statuses)}; longest wait for one answer ${t.longestMs.toFixed(0)} ms`,
      );
      console.log(
        `first order placed after the fault ended: ${t.recoveredMs === null ? 'none' : `${t.recoveredMs} ms`}`,
      );
    }
    if (rb)
      console.log(
        `read back: ${t.placed.answered.size} acknowledged; database ${rb.db}, lost ${rb.lost}, doubled ${rb.doubled}, kept without an answer ${rb.unanswered}`,
      );
    if (r.note) console.log(r.note);
  }
}
