// Types of scripts/smoke-server.mjs (plain JavaScript, run by the checks on any Node).
export function freePort(): Promise<number>;
export function startServer(opts: {
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** A free port unless given. */
  port?: number;
}): Promise<{
  origin: string;
  /** From the spawn to the first answer of /api/health. */
  ms: number;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}>;
export function exercise(origin: string): Promise<{ orderNumber: number }>;
export function smoke(opts: {
  command?: string;
  args?: string[];
  cwd: string;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<{ startMs: number; orderNumber: number }>;
