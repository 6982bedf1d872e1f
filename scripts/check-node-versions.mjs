// `node scripts/check-node-versions.mjs [VERSION…]`: the compiled server on each Node version it
// claims (package.json "engines", decision 050): the lowest ones the tools allow and the newest of
// each line in use. Each Node comes from the npm registry (scripts/node-binary.mjs).
// Per version: start on a fresh data directory (migrate, seed), /api/health, a page rendered on the
// server, a guest order placed and read back, a clean stop (scripts/smoke-server.mjs).
// Builds first when the build is missing or older than the sources.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildState, ROOT } from './build-state.mjs';
import { nodeBinary } from './node-binary.mjs';
import { smoke } from './smoke-server.mjs';

// The lowest of each line the engines allow, and the newest of each line in use.
const DEFAULT_VERSIONS = ['20.19.0', '22.13.0', '22', '24', '26'];
const versions = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_VERSIONS;

const state = buildState();
if (!state.current) {
  console.log(`Building: ${state.reason}.`);
  const { status } = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status || 1);
}

const began = performance.now();
const results = [];
for (const version of versions) {
  const fetched = performance.now();
  let line;
  try {
    const node = nodeBinary(version);
    const actual = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    const fetchMs = performance.now() - fetched;
    const { startMs, orderNumber } = await smoke({ command: node, cwd: ROOT });
    line = `${version.padEnd(8)} ${actual.padEnd(9)} ok: started (migrated, seeded) in ${(startMs / 1000).toFixed(1)} s, page rendered, order #${orderNumber} placed and read back, stopped cleanly${fetchMs > 1000 ? ` (fetched in ${(fetchMs / 1000).toFixed(1)} s)` : ''}`;
    results.push(true);
  } catch (e) {
    line = `${version.padEnd(8)} FAILED: ${e.message}`;
    results.push(false);
  }
  console.log(line);
}
console.log(`${versions.length} Node versions in ${((performance.now() - began) / 1000).toFixed(1)} s`);
process.exit(results.every(Boolean) ? 0 : 1);
