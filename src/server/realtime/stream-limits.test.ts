import { serve } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from '../page-renderer';
import { serveClient } from '../static-client';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { fakeClientDist } from '../testing/spawned-server-test-kit';
import { signInAs } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import { clientKeyOf } from '../lib/client-key';
import { openFilesLimit, streamCapacity, MAX_TOTAL_STREAMS } from './stream-limits';

describe('stream capacity and client keys', () => {
  it('reads the soft open-files limit and keeps half of what is left after a reserve for streams', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-limits-')), 'limits');
    fs.writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 1048576              files\n',
    );
    expect(openFilesLimit(file)).toBe(1024);
    expect(openFilesLimit(path.join(file, 'missing'))).toBeUndefined();
    expect(streamCapacity(1024)).toBe(384);
    expect(streamCapacity(1_048_576)).toBe(MAX_TOTAL_STREAMS);
    expect(streamCapacity(100)).toBe(16);
    expect(streamCapacity(Infinity)).toBe(MAX_TOTAL_STREAMS);
  });

  it('counts an IPv4 address as itself (mapped or not) and an IPv6 address by its /64 network', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('2001:db8:aa:bb:1:2:3:4')).toBe(clientKeyOf('2001:db8:aa:bb::ffff'));
    expect(clientKeyOf('2001:0db8:00aa:00bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientKeyOf('2001:db8:aa:bc::1')).not.toBe(clientKeyOf('2001:db8:aa:bb::1'));
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});

interface Opened {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body, once the connection has closed (a refused stream's, at once). */
  body: Promise<string>;
  close(): void;
}

/** A GET on its own connection, resolved once the answer's head and first bytes arrive. */
function open(port: number, p: string, ip: string, cookie?: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port,
      path: p,
      agent: false,
      headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      const body = new Promise<string>((done) => res.on('close', () => done(text)));
      res.once('data', (chunk) => {
        text += String(chunk);
        res.on('data', (more) => (text += String(more)));
        resolve({ status: res.statusCode!, headers: res.headers, body, close: () => req.destroy() });
      });
    });
  });
}

describeOnEachDatabase('live streams are capped per client address and in all', (engine) => {
  let server: TestServer;
  let port: number;
  let listener: ReturnType<typeof serve>;
  const opened: Opened[] = [];
  beforeAll(async () => {
    server = await engine.start({ TRUST_PROXY: '1', MAX_STREAMS_PER_CLIENT: '4', MAX_STREAMS: '6' });
    const dist = fakeClientDist();
    serveClient(server.app, dist, {
      renderer: await loadPageRenderer(dist, (p, init) => Promise.resolve(server.app.request(p, init))),
    });
    listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => listener.once('listening', r));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(async () => {
    opened.forEach((o) => o.close());
    await new Promise((r) => listener.close(r));
    await server.close();
  });

  const stream = async (ip: string, p = '/api/catalog/events') => {
    const o = await open(port, p, ip);
    opened.push(o);
    return o;
  };
  const ordinary = async () => {
    for (const p of ['/api/health', '/api/catalog/menu', '/', '/menu']) {
      const res = await fetch(`http://127.0.0.1:${port}${p}`, {
        headers: { 'X-Forwarded-For': '198.51.100.1' },
      });
      expect(res.status, p).toBe(200);
      await res.arrayBuffer();
    }
  };

  it("a signed-in staff member's streams count against the account, not the address: the shop's own devices share one", async () => {
    const shopWifi = '203.0.113.50';
    const manager = await signInAs(server, 'manager');
    const held: Opened[] = [];
    for (let i = 0; i < 4; i++) held.push(await open(port, '/api/catalog/events', shopWifi));
    expect((await open(port, '/api/catalog/events', shopWifi).then((o) => (held.push(o), o))).status).toBe(
      429,
    );
    // The address is full, but the board opens for the manager signed in behind it...
    const board = await open(port, '/api/admin/orders/events', shopWifi, manager.cookie);
    held.push(board);
    expect(board.status).toBe(200);
    expect(server.hub.openStreams(`staff:${manager.id}`)).toBe(1);
    // ...and a forged staff cookie is no way around the address's cap (the guard refuses first).
    expect(
      (await open(port, '/api/admin/orders/events', shopWifi, 'better-auth.session_token=forged')).status,
    ).toBe(401);
    held.forEach((o) => o.close());
    await expect.poll(() => server.hub.openStreams()).toBe(0);
  });

  it('past the per-address cap a new stream is refused at once (429, Retry-After); other addresses still get theirs', async () => {
    for (let i = 0; i < 4; i++) expect((await stream('203.0.113.1')).status).toBe(200);
    expect(server.hub.openStreams('203.0.113.1')).toBe(4);
    const refused = await stream('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('15');
    // The answer is complete and its connection closed: nothing is held open for it.
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(await refused.body)).toMatchObject({ error: { code: 'rate_limited' } });
    // An order's stream too, refused before the order is looked up (no such order: not a 404).
    expect((await stream('203.0.113.1', `/api/orders/${randomUUID()}/events`)).status).toBe(429);
    expect((await stream('203.0.113.2')).status).toBe(200);
    await ordinary();
  });

  it('past the total cap every new stream is refused at once (503, Retry-After) while pages and the API keep answering', async () => {
    expect((await stream('203.0.113.3')).status).toBe(200);
    expect(server.hub.openStreams()).toBe(6);
    const refused = await stream('203.0.113.4');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('15');
    expect(JSON.parse(await refused.body)).toMatchObject({ error: { code: 'live_updates_busy' } });
    await ordinary();
  });

  it('a stream that ends gives its place back', async () => {
    const first = opened.find((o) => o.status === 200)!;
    first.close();
    await first.body;
    for (let i = 0; i < 100 && server.hub.openStreams('203.0.113.1') > 3; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(server.hub.openStreams('203.0.113.1')).toBe(3);
    expect((await stream('203.0.113.1')).status).toBe(200);
  });
});
