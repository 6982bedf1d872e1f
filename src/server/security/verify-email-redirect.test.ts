import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import { sameSitePath } from './same-site-path';

/** callbackURL values as they appear in the link's query string (raw, so encoded forms stay encoded). */
const FOREIGN = [
  '%2F.%2F%2Fevil.example%2Fphish', // /.//evil.example/phish (the review's)
  '%2F%2Fevil.example%2Fphish', // //evil.example/phish
  '//evil.example/phish',
  '%2F%5Cevil.example%2Fphish', // /\evil.example/phish
  '%2F..%2F%2Fevil.example%2Fphish', // /..//evil.example/phish
  '%2F%2e%2e%2F%2Fevil.example', // /%2e%2e//evil.example: dots escaped
  '%2F%252F%252Fevil.example', // /%2F%2Fevil.example: slashes escaped twice
  '%2F%255Cevil.example', // /%5Cevil.example
  '%2F%09%2Fevil.example', // a tab between the slashes
  'https%3A%2F%2Fevil.example%2Fphish',
  'evil.example',
  '%2Flogin&callbackURL=%2F%2Fevil.example', // two of them: neither is trusted
];

it("a callback path is this site's own: normalised, or refused", () => {
  expect(sameSitePath('/login?verified=1')).toBe('/login?verified=1');
  expect(sameSitePath('/admin/login?verified=1#top')).toBe('/admin/login?verified=1#top');
  expect(sameSitePath('/menu/../login')).toBe('/login');
  for (const raw of FOREIGN.filter((f) => !f.includes('&')))
    expect(sameSitePath(decodeURIComponent(raw)), raw).toBeNull();
  expect(sameSitePath('/%E0%A4%A')).toBeNull(); // malformed escapes
});

describeOnEachDatabase('the e-mail confirmation link sends the browser back to this site only', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start();
  });
  afterAll(() => server.close());

  it('refuses (400) a link whose callbackURL leads to another site, in any spelling, before the auth library sees it', async () => {
    for (const raw of FOREIGN) {
      const res = await server.request(`/api/auth/verify-email?token=x&callbackURL=${raw}`);
      expect(res.status, raw).toBe(400);
      expect(res.headers.get('location'), raw).toBeNull();
    }
  });

  it('follows a path of this site (an invalid token says so there)', async () => {
    const res = await server.request('/api/auth/verify-email?token=x&callbackURL=%2Flogin%3Fverified%3D1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login\?verified=1&error=/);
  });
});
