import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const BASELINE_SERVER = `
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
require('node:http')
  .createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': body.length, ETag: process.env.ETAG });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

/** Waits until `url` answers 200 (a server starting). */
export async function waitFor(url: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ etag: string; gzipped: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ etag: String(res.headers.etag), gzipped: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: 50, duration: 2, headers }); // warm-up: JIT on both sides
  const result = await autocannon({ url, connections: 50, duration: DURATION, headers });
  return result.requests.average;
}

/**
 * Requests per second for the public menu, against a baseline in the same run: a bare node:http
 * server, in its own process, answering the same bytes from memory (the ceiling for one Node process here).
 */
export async function menuThroughput() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-'));
  const port = 3900;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/catalog/menu`;
    await waitFor(url);
    // The exact bytes the app sends (fetch() would decompress them).
    const { etag, gzipped } = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    // The baseline runs in its own process, like the app, so the load generator does not share its CPU time.
    const bodyFile = path.join(dataDir, 'menu.json.gz');
    fs.writeFileSync(bodyFile, gzipped);
    const baseline = spawn(process.execPath, ['-e', BASELINE_SERVER], {
      env: { ...process.env, BODY_FILE: bodyFile, ETAG: etag, PORT: '3901' },
      stdio: 'inherit',
    });
    try {
      await waitFor('http://127.0.0.1:3901/');
      const full = await load(url, { 'Accept-Encoding': 'gzip' });
      const base = await load('http://127.0.0.1:3901/', { 'Accept-Encoding': 'gzip' });
      const notModified = await load(url, { 'If-None-Match': etag });
      return { base, full, notModified };
    } finally {
      baseline.kill();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
