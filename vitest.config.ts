import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on CI's two, one. Its tests are CPU-bound.
    maxWorkers: 2,
    // Files share a worker's loaded modules (and PGlite's compiled code) instead of loading them
    // again for each file: the tests keep no state in modules, each builds its own server.
    isolate: false,
    // A migrated and seeded database per engine, copied by each test server (seeded-template.ts).
    globalSetup: ['src/server/testing/seeded-template.ts'],
  },
});
