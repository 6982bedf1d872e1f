/**
 * One client floods a running server with live streams (Server-Sent Events), then times
 * `/api/health` and `/` while it holds every stream the server accepted.
 *
 *   node --import tsx bench/stream-flood.ts [origin]            # default http://127.0.0.1:3000
 *   STREAMS=20000 node --import tsx bench/stream-flood.ts ...    # how many to try (default 2000)
 *   SPREAD=1 ...   each stream from its own X-Forwarded-For address, to reach the total cap
 *                  (start the server with TRUST_PROXY=1; the traffic still comes from 127.0.0.1)
 *   HOLD=30 ...    keeps the streams that many seconds more (to read the server's memory meanwhile)
 *
 * Prints how many streams were held, how many were refused (and with what), and the time of
 * `/api/health` and `/` before the flood and while it is held (median and slowest of 20).
 */
import http from 'node:http';

const origin = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const STREAMS = Number(process.env.STREAMS ?? 2000);
const SPREAD = process.env.SPREAD === '1';
const BATCH = 200;
const url = new URL(origin);

type Outcome = { status: number; retryAfter?: string; req: http.ClientRequest } | { error: string };

/** One stream on its own connection: resolved with its status once the head arrives (or the error). */
function openStream(i: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (SPREAD) headers['X-Forwarded-For'] = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const req = http.get({
      host: url.hostname,
      port: url.port || 80,
      path: '/api/catalog/events',
      agent: false,
      headers,
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.on('response', (res) => {
      if (res.statusCode !== 200) res.resume();
      resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], req });
    });
  });
}

/** `path` timed `n` times in a row, each on a fresh connection: median and slowest, in ms. */
async function timeGet(path: string, n = 20) {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    try {
      const res = await fetch(`${origin}${path}`, {
        signal: AbortSignal.timeout(10_000),
        headers: { Connection: 'close' },
      });
      await res.arrayBuffer();
      if (!res.ok) failures++;
    } catch {
      failures++;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `median ${times[Math.floor(n / 2)]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms${failures ? `, ${failures} failed` : ''}`;
}

console.log(
  `${origin}: ${STREAMS} stream requests from one client${SPREAD ? ' (each with its own X-Forwarded-For)' : ''}`,
);
console.log(`before:  /api/health ${await timeGet('/api/health')};  / ${await timeGet('/')}`);

const held: http.ClientRequest[] = [];
const refused = new Map<string, number>();
const started = performance.now();
for (let i = 0; i < STREAMS; i += BATCH) {
  const outcomes = await Promise.all(
    Array.from({ length: Math.min(BATCH, STREAMS - i) }, (_, j) => openStream(i + j)),
  );
  for (const o of outcomes) {
    if ('error' in o) refused.set(o.error, (refused.get(o.error) ?? 0) + 1);
    else if (o.status === 200) held.push(o.req);
    else {
      const key = `${o.status} (Retry-After: ${o.retryAfter ?? 'none'})`;
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `streams held: ${held.length}; refused: ${[...refused].map(([k, n]) => `${n} × ${k}`).join(', ') || 'none'} (all answered in ${seconds} s)`,
);
console.log(`holding: /api/health ${await timeGet('/api/health')};  / ${await timeGet('/')}`);
await new Promise((r) => setTimeout(r, Number(process.env.HOLD ?? 0) * 1000));
for (const req of held) req.destroy();
