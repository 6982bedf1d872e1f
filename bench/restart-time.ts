/**
 * Restart time (issue 24): from the command to the first answer of /api/health, with a current
 * build and a migrated, seeded data directory (a restart, not a first install). Median of RUNS
 * starts of each command, against a bare `node -e` HTTP server's start-to-answer time measured in
 * the same run. `node --import tsx bench/restart-time.ts` runs it alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildState, ROOT } from '../scripts/build-state.mjs';
import { nodeBinary } from '../scripts/node-binary.mjs';
import { smoke, startServer } from '../scripts/smoke-server.mjs';

const RUNS = Number(process.env.BENCH_RESTART_RUNS ?? 5);
/**
 * The compiled server also on these Node lines (package.json "engines"), from the npm registry
 * (scripts/node-binary.mjs): this machine's Node is 20, past its end of life, and later lines start
 * faster (and keep V8's compiled code between starts, from 22.1). BENCH_RESTART_NODES= for none.
 */
const OTHER_NODES = (process.env.BENCH_RESTART_NODES ?? '22,24').split(',').filter(Boolean);

const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(process.env.PORT, process.env.HOST)`;

export interface RestartTimes {
  bare: number;
  /** Each command's median, in ms. */
  commands: { label: string; ms: number }[];
}

async function medianStart(command: string, args: string[], env: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({ command, args, cwd: ROOT, env });
    times.push(server.ms);
    const { code, signal } = await server.stop();
    if (code !== 0 && signal !== 'SIGTERM')
      throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export async function restartTime(): Promise<RestartTimes> {
  const state = buildState();
  if (!state.current) {
    console.log(`Building: ${state.reason}.`);
    const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-restart-'));
  try {
    // The first start migrates and seeds (and checks an order goes through); the timed ones restart.
    await smoke({ cwd: ROOT, dataDir });
    const env = { DATA_DIR: dataDir };
    const bare = await medianStart(process.execPath, ['-e', BARE_SERVER], env);
    const commands = [];
    for (const [label, command, args] of [
      ['npm start (build current)', 'npm', ['start']],
      ['npm run serve', 'npm', ['run', 'serve']],
      [`node dist/server/index.js, Node ${process.version}`, process.execPath, ['dist/server/index.js']],
      [
        'before: node --import tsx src/server/shell/index.ts',
        process.execPath,
        ['--import', 'tsx', 'src/server/shell/index.ts'],
      ],
    ] as const)
      commands.push({ label, ms: await medianStart(command, [...args], env) });
    for (const version of OTHER_NODES) {
      const node = nodeBinary(version);
      const actual = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
      commands.push({
        label: `node dist/server/index.js, Node ${actual}`,
        ms: await medianStart(node, ['dist/server/index.js'], env),
      });
    }
    return { bare, commands };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printRestartTime({ bare, commands }: RestartTimes) {
  console.log(`\n## Restart time: command to first /api/health answer (median of ${RUNS}, current build)`);
  console.log(`baseline: a bare node -e HTTP server = ${bare.toFixed(0)} ms`);
  for (const { label, ms } of commands)
    console.log(`${label.padEnd(46)} ${ms.toFixed(0).padStart(6)} ms = ${(ms / bare).toFixed(1)}x baseline`);
}

if (import.meta.url === `file://${process.argv[1]}`) printRestartTime(await restartTime());
