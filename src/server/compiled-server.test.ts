/**
 * The compiled server (scripts/build-server.mjs, decision 050): what ships runs on Node alone. Its
 * start-up code imports only Node's own modules and the packages a production install has (the
 * "dependencies"; Vite only in the development server's own chunk, loaded by `npm run dev`), and
 * it finds its migrations from the bundle (the operator's `npm run db:migrate`, compiled too).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/build-state.mjs';

// Compiled once for the run by compileServer, as `npm run build` compiles (testing/compiled-entries-test-kit.ts).
const outDir = inject('compiledServer');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const metafile = JSON.parse(fs.readFileSync(path.join(outDir, 'metafile.json'), 'utf8')) as Metafile;

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** The packages an entry loads when it starts: its static imports, through the shared chunks. */
function loadedAtStart(entry: string): Set<string> {
  const outputs = new Map(Object.entries(metafile.outputs).map(([file, o]) => [path.resolve(ROOT, file), o]));
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs.get(file)!.imports) {
      if (i.kind !== 'import-statement') continue;
      if (i.external) packages.add(packageOf(i.path));
      else visit(path.resolve(ROOT, i.path));
    }
  };
  visit(path.join(outDir, entry));
  return packages;
}

describe('the compiled server', () => {
  it.each(['index', 'db-setup', 'admin', 'backup', 'restore'])(
    '%s starts with Node’s modules and the production dependencies only',
    (entry) => {
      const packages = [...loadedAtStart(`${entry}.main.js`)];
      expect(packages.length).toBeGreaterThan(3); // the walk through the chunks found them
      const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
      expect(packages.filter((p) => !builtins.has(p) && !(p in pkg.dependencies))).toEqual([]);
    },
  );

  it('leaves the image, ticket and e-mail renderers until they are first needed (decision 061)', () => {
    const packages = loadedAtStart('index.main.js');
    expect(packages).toContain('@electric-sql/pglite'); // the walk reached the server's own chunks
    for (const later of ['sharp', '@resvg/resvg-js', '@react-email/render'])
      expect(packages).not.toContain(later);
  });

  it('loads Vite only in the development server’s chunk, and never tsx', () => {
    const importers = Object.entries(metafile.outputs)
      .filter(([, o]) => o.imports.some((i) => i.external && i.path === 'vite'))
      .map(([, o]) => o.entryPoint);
    expect(importers).toEqual(['src/server/dev-server.ts']);
    expect(loadedAtStart('index.main.js').has('vite')).toBe(false);
    const all = Object.values(metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
    expect(all.filter((p) => p === 'tsx' || p.startsWith('tsx/'))).toEqual([]);
  });

  it('runs React and the other packages in their production build unless NODE_ENV says otherwise', () => {
    const probe = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          // The entry's first line, then what React chose: its development build has act().
          `${fs.readFileSync(path.join(outDir, 'index.js'), 'utf8').split('\n')[0]}
           const React = (await import('react')).default;
           console.log(process.env.NODE_ENV, typeof React.act);`,
        ],
        { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH!, ...env } },
      ).stdout.trim();
    expect(probe({})).toBe('production undefined');
    expect(probe({ NODE_ENV: 'development' })).toBe('development function');
  });

  it('migrates a fresh database from the migrations beside the bundle, with no loader', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-compiled-'));
    try {
      const run = spawnSync(process.execPath, [path.join(outDir, 'db-setup.js')], {
        cwd: os.tmpdir(),
        encoding: 'utf8',
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        timeout: 110_000,
      });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('Database migrated.');
      expect(run.status).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
