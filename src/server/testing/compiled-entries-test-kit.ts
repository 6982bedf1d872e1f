import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { compileServer } from '../../../scripts/build-server.mjs';
import { ROOT, SERVER_DIR } from '../../../scripts/build-state.mjs';

/**
 * The server and the operator's commands compiled once per test run (Vitest's global setup), as
 * `npm run build` compiles them (decision 050): the tests that start them as their own processes
 * (a real server, `npm run admin`, `npm run backup`) start what ships, on Node alone, instead of
 * loading every source file through tsx's loader at each start (about twice the time).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled entries' directory; esbuild's metafile of it is `metafile.json` there. */
    compiledServer: string;
  }
}

export default async function setup(project: TestProject) {
  // Inside the project (the packages left out of the bundle are found in node_modules), one per run.
  const dir = path.join(ROOT, 'dist', `.server-vitest-${process.pid}`);
  const metafile = await compileServer(dir);
  fs.writeFileSync(path.join(dir, 'metafile.json'), JSON.stringify(metafile));
  project.provide('compiledServer', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * `node <this>` starts a compiled entry: `index` (the server), `admin`, `backup`, `restore`,
 * `db-setup`. In a test run, the run's own compile; elsewhere (the live-events bench starts its
 * servers with spawned-server-test-kit.ts too), the project's build in dist/server.
 */
export const compiledEntry = (name: 'index' | 'admin' | 'backup' | 'restore' | 'db-setup') =>
  path.join(process.env.VITEST ? inject('compiledServer') : SERVER_DIR, `${name}.js`);
