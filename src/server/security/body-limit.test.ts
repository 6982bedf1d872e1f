import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/common/errors';
import { MAX_UPLOAD_BYTES } from '@/common/limits';
import { contactMessages } from '../db/schema';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { signInAs, TEST_ORIGIN } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import { JSON_BODY_LIMIT } from './body-limit';

const MB = 1024 * 1024;
const jsonHeaders = { 'Content-Type': 'application/json', Origin: TEST_ORIGIN };

/** A body of `total` bytes made on demand, counting how much of it the server pulled. */
function lazyBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (counter.pulled >= total) return ctrl.close();
      counter.pulled += chunk.length;
      ctrl.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describeOnEachDatabase('body size limits', (engine) => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await engine.start();
    owner = (await signInAs(server, 'owner')).cookie;
  });
  afterAll(() => server.close());

  const contactCount = async () =>
    (await server.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

  it('a 20 MB JSON body without a length is cut off at the limit, unread beyond it: 413, nothing stored', async () => {
    const before = await contactCount();
    for (const p of [
      '/api/contact',
      '/api/orders',
      '/api/account/signup',
      '/api/auth/sign-up/email',
      '/api/nothing-here',
    ]) {
      const { stream, counter } = lazyBody(20 * MB);
      const res = await server.request(p, {
        method: 'POST',
        headers: jsonHeaders,
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status, p).toBe(413);
      expect(await res.json(), p).toEqual({
        error: {
          code: 'payload_too_large',
          message_en: ERROR_MESSAGES.payload_too_large.en,
          message_ar: ERROR_MESSAGES.payload_too_large.ar,
        },
      });
      // Pulled up to the limit and a chunk or two ahead (the stream's buffer), not 20 MB.
      expect(counter.pulled, p).toBeLessThan(JSON_BODY_LIMIT + 256 * 1024);
    }
    expect(await contactCount()).toBe(before);
  });

  it('a body within the limit reaches validation (the limit is above the largest form)', async () => {
    const body = JSON.stringify({ name: 'Mariam', email: 'mariam@example.com', message: 'ع'.repeat(40_000) });
    expect(body.length).toBeGreaterThan(40_000);
    const res = await server.request('/api/contact', { method: 'POST', headers: jsonHeaders, body });
    expect(res.status).toBe(422); // too long a message: the schema says so, not the size limit
  });

  it('uploads have their own larger limit: a 1 MB upload passes it, one over 5 MB does not', async () => {
    const send = (bytes: number) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
      form.append('kind', 'product');
      return server.request('/api/admin/uploads', {
        method: 'POST',
        headers: { Origin: TEST_ORIGIN, Cookie: owner },
        body: form,
      });
    };
    const small = await send(1 * MB);
    expect(small.status).toBe(422); // judged by its content: zeros are no image
    const big = await send(MAX_UPLOAD_BYTES + 200 * 1024);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe('file_too_large');
  });

  it('over a socket, a Content-Length over the limit is refused before any of the body is sent', async () => {
    const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => listener.once('listening', r));
    try {
      const { port } = listener.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/contact',
          headers: { ...jsonHeaders, 'Content-Length': String(20 * MB) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode!);
          req.destroy();
        });
        req.on('error', reject);
        req.flushHeaders(); // headers only: the body is never written
      });
      expect(status).toBe(413);
    } finally {
      await new Promise((r) => listener.close(r));
    }
  });

  it('a 413 closes its connection and says so (Connection: close), with or without a length: no later reset', async () => {
    const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => listener.once('listening', r));
    try {
      const { port } = listener.address() as AddressInfo;
      const head = `POST /api/contact HTTP/1.1\r\nHost: shop\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n`;
      const body = 'a'.repeat(JSON_BODY_LIMIT + 100 * 1024);
      const chunked = `${(JSON_BODY_LIMIT + 100 * 1024).toString(16)}\r\n${body}\r\n0\r\n\r\n`;
      for (const request of [
        `${head}Content-Length: ${body.length}\r\n\r\n${body}`,
        `${head}Transfer-Encoding: chunked\r\n\r\n${chunked}`,
      ]) {
        const socket = net.connect(port, '127.0.0.1');
        let received = '';
        const outcome = new Promise<string>((resolve) => {
          socket.on('data', (d) => (received += String(d)));
          socket.on('end', () => resolve('closed by the server'));
          socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
        });
        socket.write(request);
        expect(await outcome).toBe('closed by the server');
        const [status, ...headers] = received.split('\r\n\r\n')[0]!.split('\r\n');
        expect(status).toBe('HTTP/1.1 413 Payload Too Large');
        expect(headers.map((h) => h.toLowerCase())).toContain('connection: close');
        socket.destroy();
      }
    } finally {
      await new Promise((r) => listener.close(r));
    }
  });
});
