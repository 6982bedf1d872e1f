// Compiles the server for production (decision 050): src/server/shell/index.ts and the operator's scripts
// (scripts/db-setup.ts, admin.ts, backup.ts, restore.ts) bundled by esbuild into dist/server as plain ES modules,
// with the npm packages they use bundled in too, except those that must stay installed (EXTERNAL below;
// decision 058), so the server runs on Node alone, without a loader. The migrations go beside the
// bundle: src/server/db/client.ts finds them at `./migrations` from its own module, in the source and
// in the bundle alike.
//
// `node scripts/build-server.mjs`: bundle now. `--if-stale`: only when the bundle is missing or older
// than the sources (and, on a production install, where esbuild is missing, keep the bundle there is).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_DIR, serverState, writeStamp } from './build-state.mjs';

const ENTRIES = {
  index: 'src/server/shell/index.ts',
  'db-setup': 'scripts/db-setup.ts',
  admin: 'scripts/admin.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  // Started by the server's entry before its own code loads (see below).
  'pglite-artifacts': 'src/server/db/pglite-artifacts.ts',
  // Run once below: the demo menu's pictures, drawn at build time.
  'seed-art': 'scripts/make-seed-art.ts',
};

/**
 * Packages left as imports, installed beside the build: native addons, the embedded engine (its
 * WebAssembly and files beside its own module), React (one copy for the server-side renders and the
 * e-mails), and the development server's tools. Every other package is bundled in (decision 058):
 * about a thousand modules the loader would otherwise find, read and link one by one at every start.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  '@resvg/resvg-js',
  'pg-native',
  'react',
  'react-dom',
  '@react-email/*',
  'vite',
  '@vitejs/*',
  '@tailwindcss/*',
  'esbuild',
  'lightningcss',
];

/**
 * Compiles into `outDir` (inside the project, so that the packages' imports find node_modules), with
 * the migrations beside the bundle. Returns esbuild's metafile: what each output file imports.
 */
export async function compileServer(outDir) {
  const esbuild = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  const { metafile } = await esbuild.build({
    absWorkingDir: ROOT,
    // Each entry's code as `<name>.main.js`; `<name>.js` sets NODE_ENV first (see below).
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [`${name}.main`, src])),
    outdir: outDir,
    bundle: true,
    // Shared modules in shared chunks; the development server (Vite) in its own, loaded only by `npm run dev`.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: EXTERNAL,
    // Bundled CommonJS packages require Node's own modules and the external ones.
    banner: {
      js: "import { createRequire as __aseerRequire } from 'node:module';\nconst require = __aseerRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
  });
  fs.cpSync(path.join(ROOT, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  // The empty cluster a first start copies instead of running initdb (src/server/db/pglite-cluster.ts).
  const pglitePackage = path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json');
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/make-pglite-cluster.mjs'),
      outDir,
      JSON.parse(fs.readFileSync(pglitePackage, 'utf8')).version,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  // Each entry, before its code loads:
  // - makes every file it creates private to the shop's user (umask 077: the database, the outbox's
  //   mail with reset links, backups; issue 36);
  // - sets NODE_ENV (unless given): React (and others) choose their production build by it when they
  //   load, before any of the server's code runs;
  // - from Node 22.1, keeps V8's compiled code for the bundle on disk (the system's temporary
  //   directory, or NODE_COMPILE_CACHE), so the next start reads it instead of compiling again
  //   (about 100 ms of a restart; decision 058). Node 20 has no such cache and goes on as before;
  // - the server, on the embedded engine, starts reading and compiling the engine (decision 057):
  //   V8 compiles it on its background threads while the server's modules load.
  const compileCache = "(await import('node:module')).enableCompileCache?.();\n";
  const early =
    "if (!process.env.DATABASE_URL) void (await import('./pglite-artifacts.main.js')).pgliteArtifacts();\n";
  for (const name of Object.keys(ENTRIES))
    fs.writeFileSync(
      path.join(outDir, `${name}.js`),
      `process.env.NODE_ENV ??= 'production';\nprocess.umask(0o077);\n${compileCache}${name === 'index' ? early : ''}await import('./${name}.main.js');\n`,
    );
  // The demo menu's pictures, drawn now so that a first start copies them and loads no image
  // library (src/server/db/seed/product-art.ts; issue 36).
  execFileSync(process.execPath, [path.join(outDir, 'seed-art.js'), outDir], { cwd: ROOT, stdio: 'inherit' });
  return metafile;
}

/** Compiles into a fresh directory, then swaps it in (a server starting meanwhile sees a whole bundle), then stamps it. */
export async function bundleServer({ startedAt = Date.now(), clientDir = null } = {}) {
  const fresh = `${SERVER_DIR}.${process.pid}.new`;
  await compileServer(fresh);
  const old = `${SERVER_DIR}.${process.pid}.old`;
  if (fs.existsSync(SERVER_DIR)) fs.renameSync(SERVER_DIR, old);
  fs.renameSync(fresh, SERVER_DIR);
  fs.rmSync(old, { recursive: true, force: true });
  writeStamp(startedAt, clientDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const state = serverState();
  if (!process.argv.includes('--if-stale') || !state.current) {
    const startedAt = Date.now();
    let esbuildThere = true;
    try {
      await import('esbuild');
    } catch {
      esbuildThere = false;
    }
    if (esbuildThere) {
      await bundleServer({ startedAt });
      console.error(
        `compiled the server into ${path.relative(process.cwd(), SERVER_DIR)} in ${Date.now() - startedAt} ms`,
      );
    } else if (state.exists) {
      console.error(
        'dist/server looks older than the sources, but esbuild is not installed here: using it as it is.',
      );
    } else {
      console.error(
        'dist/server is missing and esbuild is not installed (a production install): run `npm run build` where the development dependencies are.',
      );
      process.exit(1);
    }
  }
}
