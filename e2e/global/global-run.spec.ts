import { expect, oneScreen, test } from '../fixtures';
import { E2E_DATA_DIR, E2E_PORT } from '../env';

// The whole-shop journeys run on their own server: this proves the helpers point at it.
test('the global journeys speak to their own server and outbox', oneScreen, async ({ page, baseURL }) => {
  expect(baseURL).toBe(`http://127.0.0.1:${E2E_PORT}`);
  expect(E2E_DATA_DIR.endsWith('-global')).toBe(true);
  const res = await page.request.get('/api/health');
  expect(res.ok()).toBe(true);
});
