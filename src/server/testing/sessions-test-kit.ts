import { randomUUID } from 'node:crypto';
import type { Role } from '@/common/permissions';
import { createUserWithRole } from '@/features/staff/server';
import type { TestServer } from './server-test-kit';

export const TEST_ORIGIN = 'http://localhost:3000';

/** `name=value` pairs of the Set-Cookie headers, ready for a Cookie header. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

/**
 * A verified account with `role`, signed in through /api/account/login (as the back-office
 * sign-in page does): its id, e-mail and session cookie.
 */
export async function signInAs(server: TestServer, role: Role, name = `${role} tester`) {
  const email = `${role}.${randomUUID()}@example.com`;
  const password = 'staff-pass-2026';
  const id = await createUserWithRole(server.auth, { email, name, password, role, emailVerified: true });
  const res = await server.request('/api/account/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`);
  return { id, email, password, cookie: cookieOf(res) };
}

/** The `error.code` of an error answer (undefined when the body has no error). */
export const codeOf = async (res: Response) =>
  ((await res.json()) as { error?: { code: string } }).error?.code;

/**
 * A browser-like call: Origin set, JSON body, an optional session cookie; `ip` speaks from that
 * client address (X-Forwarded-For, for a server made with TRUST_PROXY) and `ua` as that browser.
 */
export function callAs(
  server: TestServer,
  p: string,
  opts: {
    method?: string;
    body?: unknown;
    cookie?: string;
    origin?: string | null;
    ip?: string;
    ua?: string;
  } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.origin !== null) headers.Origin = opts.origin ?? TEST_ORIGIN;
  if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
  if (opts.ua) headers['User-Agent'] = opts.ua;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.cookie) headers.Cookie = opts.cookie;
  return server.request(p, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** Every operation of the OpenAPI document: method, path (with `{param}`s) and its extensions. */
export async function openApiOperations(server: TestServer) {
  const doc = (await (await server.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: p,
      permission: op['x-permission'],
    })),
  );
}

/** A path with its `{param}`s filled with values that name nothing. */
export const fillParams = (p: string) => p.replace(/{(\w+)}/g, () => randomUUID());
