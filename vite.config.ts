import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { scriptsAfterPaint } from './src/common/scripts-after-paint';

const src = fileURLToPath(new URL('./src', import.meta.url));
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// A feature's public entries (decision 038) only re-export: the bundle keeps just the modules whose
// exports are used, so a client/index.ts never pulls a lazily loaded form into the first screen.
const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](client[\\/](admin[\\/])?)?index\.ts$/;
const featureEntriesOnlyReexport = {
  name: 'feature-entries-only-reexport',
  transform(_code: string, id: string) {
    return FEATURE_ENTRY.test(id) ? { moduleSideEffects: false } : null;
  },
};

// The built page's scripts wait for its first paint (decision 082); `npm run dev` loads them as usual.
const scriptsWaitForPaint: Plugin = {
  name: 'scripts-after-paint',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: (html) => scriptsAfterPaint(html) },
};

const clientDir = process.env.CLIENT_DIST_DIR ?? fileURLToPath(new URL('./dist/client', import.meta.url));

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), featureEntriesOnlyReexport, scriptsWaitForPaint],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // React Router's package exports only its development build (its warnings switched on); its
      // production build sits beside it. A build renders both sides of the page with it; `npm run
      // dev` and a development build keep the warnings (decision 090).
      ...(command === 'build' && mode !== 'development'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: {
    // CLIENT_DIST_DIR lets several builds (parallel e2e runs) share a checkout.
    // The server-side render bundle goes beside it, never inside (it is not served).
    outDir: isSsrBuild ? `${clientDir.replace(/[\\/]+$/, '')}-ssr` : clientDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      // A page's texts say their namespace and language in their name (texts-checkout-ar-….js):
      // what a page fetched can be read from its requests.
      output: {
        // What the app's entry imports is one chunk with it (decision 089). Left to itself, the
        // bundler gives each module the entry shares with a lazy page a chunk of its own: 19 more
        // files on every page, each a request and tasks of the page's main thread.
        codeSplitting: isSsrBuild ? undefined : { groups: [{ name: 'start', tags: ['$initial'] }] },
        chunkFileNames: (chunk) => {
          const texts = /[\\/]locales[\\/](ar|en)[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return texts ? `assets/texts-${texts[2]}-${texts[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  // The server-side render bundle carries its dependencies, so it runs wherever it is written, and
  // React's production build in it whatever NODE_ENV the server runs with (`npm start` sets none;
  // React's development build renders several times slower). `--mode development` builds React's
  // development build on both sides, which reports every difference hydration finds (a journey).
  ssr: { noExternal: true },
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') }
    : {},
}));
