/** Several runs can share the machine: each with its own E2E_PORT and E2E_DATA_DIR. */
const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseDataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

/**
 * The global run (playwright.global.config.ts) gives each of its workers a server and data
 * directory of its own (e2e/worker-server.ts): the ports after the run's own two (its server's and
 * the development build's), one a worker. Every helper reads the port and the outbox from here, so
 * they follow the worker's server.
 */
const worker = process.env.E2E_SERVER_PER_WORKER ? process.env.TEST_WORKER_INDEX : undefined;
export const E2E_WORKER_SERVER = worker !== undefined;
export const E2E_PORT = worker === undefined ? basePort : basePort + 2 + 2 * Number(worker);
export const E2E_DATA_DIR =
  worker === undefined ? baseDataDir : `${baseDataDir.replace(/-global$/, '')}-w${worker}-global`;
/** The development build's server of this worker (e2e/global/development-build.spec.ts). */
export const E2E_DEV_PORT = E2E_PORT + 1;
/** The owner account the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_OWNER = { email: 'owner@aseer.test', password: 'owner-pass-2026' } as const;

/**
 * The main run's Stripe stand-in (e2e/stripe-standin-setup.ts, src/server/testing/stripe-standin-test-kit.ts):
 * its port, and the keys it takes. The main run's server is given its address (STRIPE_API_URL) and
 * a SECRETS_KEY, so the gateways journey saves keys and checks the connection (playwright.config.ts).
 */
export const E2E_STRIPE_PORT = basePort + 40;
export const E2E_STRIPE_KEYS = {
  secretKey: 'sk_test_51AseerE2eStandinKey4242',
  webhookSecret: 'whsec_AseerE2eStandinSigning7788',
} as const;
export const E2E_STRIPE_ENV = {
  SECRETS_KEY: 'e2e-secrets-key-0123456789abcdef-0123456789',
  STRIPE_API_URL: `http://127.0.0.1:${basePort + 40}`,
} as const;
