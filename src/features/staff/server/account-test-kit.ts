import type { Role } from '@/common/permissions';
import { cookieOf, signInAs, TEST_ORIGIN } from '@/server/testing/sessions';
import type { TestServer } from '@/server/testing/test-server';

/** A cookie header with the Set-Cookie values of `res` applied (cleared ones dropped). */
export function applyCookies(cookie: string, res: Response): string {
  const jar = new Map(cookie.split('; ').filter(Boolean).map((p) => [p.slice(0, p.indexOf('=')), p] as const));
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0/i.test(set) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Calls as a browser with a User-Agent and client address (the server runs with TRUST_PROXY). */
export function call(
  server: TestServer,
  p: string,
  opts: { method?: string; body?: unknown; cookie?: string; ua?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'X-Forwarded-For': opts.ip ?? '10.7.0.1' };
  if (opts.ua) headers['User-Agent'] = opts.ua;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.cookie) headers.Cookie = opts.cookie;
  return server.request(p, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** Signs in with e-mail and password (first step); answers the response and its cookies. */
export async function login(server: TestServer, email: string, password: string, opts: { ua?: string; ip?: string } = {}) {
  const res = await call(server, '/api/account/login', { body: { email, password }, ...opts });
  return { res, cookie: cookieOf(res) };
}

/** A fresh staff member of `role`, signed in; plus a way to open further sessions. */
export async function freshStaff(server: TestServer, role: Role = 'staff') {
  const who = await signInAs(server, role);
  return { ...who, another: async (ua?: string) => (await login(server, who.email, who.password, { ua })).cookie };
}
