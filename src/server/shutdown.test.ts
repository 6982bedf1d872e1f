import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { spawn } from 'node:child_process';
import http, { type Server } from 'node:http';
import net from 'node:net';
import readline from 'node:readline';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { RealtimeHub } from './realtime/hub';
import { gracefulShutdown } from './shutdown';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));

/** A real server (as index.ts starts it) with a slow upload, a request that never ends and a stream. */
async function start(timeoutMs = 5000) {
  const hub = new RealtimeHub();
  const app = new Hono();
  app.get('/ok', (c) => c.text('ok'));
  app.post('/upload', async (c) => c.text(`got ${(await c.req.text()).length}`));
  app.get('/hang', () => new Promise<Response>(() => {}));
  app.get('/events', (c) => hub.stream(c, 'orders'));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  cleanups.push(() => server.closeAllConnections());
  const port = (server.address() as net.AddressInfo).port;
  const logs: { msg: string; [k: string]: unknown }[] = [];
  const events: string[] = [];
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = gracefulShutdown({
    server,
    logger: pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) }),
    onStop: () => void events.push('not ready'),
    endStreams: () => hub.closeStreams(),
    close: async () => void events.push('services closed'),
    timeoutMs,
    exit: (code) => {
      events.push(`exit ${code}`);
      exited(code);
    },
  });
  return { port, shutdown, logs, events, exit };
}

/** Sends a request by hand: `write` more of the body later; resolves with the answer or the error. */
function request(port: number, path: string, opts: { method?: string; length?: number } = {}) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: opts.method ?? 'GET',
    agent: false,
    headers: opts.length ? { 'Content-Length': opts.length } : {},
  });
  const answer = new Promise<{ status: number; body: string; connection?: string } | Error>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      res.on('error', resolve);
    });
    req.on('error', resolve);
  });
  req.flushHeaders();
  return { req, answer };
}

describe('graceful shutdown', () => {
  it('answers a request still uploading, ends event streams, closes idle connections, then the services, and exits 0', async () => {
    const { port, shutdown, logs, events, exit } = await start();
    // An idle keep-alive connection (a browser between two requests).
    const idle = net.connect(port, '127.0.0.1');
    idle.write('GET /ok HTTP/1.1\r\nHost: shop\r\n\r\n');
    await new Promise((resolve) => idle.once('data', resolve));
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    // An open event stream.
    const stream = await fetch(`http://127.0.0.1:${port}/events`);
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready');
    // A slow upload: half its body is sent before the signal, the rest after.
    const upload = request(port, '/upload', { method: 'POST', length: 10 });
    upload.req.write('12345');
    await sleep(50);

    const stopped = shutdown.stop('SIGTERM');
    expect(events).toEqual(['not ready']); // first, before the stop waits for anything
    await idleClosed;
    let streamEnd: ReadableStreamReadResult<Uint8Array>;
    while (!(streamEnd = await reader.read()).done); // ends cleanly: done, not an error
    expect(streamEnd.done).toBe(true);
    await sleep(200);
    expect(events).toEqual(['not ready']); // still waiting for the upload
    const late = await new Promise<Error | null>((resolve) =>
      net
        .connect(port, '127.0.0.1')
        .once('connect', () => resolve(null))
        .once('error', resolve),
    );
    expect((late as NodeJS.ErrnoException | null)?.code).toBe('ECONNREFUSED'); // no longer accepting
    upload.req.end('67890');
    expect(await upload.answer).toEqual({ status: 200, body: 'got 10', connection: 'close' });
    await stopped;
    expect(await exit).toBe(0);
    expect(events).toEqual(['not ready', 'services closed', 'exit 0']);
    expect(logs.find((l) => l.msg === 'stopping')).toMatchObject({ signal: 'SIGTERM', inFlight: 2 });
    expect(logs.find((l) => l.msg === 'stopped')).toMatchObject({ answered: 2, streams: 1, cut: 0 });
  });

  it('answers the requests the kernel had taken while the event loop was busy when the signal came', async () => {
    const { port, shutdown, exit } = await start();
    // Another process sends 8 requests on its own connections when told, and prints how each ended.
    const client = spawn(process.execPath, [
      '-e',
      `
      const http = require('node:http');
      process.stdin.once('data', () => Promise.all(Array.from({ length: 8 }, () => new Promise((resolve) => {
        const req = http.request({ host: '127.0.0.1', port: ${port}, path: '/ok', agent: false }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
        req.on('error', (e) => resolve(e.code));
        req.end();
      }))).then((codes) => process.stdout.write(JSON.stringify(codes) + '\\n')));
      process.stdout.write('ready\\n');
    `,
    ]);
    cleanups.push(() => client.kill());
    const lines = readline.createInterface({ input: client.stdout })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe('ready');
    client.stdin.write('go\n');
    // Busy (as in a long database query): nothing is taken in from the listener meanwhile.
    const busyUntil = Date.now() + 600;
    while (Date.now() < busyUntil);
    void shutdown.stop('SIGTERM'); // in the same turn: the 8 connections still wait in the backlog
    expect(JSON.parse((await lines.next()).value as string)).toEqual(Array(8).fill(200));
    expect(await exit).toBe(0);
  });

  it('closes what is still running at the time limit, then stops', async () => {
    const { port, shutdown, logs, events, exit } = await start(300);
    const hanging = request(port, '/hang');
    await sleep(50);
    const began = performance.now();
    await shutdown.stop('SIGTERM');
    expect(await exit).toBe(0);
    expect(performance.now() - began).toBeGreaterThanOrEqual(290);
    expect(await hanging.answer).toBeInstanceOf(Error);
    expect(events).toEqual(['not ready', 'services closed', 'exit 0']);
    expect(logs.find((l) => l.msg.startsWith('requests still running'))).toMatchObject({ unfinished: 1 });
  });

  it('exits at once on a second signal', async () => {
    const { port, shutdown, events } = await start();
    request(port, '/hang');
    await sleep(50);
    void shutdown.stop('SIGTERM');
    await sleep(50);
    await shutdown.stop('SIGINT');
    expect(events).toEqual(['not ready', 'exit 1']); // once: the second signal does not stop again
  });
});
