import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer as startSmokeServer } from '../scripts/smoke-server.mjs';
import { serverEnv } from './server-env';

/**
 * A server of one Playwright worker (the global run: e2e/fixtures.ts, e2e/global/development-build.spec.ts),
 * started as the config's webServer starts its own, and stopped with the worker.
 */
export interface WorkerServer {
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` with `env` (its PORT among them) as the checks start theirs
 * (scripts/smoke-server.mjs), and waits until /api/health answers.
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<WorkerServer> {
  const server = await startSmokeServer({
    command: process.execPath,
    args,
    cwd: process.cwd(),
    env,
    timeoutMs: 60_000,
    port: Number(env.PORT),
  });
  return {
    async stop() {
      await server.stop();
    },
  };
}

/**
 * Empties `dataDir` for a worker's shop, then, in the global run, copies the run's seeded shop
 * into it (e2e/global-setup.ts): the server starts on a shop seeded as it would seed its own.
 */
export function freshDataDir(dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
}

/** Runs `node <args>` to its end, failing on a non-zero exit. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} ended with ${code ?? signal}`)),
    );
  });
}

/**
 * Work done once for the whole run, whichever worker needs it first (the others wait for it):
 * the first to take `${marker}.lock` does it and leaves `marker` (or `${marker}.failed`).
 */
export async function once(marker: string, work: () => Promise<void>, timeoutMs = 300_000) {
  let mine = true;
  try {
    fs.mkdirSync(`${marker}.lock`);
  } catch {
    mine = false;
  }
  if (mine) {
    try {
      await work();
      fs.writeFileSync(marker, '');
    } catch (e) {
      fs.writeFileSync(`${marker}.failed`, String(e));
      throw e;
    }
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(marker)) {
    if (fs.existsSync(`${marker}.failed`)) throw new Error(fs.readFileSync(`${marker}.failed`, 'utf8'));
    if (Date.now() > deadline) throw new Error(`${marker} not done in ${timeoutMs} ms`);
    await sleep(250);
  }
}

/**
 * The app built with React's development build (e2e/global/development-build.spec.ts), on its own
 * server and database at `port`: built once for the run (into E2E_DEV_DIST, which
 * e2e/global-setup.ts empties at the start), served by each worker that needs it while the
 * other workers go on with their journeys.
 */
export async function startDevServer(port: number, dataDir: string): Promise<WorkerServer> {
  const dist = process.env.E2E_DEV_DIST;
  if (!dist) throw new Error('E2E_DEV_DIST is not set: run with playwright.global.config.ts');
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const env = { ...serverEnv(port, dataDir), CLIENT_DIST_DIR: dist };
  // Its lock and mark in a directory of their own (ignored by git and the linters, as the builds are).
  fs.mkdirSync(`${dist}-state`, { recursive: true });
  await once(path.join(`${dist}-state`, 'built'), async () => {
    const build = { ...env, NODE_ENV: 'development' };
    await run([vite, 'build', '--mode', 'development'], build);
    await run([vite, 'build', '--ssr', 'shell/entry-server.tsx', '--mode', 'development'], build);
  });
  freshDataDir(dataDir);
  // The compiled server, with React's development build: any NODE_ENV but `production` loads it,
  // and `test` (unlike `development`, which starts Vite) serves the built files as production does.
  return startServer(['dist/server/index.js'], { ...env, NODE_ENV: 'test' });
}
