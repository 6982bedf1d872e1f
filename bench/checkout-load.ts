import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import type { Menu } from '../src/features/catalog/catalog.schema';

type Line = { productId: string; size: string; quantity: number };

/** What the bench asked for and what the server answered, order by order. */
export interface Placed {
  /** Every idempotency key sent (answered or not). */
  sent: Set<string>;
  /** Key → the order the server answered with (201). */
  answered: Map<string, { id: string; key: string }>;
  refused: number;
}

export const newPlaced = (): Placed => ({ sent: new Set(), answered: new Map(), refused: 0 });

let customer = 0;

/** A guest's order of `lines`, from its own address (TRUST_PROXY), as a browser sends it. */
function orderRequest(origin: string, lines: Line[]) {
  const n = ++customer;
  const idempotencyKey = randomUUID();
  return {
    idempotencyKey,
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      idempotencyKey,
      name: 'Bench Customer',
      email: `bench.${n}@example.com`,
      plate: { emirate: 'dubai', code: 'A', number: String(10000 + (n % 89999)) },
      paymentMethod: 'card',
      lines,
      locale: 'en',
    }),
  };
}

function record(placed: Placed, idempotencyKey: string, status: number, body: string) {
  if (status !== 201) {
    placed.refused++;
    return;
  }
  const { order, trackingPath } = JSON.parse(body) as { order: { id: string }; trackingPath: string };
  const key = new URL(trackingPath, 'http://x').searchParams.get('key')!;
  placed.answered.set(idempotencyKey, { id: order.id, key });
}

/** Two juices with their first size: the cart every bench customer orders. */
export async function benchCart(origin: string): Promise<Line[]> {
  const menu = (await (await fetch(`${origin}/api/catalog/menu`)).json()) as Menu;
  return menu.products
    .filter((p) => !p.soldOut && p.sizes.every((s) => !s.soldOut))
    .slice(0, 2)
    .map((p) => ({ productId: p.id, size: p.sizes[0]!.size, quantity: 1 }));
}

/** One order, waited for; its time in ms. */
export async function placeOne(origin: string, lines: Line[], placed: Placed): Promise<number> {
  const req = orderRequest(origin, lines);
  placed.sent.add(req.idempotencyKey);
  const started = performance.now();
  const res = await fetch(`${origin}/api/orders`, { method: 'POST', headers: req.headers, body: req.body });
  const ms = performance.now() - started;
  record(placed, req.idempotencyKey, res.status, await res.text());
  return ms;
}

/** The median time of `n` orders placed one after another (one customer at a time). */
export async function sequentialMedian(origin: string, lines: Line[], placed: Placed, n = 25) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await placeOne(origin, lines, placed));
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

/** `n` orders, `concurrency` at a time (to fill the queue quickly). */
export async function placeMany(origin: string, lines: Line[], placed: Placed, n: number, concurrency = 10) {
  let left = n;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await placeOne(origin, lines, placed);
    }),
  );
}

/** `connections` customers ordering as fast as the server answers, for `seconds`. */
export async function checkoutLoad(
  origin: string,
  lines: Line[],
  placed: Placed,
  seconds: number,
  connections = 50,
) {
  const keys = new Map<unknown, string>();
  const result = await autocannon({
    url: `${origin}/api/orders`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const r = orderRequest(origin, lines);
          placed.sent.add(r.idempotencyKey);
          keys.set(context, r.idempotencyKey);
          return { ...req, headers: r.headers, body: r.body };
        },
        onResponse: (status, body, context) => record(placed, keys.get(context)!, status, body),
      },
    ],
  });
  return {
    ordersPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Answers per second of a bare round trip (GET /api/health), the same connections. */
export async function healthRate(origin: string, seconds: number, connections = 50) {
  const result = await autocannon({ url: `${origin}/api/health`, connections, duration: seconds });
  return result.requests.average;
}

/** Signs the bench's owner in; the session cookie. */
export async function signIn(origin: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${origin}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`the bench owner could not sign in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** Staff hand the orders over (completed), as the board does. */
export async function completeOrders(origin: string, cookie: string, ids: string[]) {
  for (const id of ids) {
    const res = await fetch(`${origin}/api/admin/orders/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
      body: JSON.stringify({ status: 'completed' }),
    });
    if (!res.ok) throw new Error(`order ${id} could not be completed: ${res.status} ${await res.text()}`);
  }
}
