import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Preact (with preact/compat) stands in for React in the browser and in the server-side render
 * bundle (docs/decisions/022): about 45 KiB less gzipped script. Code run by Node directly (tsx:
 * the e-mails) and the unit tests keep React. The exact matches come first: `react-dom/client`
 * must not be caught by the `react-dom` entry.
 */
const preact = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
const clientDir = process.env.CLIENT_DIST_DIR ?? fileURLToPath(new URL('./dist/client', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // JSX through preact/compat's runtime (aliased above); React's Fast Refresh is left out.
  plugins: [react({ refreshExclude: /./ }), tailwindcss()],
  resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }, ...preact] },
  build: {
    // CLIENT_DIST_DIR lets several builds (parallel e2e runs) share a checkout.
    // The server-side render bundle goes beside it, never inside (it is not served).
    outDir: isSsrBuild ? `${clientDir.replace(/[\\/]+$/, '')}-ssr` : clientDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  // The server-side render bundle carries its dependencies, so it runs wherever it is written.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
}));
