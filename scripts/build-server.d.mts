// Types of scripts/build-server.mjs (plain JavaScript, like the other build scripts).
import type { Metafile } from 'esbuild';

export function compileServer(outDir: string): Promise<Metafile>;
export function bundleServer(opts?: { startedAt?: number; clientDir?: string | null }): Promise<void>;
