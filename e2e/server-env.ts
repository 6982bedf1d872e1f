import { E2E_OWNER } from './env';

/**
 * The environment of an e2e server (the built app, as it ships, on a fresh embedded database, with
 * the test helpers mounted): the main run's webServer, the global run's, and each global worker's
 * own (e2e/worker-server.ts) alike.
 */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_HOOKS: '1',
    // The journeys' fake printer listens on 127.0.0.1 (decision 066).
    PRINTER_ALLOW_LOOPBACK: '1',
    // Each test speaks from its own address (e2e/fixtures.ts), as separate customers would.
    TRUST_PROXY: '1',
    OPENING_HOURS: '00:00-24:00',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The shop's owner, for the back-office journeys (e2e/admin-helpers.ts).
    ADMIN_EMAIL: E2E_OWNER.email,
    ADMIN_PASSWORD: E2E_OWNER.password,
    ...(process.env.CLIENT_DIST_DIR ? { CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR } : {}),
  };
}
