/** Several runs can share the machine: each with its own E2E_PORT and E2E_DATA_DIR. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
/** The owner account the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_OWNER = { email: 'owner@aseer.test', password: 'owner-pass-2026' } as const;
