/**
 * `npm run lint:api` (part of `npm test`): builds the OpenAPI document in-process, as
 * /api/openapi.json serves it (no server started), and lints it with Redocly CLI and its
 * recommended rules (redocly.yaml). Fails on any error or warning.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fetchOpenApiDocument } from '../src/server/shell/api-types';

interface Report {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-lint-api-'));
const file = path.join(dir, 'openapi.json');
const started = performance.now();
try {
  fs.writeFileSync(file, JSON.stringify(await fetchOpenApiDocument(), null, 2));
  const built = performance.now();
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(run.stdout) as Report;
  for (const p of report.problems)
    console.error(`${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
  const { errors, warnings } = report.totals;
  const secs = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `API document: ${errors} errors, ${warnings} warnings (Redocly, redocly.yaml); built in ${secs(built - started)} s, linted in ${secs(performance.now() - built)} s`,
  );
  process.exitCode = errors + warnings > 0 || report.problems.length > 0 ? 1 : 0;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
