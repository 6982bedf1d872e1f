// A smoke of the compiled server (decision 050), used by scripts/check-node-versions.mjs and
// scripts/check-production-install.mjs: start it on a fresh data directory (migrate, seed), wait
// for /api/health, render a storefront page, place a guest order and read it back by its link,
// then stop it with SIGTERM and expect a clean exit. Plain Node, no packages.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Spawns `command args` in `cwd` on `port` (a free one unless given); resolves when /api/health
 * answers, with the time it took.
 */
export async function startServer({ command, args, cwd, env = {}, timeoutMs = 120_000, port }) {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      // Info: the smoke reads the server's own word that it stopped cleanly.
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => (gone = true));
  // The signal goes to the process group, as a service manager sends it: through `npm run`, the
  // server is npm's grandchild and stops after npm has gone, so wait until the whole group has.
  const groupAlive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async (signal = 'SIGTERM') => {
    if (groupAlive()) process.kill(-child.pid, signal);
    const result = await exited;
    for (const t = performance.now(); groupAlive() && performance.now() - t < 20_000;)
      await new Promise((r) => setTimeout(r, 20));
    return result;
  };
  while (performance.now() - started < timeoutMs) {
    if (gone) throw new Error(`the server stopped while starting:\n${output}`);
    const res = await fetch(`${origin}/api/health`).catch(() => null);
    if (res?.ok) return { origin, ms: performance.now() - started, stop, output: () => output };
    await new Promise((r) => setTimeout(r, 10));
  }
  await stop('SIGKILL');
  throw new Error(`the server did not answer /api/health in ${timeoutMs} ms:\n${output}`);
}

async function expectOk(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** Page, order, read-back on a running server; throws on the first thing that is wrong. */
export async function exercise(origin) {
  const page = await (
    await expectOk(await fetch(`${origin}/menu`, { headers: { Cookie: 'lang=en' } }), 'GET /menu')
  ).text();
  if (!/<html[^>]*lang="en"/.test(page) || !page.includes('Fresh Juices'))
    throw new Error('GET /menu: the page was not rendered on the server');
  const menu = await (
    await expectOk(await fetch(`${origin}/api/catalog/menu`), 'GET /api/catalog/menu')
  ).json();
  const product = menu.products.find((p) => !p.soldOut && p.sizes.some((s) => !s.soldOut));
  const body = {
    idempotencyKey: randomUUID(),
    name: 'Smoke Test',
    email: 'smoke@example.com',
    plate: { emirate: 'dubai', code: 'A', number: '12345' },
    paymentMethod: 'card',
    lines: [{ productId: product.id, size: product.sizes.find((s) => !s.soldOut).size, quantity: 2 }],
    locale: 'en',
  };
  const placed = await (
    await expectOk(
      await fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(body),
      }),
      'POST /api/orders',
    )
  ).json();
  // The guest's link from the answer (`/orders/ID?key=…`), as the receipt e-mail gives it.
  const order = await (
    await expectOk(await fetch(`${origin}/api${placed.trackingPath}`), 'GET the order by its link')
  ).json();
  if (order.id !== placed.order.id || order.items?.[0]?.quantity !== 2)
    throw new Error(`the order read back is not the one placed: ${JSON.stringify(order).slice(0, 300)}`);
  return { orderNumber: order.number };
}

/**
 * The whole smoke: `command args` (Node running dist/server/index.js unless told otherwise) in
 * `cwd`, on `dataDir` (a fresh one, removed afterwards, unless given): { startMs, orderNumber },
 * or a thrown error with the server's output.
 */
export async function smoke({
  command = process.execPath,
  args = ['dist/server/index.js'],
  cwd,
  env = {},
  dataDir: given,
}) {
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-smoke-'));
  const server = await startServer({
    command,
    args,
    cwd,
    env: { DATA_DIR: dataDir, OPENING_HOURS: '00:00-24:00', ...env },
  });
  try {
    const { orderNumber } = await exercise(server.origin);
    const { code, signal } = await server.stop();
    // npm (`npm run serve`) dies of the signal it passes on; the server itself logs its clean stop.
    if ((code !== 0 && signal !== 'SIGTERM') || !server.output().includes('"msg":"stopped"'))
      throw new Error(`the server did not stop cleanly on SIGTERM (${code ?? signal})`);
    return { startMs: server.ms, orderNumber };
  } catch (e) {
    await server.stop('SIGKILL');
    e.message += `\n${server.output()}`;
    throw e;
  } finally {
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
