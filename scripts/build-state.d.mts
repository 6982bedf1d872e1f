// Types of scripts/build-state.mjs (plain JavaScript: it runs on a production install, without a loader).
export const ROOT: string;
export const SERVER_DIR: string;
export const SERVER_INPUTS: string[];
export const CLIENT_INPUTS: string[];
export function serverDirOf(root?: string): string;
export function clientDirOf(env?: Record<string, string | undefined>, root?: string): string;
export function newestInput(inputs: string[], root?: string): number;
export function serverState(root?: string): { exists: boolean; current: boolean };
export function buildState(
  clientDir?: string,
  root?: string,
): { exists: boolean; current: boolean; reason?: string };
export function writeStamp(startedAt: number, clientDir: string | null, root?: string): void;
