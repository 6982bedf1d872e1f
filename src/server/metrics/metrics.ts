import { createHash, timingSafeEqual } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../deps';
import { mailOutbox, printJobs } from '../db/schema';

/**
 * The route pattern of a request, never its raw path (ids would make a series per order): the
 * first endpoint it matched (`/api/orders/:id`), answered or not (a 401 from the staff guard
 * counts against the route asked for); else the catch-all that answered (`/api/*`, `*`).
 */
function routeOf(c: Context): string {
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return routePath(c) || 'unmatched';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests of equal length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

/**
 * Prometheus metrics of this process (its own registry: several apps can share a process in
 * tests). Requests and their latency are counted by one middleware; the rest is read when scraped.
 */
export function createMetrics(deps: Pick<Deps, 'db' | 'hub' | 'logger'>, token: string) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'aseer_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers,
  });
  const latency = new Histogram({
    name: 'aseer_http_request_duration_seconds',
    help: 'Time to answer (to the start of the body for streams), by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'aseer_orders_placed_total',
    help: 'Orders placed by this process (committed: POST /api/orders answered 201)',
    registers,
  });
  new Gauge({
    name: 'aseer_live_streams_open',
    help: 'Live-update streams (Server-Sent Events) this process holds open',
    registers,
    collect() {
      this.set(deps.hub.openStreams());
    },
  });
  const depth = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        // A database that does not answer leaves the gauge empty; the scrape itself succeeds.
        this.reset();
        try {
          this.set(await read());
        } catch (err) {
          deps.logger.warn({ err, metric: name }, 'metric not read');
        }
      },
    });
  depth('aseer_mail_outbox_depth', 'E-mails waiting to be sent (pending, retries included)', async () => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    return row?.n ?? 0;
  });
  depth(
    'aseer_print_queue_depth',
    'Tickets waiting for the printer (pending, retries included)',
    async () => {
      const [row] = await deps.db
        .select({ n: count() })
        .from(printJobs)
        .where(eq(printJobs.status, 'pending'));
      return row?.n ?? 0;
    },
  );

  /** One counter and one histogram child per method, route and status, found by one string key. */
  const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  const seriesOf = (method: string, route: string, status: string) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const counter = requests.labels(method, route, status);
      const histogram = latency.labels(method, route, status);
      const placed = method === 'POST' && route === '/api/orders' && status === '201';
      found = {
        count: placed ? () => (counter.inc(), ordersPlaced.inc()) : () => counter.inc(),
        time: (seconds) => histogram.observe(seconds),
      };
      series.set(key, found);
    }
    return found;
  };

  /** Counts every request: a timer, a map look-up, one counter and one histogram update. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const s = seriesOf(c.req.method, routeOf(c), String(c.res.status));
      s.count();
      s.time((performance.now() - started) / 1000);
    }
  };

  /** GET /metrics: the text format, for a bearer of the token; 401 for anyone else. */
  const endpoint: MiddlewareHandler = async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized\n', 401);
    }
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  };

  return { registry, middleware, endpoint };
}
