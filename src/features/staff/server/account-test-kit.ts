import type { Role } from '@/common/permissions';
import { callAs, cookieOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';

/** A cookie header with the Set-Cookie values of `res` applied (cleared ones dropped). */
export function applyCookies(cookie: string, res: Response): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p] as const),
  );
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0/i.test(set) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Calls as a browser from a client address (the server runs with TRUST_PROXY), optionally with a User-Agent. */
export const call = (server: TestServer, p: string, opts: Parameters<typeof callAs>[2] = {}) =>
  callAs(server, p, { ...opts, ip: opts.ip ?? '10.7.0.1' });

/** Signs in with e-mail and password (first step); answers the response and its cookies. */
export async function login(
  server: TestServer,
  email: string,
  password: string,
  opts: { ua?: string; ip?: string } = {},
) {
  const res = await call(server, '/api/account/login', { body: { email, password }, ...opts });
  return { res, cookie: cookieOf(res) };
}

/** A fresh staff member of `role`, signed in; plus a way to open further sessions. */
export async function freshStaff(server: TestServer, role: Role = 'staff') {
  const who = await signInAs(server, role);
  return {
    ...who,
    another: async (ua?: string) => (await login(server, who.email, who.password, { ua })).cookie,
  };
}
