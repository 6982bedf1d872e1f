import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ssrDirOf } from '../page-renderer';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { compiledEntry } from './compiled-entries-test-kit';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The real server, compiled as it ships (compiled-entries-test-kit.ts), in its own process group. */
export interface SpawnedServer {
  port: number;
  origin: string;
  child: ChildProcess;
  /** How it ended, and what it wrote to stderr (warnings and errors: LOG_LEVEL=warn). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  /** Sends a signal to the process group, as a service manager does. */
  signal(signal?: NodeJS.Signals): void;
}

/**
 * A built front end is not needed: a minimal index.html and a server-side bundle that renders
 * one paragraph stand in (unit tests run before the build).
 */
export function fakeClientDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head></head><body><div id="root"><!--app--><!--/app--></div></body></html>',
  );
  fs.mkdirSync(ssrDirOf(dir));
  fs.writeFileSync(
    path.join(ssrDirOf(dir), 'entry-server.js'),
    "export function configure() {}\nexport async function warm() {}\nexport async function render(url) { return { html: '<p>' + new URL(url).pathname + '</p>', head: '', state: {}, complete: true }; }\n",
  );
  return dir;
}

const running = new Set<SpawnedServer>();

/** Kills (SIGKILL) every server a test started and left running, e.g. after a failed assertion. */
export function killSpawnedServers() {
  for (const server of running)
    if (server.child.exitCode === null && server.child.signalCode === null) server.signal('SIGKILL');
  running.clear();
}

export async function spawnServer(port: number, env: Record<string, string>): Promise<SpawnedServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [compiledEntry('index')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      OPENING_HOURS: '00:00-24:00',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const server: SpawnedServer = {
    port,
    origin,
    child,
    exited,
    signal: (s = 'SIGTERM') => process.kill(-child.pid!, s),
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  for (const started = Date.now(); Date.now() - started < 50_000;) {
    if (gone) throw new Error(`The server stopped while starting:\n${output}`);
    const res = await fetch(`${origin}/api/health`).catch(() => null);
    if (res?.ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.signal('SIGKILL');
  throw new Error(`The server did not start in time:\n${output}`);
}

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders } | { error: string };

/**
 * A request on its own connection. `body` is sent at once; with `hold`, only its first half is,
 * and the returned `finish()` sends the rest (an upload still under way).
 */
export function send(
  server: SpawnedServer,
  p: string,
  opts: { method?: string; body?: unknown; hold?: boolean } = {},
) {
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  const req = http.request({
    host: '127.0.0.1',
    port: server.port,
    path: p,
    method: opts.method ?? (payload ? 'POST' : 'GET'),
    agent: false,
    headers: payload
      ? { 'Content-Type': 'application/json', 'Content-Length': payload.length, Origin: server.origin }
      : {},
  });
  const answer = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
      res.on('error', (e) => resolve({ error: String(e) }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? String(e) }));
  });
  const half = payload ? Math.floor(payload.length / 2) : 0;
  if (!payload) req.end();
  else if (opts.hold) req.write(payload.subarray(0, half));
  else req.end(payload);
  return { answer, finish: () => req.end(payload?.subarray(half)) };
}

/** For each `.eml` file in the outbox, the order number its receipt subject names (`#1042`). */
export async function receiptNumbers(outboxDir: string): Promise<number[]> {
  if (!fs.existsSync(outboxDir)) return [];
  const numbers: number[] = [];
  for (const file of fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'))) {
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, file)));
    const match = /confirmation #(\d+)/.exec(mail.subject ?? '');
    if (match) numbers.push(Number(match[1]));
  }
  return numbers;
}
