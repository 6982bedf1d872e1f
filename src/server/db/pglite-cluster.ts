import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * An empty database cluster, made once when the server is built (scripts/build-server.mjs), that a
 * first start copies into DATA_DIR instead of running PostgreSQL's initdb. PGlite's initdb runs as
 * WebAssembly programs of their own beside the engine, and the process peaked at about 830 MiB
 * while it ran (issue 36: a 1 GiB server could not start). The cluster is a folder copied file by
 * file, not an archive PGlite unpacks: unpacking held its 38 MiB (and copies of it) in memory. It
 * belongs to the engine that made it: it is used only with the same PGlite version.
 */

export const CLUSTER_DIR = 'pglite-cluster';
export const CLUSTER_MANIFEST = 'pglite-cluster.json';

/** The installed PGlite's version (its package.json, beside its dist folder). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The built empty cluster's folder for a first start in `dataDir`, or undefined: the directory
 * holds a database already, the cluster was not built (the sources run through tsx), or another
 * PGlite made it.
 */
export function initialCluster(
  dataDir: string,
  builtDir = path.dirname(fileURLToPath(import.meta.url)),
): string | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(builtDir, CLUSTER_MANIFEST), 'utf8')) as {
      pglite: string;
    };
    const cluster = path.join(builtDir, CLUSTER_DIR);
    if (manifest.pglite !== pgliteVersion() || !fs.existsSync(path.join(cluster, 'PG_VERSION')))
      return undefined;
    return cluster;
  } catch {
    return undefined;
  }
}

/**
 * Copies the built cluster into `dataDir` (files private to the shop's user, as built). It is copied
 * beside it first and renamed into place, so a first start cut off mid-copy (power, a full disk)
 * leaves no half cluster that the next start would take for a database: that one copies again.
 */
export function copyCluster(cluster: string, dataDir: string): void {
  const partial = `${dataDir}.copying`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(cluster, partial, { recursive: true });
  // An empty folder made before gives way; one holding anything is an error, not overwritten.
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(partial, dataDir);
}
