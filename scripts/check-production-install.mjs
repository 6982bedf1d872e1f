// `node scripts/check-production-install.mjs`: a production install serves a build (decision 050).
// Copies what a deploy carries (dist/, scripts/, package.json, package-lock.json; no sources) to a
// temporary directory, installs without the development dependencies (`npm ci --omit=dev
// --prefer-offline`: from npm's cache, fetching only what it lacks; NPM_OFFLINE=1: from the cache
// alone), checks the build's tools are absent (and removes Vite, Vitest, esbuild, tsx and TypeScript,
// which dependencies still bring in), then: `npm run db:seed` (the compiled operator script) and
// `npm run serve` and `npm start` on that data, each smoked (scripts/smoke-server.mjs).
// Builds first when the build is missing or older than the sources. About a minute: not in `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildState, clientDirOf, ROOT, SERVER_DIR } from './build-state.mjs';
import { smoke } from './smoke-server.mjs';

const state = buildState();
if (!state.current) {
  console.log(`Building: ${state.reason}.`);
  const { status } = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status || 1);
}

const began = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-production-'));
const dataDir = path.join(dir, 'data');
try {
  // What a deploy carries, in the default places (the stamp names the front end beside the server).
  const client = clientDirOf();
  fs.cpSync(client, path.join(dir, 'dist/client'), { recursive: true });
  fs.cpSync(`${client.replace(/[\\/]+$/, '')}-ssr`, path.join(dir, 'dist/client-ssr'), { recursive: true });
  fs.cpSync(SERVER_DIR, path.join(dir, 'dist/server'), { recursive: true });
  const stampFile = path.join(dir, 'dist/server/build-stamp.json');
  fs.writeFileSync(
    stampFile,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(stampFile, 'utf8')), client: 'dist/client' }),
  );
  fs.cpSync(path.join(ROOT, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  for (const f of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));

  let step = performance.now();
  const offline = process.env.NPM_OFFLINE === '1' ? ['--offline'] : ['--prefer-offline'];
  execFileSync('npm', ['ci', '--omit=dev', ...offline, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  const size = execFileSync('du', ['-sm', path.join(dir, 'node_modules')], { encoding: 'utf8' }).split(
    '\t',
  )[0];
  console.log(`npm ci --omit=dev: ${seconds(step)}, node_modules ${size} MB`);
  // The build's own tools must be gone. Vite, Vitest, esbuild, tsx and TypeScript may still come in
  // through dependencies (decision 050); removed here, so the run below proves nothing needs them.
  const has = (p) => fs.existsSync(path.join(dir, 'node_modules', p, 'package.json'));
  const plugins = ['@vitejs/plugin-react', '@tailwindcss/vite', 'eslint', '@playwright/test'].filter(has);
  if (plugins.length) throw new Error(`development packages installed: ${plugins}`);
  const tools = ['vite', 'vitest', 'esbuild', 'tsx', 'typescript'].filter(has);
  for (const tool of tools) fs.rmSync(path.join(dir, 'node_modules', tool), { recursive: true });
  if (tools.length) console.log(`installed through dependencies, removed for the run: ${tools.join(', ')}`);

  step = performance.now();
  const seeded = spawnSync('npm', ['run', '--silent', 'db:seed'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, OPENING_HOURS: '00:00-24:00', LOG_LEVEL: 'warn' },
  });
  if (seeded.status !== 0 || !seeded.stdout.includes('Database migrated and seeded.'))
    throw new Error(`npm run db:seed failed:\n${seeded.stdout}${seeded.stderr}`);
  console.log(`npm run db:seed (compiled, migrate and seed a fresh data directory): ${seconds(step)}`);

  for (const script of ['serve', 'start']) {
    const { startMs, orderNumber } = await smoke({
      command: 'npm',
      args: ['run', script],
      cwd: dir,
      dataDir,
    });
    console.log(
      `npm run ${script}: answered in ${(startMs / 1000).toFixed(1)} s, page rendered, order #${orderNumber} placed and read back, stopped cleanly`,
    );
  }
  console.log(`production install checked in ${seconds(began)}`);
} catch (e) {
  console.error(`FAILED: ${e.message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
