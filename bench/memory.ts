import fs from 'node:fs';
import { benchCart, checkoutLoad, newPlaced } from './checkout-load';
import { startBenchServer, startThrowawayPostgres, type BenchServer } from './checkout-server';

/**
 * The server's resident memory on a small machine (issue 36), in MiB: the first start on the
 * embedded database (which seeds the demo menu and draws its pictures) at its peak, idle after a
 * restart, and after the checkout run (50 customers ordering for 5 s, then 3 s of quiet); on a
 * PostgreSQL server, idle after a restart.
 */
export interface MemoryResult {
  firstStartPeak: number;
  idleAfterRestart: number;
  afterCheckout: number;
  afterCheckoutPeak: number;
  postgresIdle: number;
  /** Orders per second in the checkout run (what a smaller memory costs, if anything). */
  ordersPerSecond: number;
}

const MiB = 1024 * 1024;
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const status = (s: BenchServer, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${s.pid}/status`, 'utf8'))?.[1]) *
  1024;

export async function memory(): Promise<MemoryResult> {
  const first = await startBenchServer();
  const dataDir = first.dataDir;
  let firstStartPeak: number;
  let idleAfterRestart: number;
  let afterCheckout: number;
  let afterCheckoutPeak: number;
  let ordersPerSecond: number;
  try {
    await settle(2_000);
    firstStartPeak = status(first, 'VmHWM');
  } finally {
    await first.stop();
  }
  const again = await startBenchServer(undefined, { dataDir });
  try {
    await settle(3_000);
    idleAfterRestart = status(again, 'VmRSS');
    const lines = await benchCart(again.origin);
    await checkoutLoad(again.origin, lines, newPlaced(), 2, 50); // warm-up
    ordersPerSecond = (await checkoutLoad(again.origin, lines, newPlaced(), 5, 50)).ordersPerSecond;
    await settle(3_000);
    afterCheckout = status(again, 'VmRSS');
    afterCheckoutPeak = status(again, 'VmHWM');
  } finally {
    await again.stop();
    again.remove();
  }
  const cluster = await startThrowawayPostgres();
  let postgresIdle: number;
  try {
    const seeding = await startBenchServer(cluster.url);
    await seeding.stop();
    seeding.remove();
    const pg = await startBenchServer(cluster.url);
    try {
      await settle(3_000);
      postgresIdle = status(pg, 'VmRSS');
    } finally {
      await pg.stop();
      pg.remove();
    }
  } finally {
    await cluster.stop();
  }
  return {
    firstStartPeak,
    idleAfterRestart,
    afterCheckout,
    afterCheckoutPeak,
    postgresIdle,
    ordersPerSecond,
  };
}

export function printMemory(r: MemoryResult) {
  const line = (label: string, bytes: number, goal?: number) =>
    console.log(
      `${label.padEnd(52)} ${(bytes / MiB).toFixed(0).padStart(5)} MiB${goal ? ` = ${(bytes / MiB / goal).toFixed(2)}x its ${goal} MiB goal` : ''}`,
    );
  line('embedded, first start (seeding), peak', r.firstStartPeak, 400);
  line('embedded, idle after a restart', r.idleAfterRestart, 250);
  line('embedded, after the checkout run (50 customers, 5 s)', r.afterCheckout, 450);
  line('embedded, peak during the checkout run', r.afterCheckoutPeak);
  line('PostgreSQL server, idle after a restart', r.postgresIdle, 200);
  console.log(`checkout run on the embedded engine: ${r.ordersPerSecond.toFixed(0)} orders/s`);
}
