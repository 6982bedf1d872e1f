import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureDebianPackages } from '../scripts/debian-packages.mjs';

/** Debian's wrk and nginx, which the serving benchmarks compare against. */
export function ensureDebianTools(): { wrk: string; nginx: string } {
  const wrk = '/usr/bin/wrk';
  const nginx = '/usr/sbin/nginx';
  ensureDebianPackages({ [wrk]: 'wrk', [nginx]: 'nginx-light' }, 'The serving benchmarks');
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

/** CPU seconds (user + system) a process and its children (nginx's workers) have used so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = (p: number | string) => {
    try {
      const text = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      // After the command in parentheses: state, ppid, … utime (14th field), stime (15th).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  };
  let ticks = stat(pid)?.ticks ?? 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(entry);
    if (s?.ppid === pid) ticks += s.ticks;
  }
  return ticks / 100; // USER_HZ: 100 on Linux
}

/** `wrk` against `url` while measuring the CPU time `pid` (and its children) spent per request. */
export function wrkWithCpu(url: string, pid: number, opts: Parameters<typeof wrk>[1] = {}) {
  wrk(url, { ...opts, seconds: 1, warmUp: false });
  const seconds = opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const before = cpuSeconds(pid);
  const result = wrk(url, { ...opts, seconds, warmUp: false });
  const cpu = cpuSeconds(pid) - before;
  return { ...result, cpuMicrosPerRequest: (cpu * 1e6) / (result.rps * seconds) };
}
