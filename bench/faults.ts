import { execFileSync } from 'node:child_process';
import { benchCart, newPlaced, placeOne } from './checkout-load';
import { startBenchServer, startThrowawayPostgres } from './checkout-server';

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** 20 customers ordering without pause while `fault` runs; what the server did. */
async function underLoad(origin: string, fault: () => Promise<void>, alive: () => boolean) {
  const lines = await benchCart(origin);
  const placed = newPlaced();
  const statuses = new Map<number, number>();
  let stop = false;
  const customers = Array.from({ length: 20 }, async () => {
    while (!stop) {
      try {
        await placeOne(origin, lines, placed);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        await settle(50);
      }
    }
  });
  await settle(1000);
  await fault();
  stop = true;
  await Promise.all(customers);
  return { placed, alive: alive() };
}

export async function pgRestart(mode: 'fast' | 'immediate') {
  const cluster = await startThrowawayPostgres();
  const server = await startBenchServer(cluster.url);
  let exited = false;
  const alive = () => {
    try {
      process.kill(server.pid, 0);
      return true;
    } catch {
      exited = true;
      return false;
    }
  };
  try {
    const r = await underLoad(
      server.origin,
      async () => {
        cluster.restart(mode);
        await settle(2000);
      },
      alive,
    );
    const after = await fetch(`${server.origin}/api/ready`)
      .then((x) => x.status)
      .catch(() => 0);
    return {
      mode,
      alive: r.alive && !exited,
      readyAfter: after,
      answered: r.placed.answered.size,
      refused: r.placed.refused,
    };
  } finally {
    await server.stop();
    server.remove();
    await cluster.stop();
  }
}

if (process.argv[1]?.endsWith('faults.ts')) {
  console.log(await pgRestart('fast'));
  console.log(await pgRestart('immediate'));
}
void execFileSync;
