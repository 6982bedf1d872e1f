import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { placeCashOrder } from '@/features/orders/server/order-test-kit';
import { printJobs } from '../db/schema';
import { loadEnv } from '../env';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { createTestServer, type TestServer } from '../testing/server-test-kit';
import { bearerMatches } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };

/** The value of one series in the text format (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeOnEachDatabase('Prometheus metrics at /metrics', (engine) => {
  let server: TestServer;
  const scrape = async () => {
    const res = await server.request('/metrics', { headers: auth });
    expect(res.status).toBe(200);
    return res.text();
  };
  beforeAll(async () => {
    server = await engine.start({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  it('answers only the bearer of the token', async () => {
    const strangers: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token-0123456789' },
      { Authorization: TOKEN },
    ];
    for (const headers of strangers) {
      const res = await server.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain('aseer_');
    }
    const res = await server.request('/metrics', { headers: auth });
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain('process_cpu_user_seconds_total');
  });

  it('counts requests by route pattern and status, with their latency, never by raw path', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    for (let i = 0; i < 3; i++) await server.request(`/api/orders/${id}`);
    await server.request('/api/admin/settings'); // refused by the staff guard
    const text = await scrape();
    const labels = (route: string, status: number, method = 'GET') =>
      `{method="${method}",route="${route}",status="${status}"}`;
    expect(sample(text, `aseer_http_requests_total${labels('/api/orders/:id', 404)}`)).toBe(3);
    expect(sample(text, `aseer_http_requests_total${labels('/api/admin/settings', 401)}`)).toBe(1);
    expect(sample(text, `aseer_http_request_duration_seconds_count${labels('/api/orders/:id', 404)}`)).toBe(
      3,
    );
    expect(text).not.toContain(id);
  });

  it('counts orders placed, and reads the mail outbox and the print queue when scraped', async () => {
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const before = await scrape();
    const outbox = sample(before, 'aseer_mail_outbox_depth')!;
    const printQueue = sample(before, 'aseer_print_queue_depth')!;
    await placeCashOrder(server, menu); // its receipt waits in the outbox (tests send on demand)
    await server.database.db.insert(printJobs).values({ kind: 'test', document: 'hello' });
    const after = await scrape();
    expect(sample(after, 'aseer_orders_placed_total')).toBe(sample(before, 'aseer_orders_placed_total')! + 1);
    expect(sample(after, 'aseer_mail_outbox_depth')).toBe(outbox + 1);
    expect(sample(after, 'aseer_print_queue_depth')).toBe(printQueue + 1);
    await server.drainMail();
    expect(sample(await scrape(), 'aseer_mail_outbox_depth')).toBe(outbox);
  });

  it('counts the live streams held open', async () => {
    const before = sample(await scrape(), 'aseer_live_streams_open')!;
    const stream = await server.request('/api/catalog/events');
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(sample(await scrape(), 'aseer_live_streams_open')).toBe(before + 1);
    await stream.body!.cancel();
    await expect.poll(async () => sample(await scrape(), 'aseer_live_streams_open')).toBe(before);
  });
});

describe('metrics off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answer 404 at /metrics without METRICS_TOKEN, whatever the caller sends', async () => {
    expect((await server.request('/metrics')).status).toBe(404);
    expect((await server.request('/metrics', { headers: auth })).status).toBe(404);
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused when short or with spaces', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadEnv({ METRICS_TOKEN: 'has a space in it, long enough' })).toThrow(/METRICS_TOKEN/);
    expect(loadEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  it('matches only as a Bearer token of the same text', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
