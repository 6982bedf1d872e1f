import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Gzipped JavaScript a visitor downloads to render a route: the entry, the route chunk, their static imports. */
export function routeJsBytes(distDir: string, routeSources: string[]): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  for (const r of routeSources) visit(r);
  return [...seen].reduce((sum, k) => sum + gz(path.join(distDir, manifest[k]!.file)), 0);
}

/** Each chunk the entry loads statically (the first screen of / and /menu), largest first, gzipped. */
export function entryChunks(distDir: string): { file: string; bytes: number }[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  return [...seen]
    .map((k) => ({ file: `${k} → ${manifest[k]!.file}`, bytes: gz(path.join(distDir, manifest[k]!.file)) }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * The baseline, built in the same run: the smallest React 19 app (createRoot + one heading, in a
 * page with what Lighthouse asks of any page). Returns the directory of its build; the caller removes `root`.
 */
export async function buildBareReact(): Promise<{ root: string; dist: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bare-react-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="description" content="Baseline"><title>Baseline</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('main', null, createElement('h1', null, 'Hello')));\n",
  );
  const dist = path.join(root, 'dist');
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    resolve: {
      alias: {
        react: path.resolve('node_modules/react'),
        'react-dom': path.resolve('node_modules/react-dom'),
      },
    },
    build: { outDir: dist, emptyOutDir: true },
  });
  return { root, dist };
}

/** Gzipped JavaScript of the bare React app. */
export async function bareReactBytes(): Promise<number> {
  const { root, dist } = await buildBareReact();
  const assets = path.join(dist, 'assets');
  const bytes = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + gz(path.join(assets, f)), 0);
  fs.rmSync(root, { recursive: true, force: true });
  return bytes;
}
