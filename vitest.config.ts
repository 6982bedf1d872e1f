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
    // Three on CI's two cores: a file waits on spawned servers, PostgreSQL and timers part of the time,
    // and a third worker keeps both cores busy then (measured: 320 s with two, 280 s with three).
    maxWorkers: 3,
    // Files share a worker's loaded modules (and PGlite's compiled code) instead of loading them
    // again for each file: the tests keep no state in modules, each builds its own server.
    isolate: false,
    // A migrated and seeded database per engine, copied by each test server (seeded-template-test-kit.ts).
    // One temporary directory for the run, removed at its end (run-temp-dir-test-kit.ts); the server and the
    // operator's commands compiled once, for the tests that start them (compiled-entries-test-kit.ts).
    globalSetup: [
      'src/server/testing/run-temp-dir-test-kit.ts',
      'src/server/testing/seeded-template-test-kit.ts',
      'src/server/testing/compiled-entries-test-kit.ts',
    ],
  },
});
