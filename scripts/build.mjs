// `npm run build`: the front end (dist/client, or CLIENT_DIST_DIR), its server-side render bundle
// (beside it, `-ssr`), their precompressed copies, and the compiled server (dist/server); then the
// stamp `npm start` reads to know the build is current (scripts/build-state.mjs, decision 050).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clientDirOf, ROOT } from './build-state.mjs';
import { bundleServer } from './build-server.mjs';

const startedAt = Date.now();
const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

function run(args) {
  const { status, signal } = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`build failed: node ${args.join(' ')} ${signal ? `(${signal})` : `exited with ${status}`}`);
    process.exit(status || 1);
  }
}

run([vite, 'build']);
run([vite, 'build', '--ssr', 'shell/entry-server.tsx']);
run([path.join(ROOT, 'scripts/compress-dist.mjs')]);
const serverStarted = Date.now();
await bundleServer({ startedAt, clientDir: clientDirOf() });
console.log(`compiled the server into dist/server in ${Date.now() - serverStarted} ms`);
