import { getRequestListener } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import { execFileSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { maintenanceGate } from '@/features/settings/server';
import { createRouter, type AppEnv } from '@/server/deps';
import { CachedJson } from '@/server/lib/cached-json';
import { createLogger } from '@/server/lib/logger';
import { applyRequestPipeline, type PipelineStep } from '@/server/request-pipeline';
import { VARIANTS } from './middleware-variants';

// A menu-sized answer (~38 KB of JSON), cached and gzipped once, as the catalogue's.
const product = (i: number) => ({
  id: `p${i}`,
  name_en: `Fresh juice ${i}`,
  name_ar: `عصير طازج ${i}`,
  description_en: 'Pressed to order from ripe fruit, no sugar added.',
  description_ar: 'يُعصر عند الطلب من فاكهة ناضجة، بلا سكر مضاف.',
  sizes: [
    { id: `s${i}a`, label: 'S', price: 1200 },
    { id: `s${i}b`, label: 'L', price: 1800 },
  ],
});

/** The route behind a variant of the pipeline, with the adapter the server runs (@hono/node-server). */
function variantListener(without: Set<string>) {
  const menu = new CachedJson(async () => ({ products: [...Array(110).keys()].map(product) }));
  const store = new CachedJson(async () => ({ maintenance: { enabled: false } }));
  const app = new OpenAPIHono<AppEnv>();
  applyRequestPipeline(app, {
    https: false,
    logger: createLogger('info'),
    trustedOrigins: ['http://localhost:3000'],
    without: without as Set<PipelineStep>,
  });
  const api = createRouter();
  if (!without.has('maintenanceGate')) api.use('*', maintenanceGate({} as never, store as never));
  api.get('/catalog/menu', (c) => menu.respond(c));
  app.route('/api', api);
  return getRequestListener(app.fetch);
}

const RAW_HEADERS = [
  'Host',
  '127.0.0.1:3000',
  'User-Agent',
  'bench',
  'Accept',
  '*/*',
  'Accept-Encoding',
  'gzip, br',
];

/** What node:http hands the adapter for `GET /api/catalog/menu`, and a response that only counts bytes. */
function exchange(done: () => void) {
  const headers: Record<string, string> = {};
  for (let i = 0; i < RAW_HEADERS.length; i += 2)
    headers[RAW_HEADERS[i]!.toLowerCase()] = RAW_HEADERS[i + 1]!;
  const incoming = {
    method: 'GET',
    url: '/api/catalog/menu',
    headers,
    rawHeaders: RAW_HEADERS,
    socket: { encrypted: false },
    on: () => incoming,
    once: () => incoming,
  } as unknown as IncomingMessage;
  let bytes = 0;
  const outgoing = {
    headersSent: false,
    writable: true,
    writeHead: (_status: number, h: Record<string, unknown>) => (bytes += Object.keys(h).length),
    setHeader: () => outgoing,
    hasHeader: () => false,
    write: (b: Uint8Array) => ((bytes += b.length), true),
    end: (b?: Uint8Array) => {
      bytes += b?.length ?? 0;
      done();
    },
    on: () => outgoing,
    once: () => outgoing,
    off: () => outgoing,
  } as unknown as ServerResponse;
  return { incoming, outgoing, bytes: () => bytes };
}

/**
 * CPU time of `n` requests, one after the other, in microseconds per request: CPU time, not the
 * clock, so the time this process waits for a core the machine's other work holds is not counted.
 */
async function timePerRequest(listener: ReturnType<typeof getRequestListener>, n: number) {
  const started = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    await new Promise<void>((resolve) => {
      const { incoming, outgoing } = exchange(resolve);
      void listener(incoming, outgoing);
    });
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / n;
}

/** In a child process: one variant's fastest of `batches` batches of `n` requests, after a warm-up. */
async function measureVariant(index: number, batches = 4, n = 20_000) {
  const listener = variantListener(new Set(VARIANTS[index]!.without));
  await timePerRequest(listener, n); // warm-up: JIT, caches
  let best = Infinity;
  for (let b = 0; b < batches; b++) best = Math.min(best, await timePerRequest(listener, n));
  return best;
}

/**
 * What each step every request passes through costs, in microseconds of server time per request:
 * the same route (the menu from its cache, gzip) through the adapter the server runs
 * (@hono/node-server), in apps with the whole pipeline, without one step, and with none. No
 * sockets: node:http's parsing and the write are the same for every variant. Each variant runs
 * in its own process (one app per process, as the server: several in one would share and slow
 * down Hono's code paths); variants take turns for `rounds` rounds so the machine's other work
 * hits them alike, and each keeps its fastest.
 */
export async function middlewareCost(rounds = 2) {
  const best = VARIANTS.map(() => Infinity);
  for (let r = 0; r < rounds; r++)
    for (const i of VARIANTS.keys()) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/middleware-cost.ts'], {
        env: { ...process.env, MIDDLEWARE_VARIANT: String(i), NODE_ENV: 'production' },
        encoding: 'utf8',
      });
      best[i] = Math.min(best[i]!, Number(out.trim()));
    }
  const all = best[0]!;
  return {
    all,
    none: best[VARIANTS.length - 1]!,
    steps: VARIANTS.slice(1, -1).map((v, k) => ({ step: v.without[0]!, micros: all - best[k + 1]! })),
  };
}

export function printMiddlewareCost(t: Awaited<ReturnType<typeof middlewareCost>>) {
  const us = (n: number) => `${n.toFixed(2).padStart(6)} µs`;
  const share = (n: number) => `${((n / t.all) * 100).toFixed(1).padStart(5)}%`;
  console.log(`baseline: the menu route with no step = ${us(t.none)} per request (adapter + Hono + route)`);
  console.log(`whole pipeline:                          ${us(t.all)} per request`);
  console.log(
    `what the steps add:                      ${us(t.all - t.none)} = ${share(t.all - t.none)} of it`,
  );
  for (const s of t.steps) console.log(`  ${s.step.padEnd(20)} ${us(s.micros)} = ${share(s.micros)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const variant = process.env.MIDDLEWARE_VARIANT;
  if (variant !== undefined) console.log(await measureVariant(Number(variant)));
  else printMiddlewareCost(await middlewareCost());
}
