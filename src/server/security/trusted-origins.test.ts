import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { callAs, codeOf } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import { trustedOriginsFor } from './trusted-origins';

it("a public shop trusts its own origin only; a local one also this machine's other spellings of its port", () => {
  expect(trustedOriginsFor('https://shop.example/', 3000)).toEqual(['https://shop.example']);
  expect(trustedOriginsFor('https://shop.example/aseer', 8080)).toEqual(['https://shop.example']);
  expect(trustedOriginsFor('http://localhost:3000', 3000)).toEqual([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
  ]);
  expect(trustedOriginsFor('http://127.0.0.1:4100', 4100)).toEqual([
    'http://127.0.0.1:4100',
    'http://localhost:4100',
  ]);
  // Development serves everything from the app's own port: no other origin (Vite's :5173 was one).
  expect(trustedOriginsFor('http://localhost:3000', 3000)).toEqual([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
  ]);
});

describeOnEachDatabase('a shop on a public address refuses writes from its local addresses', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start({ PUBLIC_URL: 'https://shop.example', PORT: '3000' });
  });
  afterAll(() => server.close());

  it('answers 403 foreign_origin to http://localhost:PORT and http://127.0.0.1:PORT, and accepts PUBLIC_URL', async () => {
    const message = {
      name: 'Mariam',
      email: 'mariam@example.com',
      message: 'Do you have mango juice today?',
    };
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await callAs(server, '/api/contact', { body: message, origin });
      expect(res.status, origin).toBe(403);
      expect(await codeOf(res)).toBe('foreign_origin');
    }
    const res = await callAs(server, '/api/contact', { body: message, origin: 'https://shop.example' });
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(300);
  });
});
