import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import http, { type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { keepConnectionsAlive } from './keep-alive';

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

// A client that waits past Node's default 5 s before its next request still finds its connection:
// the server did not close it under the request (which a client sees as a socket reset).
it('keeps an idle connection open past Node’s default (5 s, closed at 6), so the next request is not reset', async () => {
  const app = new Hono();
  app.get('/ok', (c) => c.text('ok'));
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  keepConnectionsAlive(server);
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<Socket>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/ok', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(req.socket as Socket));
      });
      req.on('error', reject);
    });
  const first = await get();
  let closed = false;
  first.once('close', () => (closed = true));
  await new Promise((r) => setTimeout(r, 6500));
  expect(closed).toBe(false);
  expect(await get()).toBe(first);
  agent.destroy();
}, 15_000);
