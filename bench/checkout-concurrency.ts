import {
  benchCart,
  checkoutLoad,
  completeOrders,
  healthRate,
  newPlaced,
  placeMany,
  sequentialMedian,
  signIn,
} from './checkout-load';
import { readBack, type Readback } from './checkout-readback';
import { BENCH_OWNER, startBenchServer, startThrowawayPostgres } from './checkout-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CUSTOMERS = 50;
const OPEN_MANY = 1000;

export interface EngineResult {
  engine: 'PGlite' | 'PostgreSQL';
  /** GET /api/health answers per second, 50 connections: the baseline of this run. */
  health: number;
  checkout: {
    ordersPerSecond: number;
    p50: number;
    p99: number;
    max: number;
    errors: number;
    cpuMsPerOrder: number;
  };
  /** Median ms of one order placed alone, with about 10 and about 1,000 open orders. */
  sequential: { few: number; many: number };
  rss: { idleBefore: number; idleAfter: number };
  readback: Readback;
  placed: number;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * On one engine, a fresh shop: the bare round trip, one order alone with 10 open orders, 50
 * customers ordering at once, the queue topped up to 1,000 open orders, one order alone again;
 * resident memory idle before and after; then every order read back from the API and the
 * database.
 */
async function onEngine(engine: EngineResult['engine'], databaseUrl?: string): Promise<EngineResult> {
  const server = await startBenchServer(databaseUrl);
  try {
    const { origin } = server;
    const lines = await benchCart(origin);
    // Warm-up (a server's first orders pay for loading and compiling), then handed over, so the
    // queue holds only the next 10.
    const placed = newPlaced();
    await placeMany(origin, lines, placed, 60, 5);
    const warm = [...placed.answered.values()].map((o) => o.id);
    await completeOrders(origin, await signIn(origin, BENCH_OWNER), warm);
    await placeMany(origin, lines, placed, 10, 1);
    await settle(1_000);
    const idleBefore = server.rss();
    const health = await healthRate(origin, 3);
    const few = await sequentialMedian(origin, lines, placed);
    await checkoutLoad(origin, lines, placed, 1, CUSTOMERS); // warm-up; what it left under way ends first
    await settle(3_000);
    const [cpuBefore, answeredBefore] = [server.cpuMs(), placed.answered.size];
    const load = await checkoutLoad(origin, lines, placed, SECONDS, CUSTOMERS);
    // The server's CPU per order answered in the run: what the machine's other load moves least.
    const checkout = {
      ...load,
      cpuMsPerOrder: (server.cpuMs() - cpuBefore) / (placed.answered.size - answeredBefore),
    };
    await settle(2_000);
    const idleAfter = server.rss();
    // Every order of the bench is still open (nobody prepares them).
    await placeMany(origin, lines, placed, Math.max(0, OPEN_MANY + warm.length - placed.answered.size));
    await settle(1_000);
    const many = await sequentialMedian(origin, lines, placed);
    const readback = await readBack(
      origin,
      placed,
      databaseUrl ? async () => {} : server.stop,
      databaseUrl ? { databaseUrl } : { dataDir: server.dataDir },
      lines.length,
    );
    return {
      engine,
      health,
      checkout,
      sequential: { few, many },
      rss: { idleBefore, idleAfter },
      readback,
      placed: placed.answered.size,
    };
  } finally {
    await server.stop();
    server.remove();
  }
}

/** PGlite, then PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster started here). */
export async function checkoutConcurrency(): Promise<EngineResult[]> {
  const results = [await onEngine('PGlite')];
  const given = process.env.BENCH_DATABASE_URL;
  const cluster = given ? null : await startThrowawayPostgres();
  try {
    results.push(await onEngine('PostgreSQL', given ?? cluster!.url));
  } finally {
    await cluster?.stop();
  }
  return results;
}

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;

export function printCheckoutConcurrency(results: EngineResult[]) {
  console.log(`\n## Checkout: ${CUSTOMERS} customers at once over HTTP (guests, two lines, ${SECONDS} s)`);
  for (const r of results) {
    const c = r.checkout;
    const rb = r.readback;
    console.log(`\n### ${r.engine}`);
    console.log(`baseline: GET /api/health, ${CUSTOMERS} connections = ${r.health.toFixed(0)} req/s`);
    console.log(
      `checkout: ${c.ordersPerSecond.toFixed(0)} orders/s = ${(c.ordersPerSecond / r.health).toFixed(4)}x baseline (goal on PGlite ≥ 100 orders/s); p50 ${c.p50} ms, p99 ${c.p99} ms (goal ≤ 500 ms), longest ${c.max} ms; ${c.errors} errors; server CPU ${c.cpuMsPerOrder.toFixed(1)} ms per order`,
    );
    console.log(
      `one order alone (median): ${r.sequential.few.toFixed(1)} ms with ~10 open, ${r.sequential.many.toFixed(1)} ms with ~${OPEN_MANY} open = ${(r.sequential.many / r.sequential.few).toFixed(2)}x (goal ≈ 1.00x)`,
    );
    console.log(
      `read back: ${r.placed} orders answered; API ${rb.api}, database ${rb.db} (each once, two lines, receipt queued); lost ${rb.lost}, doubled ${rb.doubled}, kept without an answer ${rb.unanswered}`,
    );
    console.log(
      `server memory (RSS), idle: ${mib(r.rss.idleBefore)} before the checkout run, ${mib(r.rss.idleAfter)} after`,
    );
  }
}
