import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Before the global run (playwright.global.config.ts): the compiled server, compiled again when
 * older than the sources (decision 050), which each worker then starts on its own data directory
 * (e2e/fixtures.ts); and no development build left from an earlier run (e2e/worker-server.ts makes it).
 */
export default function globalSetup() {
  const dist = process.env.E2E_DEV_DIST!;
  for (const p of [dist, `${dist}-ssr`, `${dist}-state`]) fs.rmSync(p, { recursive: true, force: true });
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { stdio: 'inherit' });
}
