import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Debian's wrk and nginx, which the serving benchmarks compare against. Missing ones are installed
 * with apt-get when running as root; otherwise the bench stops and says how.
 */
export function ensureDebianTools(): { wrk: string; nginx: string } {
  const wrk = '/usr/bin/wrk';
  const nginx = '/usr/sbin/nginx';
  const missing = [...(fs.existsSync(wrk) ? [] : ['wrk']), ...(fs.existsSync(nginx) ? [] : ['nginx-light'])];
  if (missing.length > 0) {
    if (process.getuid?.() !== 0)
      throw new Error(
        `The serving benchmarks need Debian's ${missing.join(' and ')}: sudo apt-get install -y ${missing.join(' ')}`,
      );
    console.log(`installing ${missing.join(', ')} with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return { wrk, nginx };
}

export interface WrkResult {
  /** Requests per second. */
  rps: number;
  /** Answers that were not 2xx or 3xx. */
  errors: number;
}

/**
 * `wrk -c<connections>` against `url` for `seconds`, after a one-second warm-up (JIT, caches).
 * wrk runs on its own threads and cores, so the server under test never shares its event loop.
 */
export function wrk(
  url: string,
  opts: { connections?: number; seconds?: number; headers?: Record<string, string>; warmUp?: boolean } = {},
): WrkResult {
  const connections = opts.connections ?? 50;
  const args = ['-t2', `-c${connections}`];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}: ${v}`);
  const run = (seconds: number) => {
    const out = spawnSync('/usr/bin/wrk', [...args, `-d${seconds}s`, url], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`wrk failed: ${out.stderr || out.stdout}`);
    return out.stdout;
  };
  if (opts.warmUp !== false) run(1);
  const text = run(opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 5));
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN);
  const errors =
    Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0) +
    Number(/Socket errors:.*?read (\d+)/.exec(text)?.[1] ?? 0);
  return { rps, errors };
}
