import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function waitFor(url: string, ms = 60_000) {
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

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: DURATION, headers });
  return result.requests.average;
}

/**
 * Requests per second for the public menu, against a baseline in the same run: a bare node:http
 * server answering the same bytes from memory (the ceiling for a Node process on this machine).
 */
export async function menuThroughput() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-'));
  const port = 3900;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/catalog/menu`;
    await waitFor(url);
    const sample = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = sample.headers.get('etag')!;
    const gzipped = Buffer.from(
      await (await fetch(url, { headers: { 'Accept-Encoding': 'gzip' }, decompress: false } as RequestInit)).arrayBuffer(),
    );
    const baseline = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', ETag: etag });
      res.end(gzipped);
    });
    await new Promise<void>((r) => baseline.listen(3901, '127.0.0.1', r));
    try {
      const base = await load('http://127.0.0.1:3901/', { 'Accept-Encoding': 'gzip' });
      const full = await load(url, { 'Accept-Encoding': 'gzip' });
      const notModified = await load(url, { 'If-None-Match': etag });
      return { base, full, notModified };
    } finally {
      baseline.close();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
