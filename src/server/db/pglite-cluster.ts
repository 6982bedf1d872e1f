import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * An empty database cluster, made once when the server is built (scripts/build-server.mjs), that a
 * first start copies into DATA_DIR instead of running PostgreSQL's initdb. PGlite's initdb runs as
 * WebAssembly programs of their own beside the engine, and the process peaked at about 830 MiB
 * while it ran, against about 370 MiB for a copy (issue 36: a 1 GiB server could not start). The
 * archive belongs to the engine that made it: it is used only with the same PGlite version.
 */

export const CLUSTER_FILE = 'pglite-cluster.tar.gz';
export const CLUSTER_MANIFEST = 'pglite-cluster.json';

/** The installed PGlite's version (its package.json, beside its dist folder). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The built empty cluster for a first start in `dataDir`, or undefined: the directory holds a
 * database already, the archive was not built (the sources run through tsx), or another PGlite
 * made it.
 */
export function initialCluster(dataDir: string, builtDir = path.dirname(fileURLToPath(import.meta.url))) {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(builtDir, CLUSTER_MANIFEST), 'utf8')) as {
      pglite: string;
    };
    if (manifest.pglite !== pgliteVersion()) return undefined;
    return new Blob([fs.readFileSync(path.join(builtDir, CLUSTER_FILE))]);
  } catch {
    return undefined;
  }
}
