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
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
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

/** The baseline, built in the same run: the smallest React 19 app (createRoot + one element). */
export async function bareReactBytes(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bare-react-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div><script type="module" src="./main.js"></script>');
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));\n",
  );
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    resolve: { alias: { react: path.resolve('node_modules/react'), 'react-dom': path.resolve('node_modules/react-dom') } },
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
  });
  const assets = path.join(dir, 'dist/assets');
  const bytes = fs.readdirSync(assets).filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(path.join(assets, f)), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}
