import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/*
 * The embedded engine's two large files, PostgreSQL compiled to WebAssembly (9 MB) and its file
 * bundle (6 MB), read and compiled once per process. The compiled server starts this first
 * (dist/server/index.js, scripts/build-server.mjs), so V8 compiles the engine on its background
 * threads while the server's own modules load: a restart no longer waits for one after the other
 * (decision 057). Every PGlite the process opens (a test run opens hundreds) shares them.
 * Only this module's own imports, so that starting it early loads nothing else.
 */

export interface PgliteArtifacts {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let loading: Promise<PgliteArtifacts> | undefined;

export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  loading ??= (async () => {
    // Beside PGlite's entry module in the installed package.
    const dist = new URL('./', pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
    const [wasm, bundle] = await Promise.all([
      readFile(new URL('pglite.wasm', dist)),
      readFile(new URL('pglite.data', dist)),
    ]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  // A failure is PGlite's to report when it opens (it reads the files itself then): try again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
