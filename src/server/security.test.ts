import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, products, users } from './db/schema';
import { securityHeaders, STRICT_POLICY } from './security/headers';
import { callAs, codeOf, fillParams, openApiOperations, signInAs } from './testing/sessions-test-kit';
import { describeOnEachDatabase } from './testing/each-database-test-kit';
import type { TestServer } from './testing/server-test-kit';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signInAs>>;

const snapshot = async () => {
  const db = server.database.db;
  const [[u], [c], [o], [p], [name]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(customers),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(products),
    db.select({ name: users.name, role: users.role }).from(users).where(eq(users.id, owner.id)),
  ]);
  return { users: u!.n, customers: c!.n, orders: o!.n, products: p!.n, owner: name };
};

type Schema = Record<string, unknown>;

/**
 * String inputs that need no control-character pattern in the document, and why. Anything else
 * a route takes as free text must refuse control characters (SINGLE_LINE_TEXT / MULTILINE_TEXT).
 */
const EXEMPT: [RegExp, string][] = [
  [/^\w+ \/api\/test\//, 'helpers of the end-to-end tests, never mounted in production'],
  [/ path:/, 'a path parameter names a record: anything else is a 404'],
  [/ query:key$/, "an order's secret key, compared with the stored one"],
  [/\.(email|adminEmail)$/, 'z.email() (a pipe, not in the document) accepts an address and nothing else'],
  [/\.(confirmPassword)$/, 'must equal the new password, which refuses control characters'],
  [
    /(login|delete|two-factor(\/disable)?) body\(application\/json\)\.password$|\.currentPassword$/,
    'compared with the stored hash, never stored',
  ],
  [
    /POST \/api\/orders body\(application\/json\)\.password$/,
    'checked by PasswordSchema when an account is made',
  ],
  [/\.(image|hireDate|url)$/, 'a media path, a date, a link: checked by refinements'],
];

/** Every string input of the OpenAPI document (parameters and JSON bodies) as `METHOD path where`. */
async function stringInputs() {
  const doc = (await (await server.request('/api/openapi.json')).json()) as {
    paths: Schema;
    components?: { schemas?: Schema };
  };
  const resolve = (s: Schema) =>
    s.$ref ? (doc.components!.schemas![String(s.$ref).split('/').pop()!] as Schema) : s;
  const found: { where: string; schema: Schema }[] = [];
  const walk = (raw: Schema | undefined, where: string) => {
    if (!raw) return;
    const s = resolve(raw);
    if (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')))
      found.push({ where, schema: s });
    for (const k of ['anyOf', 'oneOf', 'allOf'])
      for (const x of (s[k] as Schema[] | undefined) ?? []) walk(x, where);
    for (const [k, v] of Object.entries((s.properties as Schema | undefined) ?? {}))
      walk(v as Schema, `${where}.${k}`);
    if (s.items) walk(s.items as Schema, `${where}[]`);
  };
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops as Schema)) {
      const o = op as {
        parameters?: { name: string; in: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      };
      for (const prm of o.parameters ?? []) walk(prm.schema, `${m.toUpperCase()} ${p} ${prm.in}:${prm.name}`);
      const body = o.requestBody?.content['application/json'];
      if (body) walk(body.schema, `${m.toUpperCase()} ${p} body(application/json)`);
    }
  }
  return found;
}

describeOnEachDatabase('security', (engine) => {
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    owner = await signInAs(server, 'owner', 'Original Name');
  });
  afterAll(() => server.close());

  describe('cross-site requests', () => {
    it('every state-changing route of the OpenAPI document refuses a foreign Origin before anything runs', async () => {
      const unsafe = (await openApiOperations(server)).filter((op) => op.method !== 'GET');
      expect(unsafe.length).toBeGreaterThan(5);
      const before = await snapshot();
      for (const op of unsafe) {
        for (const origin of ['https://evil.example', null]) {
          // A session cookie rides along, as it would from a page on another site.
          const res = await callAs(server, fillParams(op.path), {
            method: op.method,
            body: { name: 'Hacked', email: 'x@example.com' },
            cookie: owner.cookie,
            origin,
          });
          expect(res.status, `${op.method} ${op.path} from ${origin}`).toBe(403);
          expect(await codeOf(res)).toBe('foreign_origin');
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('the reported case: PATCH /api/account from evil.example does not change the name', async () => {
      const res = await callAs(server, '/api/account', {
        method: 'PATCH',
        body: { name: 'Evil' },
        cookie: owner.cookie,
        origin: 'https://evil.example',
      });
      expect(res.status).toBe(403);
      expect((await snapshot()).owner).toEqual({ name: 'Original Name', role: 'owner' });
      // The shop's own origin still works.
      const ok = await callAs(server, '/api/account', {
        method: 'PATCH',
        body: { name: 'Owner Name' },
        cookie: owner.cookie,
      });
      expect(ok.status).toBe(200);
    });

    it('a request without a cookie and without an Origin (a script) is judged on its own merits', async () => {
      const res = await callAs(server, '/api/contact', { method: 'POST', body: {}, origin: null });
      expect(res.status).toBe(422);
      // The language cookie rides nobody's session; beside a session cookie it changes nothing.
      const lang = await callAs(server, '/api/contact', {
        method: 'POST',
        body: {},
        origin: null,
        cookie: 'lang=en',
      });
      expect(lang.status).toBe(422);
      const both = await callAs(server, '/api/account', {
        method: 'PATCH',
        body: { name: 'Evil' },
        origin: null,
        cookie: `lang=en; ${owner.cookie}`,
      });
      expect(both.status).toBe(403);
      // Nor does the cart's size the browser leaves for the server's drawing of checkout.
      const hints = await callAs(server, '/api/orders/estimate', {
        method: 'POST',
        body: {},
        origin: null,
        cookie: 'lang=en; cart_lines=2',
      });
      expect(hints.status).toBe(422);
      const withSession = await callAs(server, '/api/account', {
        method: 'PATCH',
        body: { name: 'Evil' },
        origin: null,
        cookie: `cart_lines=2; ${owner.cookie}`,
      });
      expect(withSession.status).toBe(403);
    });
  });
  describe("better-auth's own routes", () => {
    it('are not served, except the e-mail verification link', async () => {
      const endpoints = Object.values(
        server.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
      )
        .filter((e) => typeof e?.path === 'string')
        .map((e) => ({ path: e.path!, methods: [e.options?.method ?? 'GET'].flat() }));
      expect(endpoints.length).toBeGreaterThan(10);
      for (const { path, methods } of endpoints) {
        for (const method of methods.filter((m) => m !== '*')) {
          const res = await callAs(server, `/api/auth${path}`, {
            method,
            body:
              method === 'GET'
                ? undefined
                : { email: 'owner@example.com', password: 'x', name: 'y'.repeat(50_000) },
          });
          if (path === '/verify-email' && method === 'GET') expect(res.status).not.toBe(404);
          else expect(res.status, `${method} /api/auth${path}`).toBe(404);
        }
      }
    });

    it('sign-in through any door is limited: the 6th wrong password for an e-mail is refused', async () => {
      const staff = await signInAs(server, 'manager');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await callAs(server, '/api/account/login', {
          method: 'POST',
          body: { email: staff.email, password: `wrong-${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const sneaky = await callAs(server, '/api/auth/sign-in/email', {
        method: 'POST',
        body: { email: staff.email, password: staff.password },
      });
      expect(sneaky.status).toBe(404);
    });
  });
  describe('security headers', () => {
    it('are on every API and media answer, errors included: nothing may frame, sniff or run them', async () => {
      const menuAnswer = await server.request('/api/catalog/menu');
      const menu = (await menuAnswer.json()) as { products: { image: string }[] };
      const answers = {
        // Cached answers build their headers in one record (decision 051): the same set.
        menu: menuAnswer,
        menuGzip: await server.request('/api/catalog/menu', { headers: { 'Accept-Encoding': 'gzip' } }),
        menuNotModified: await server.request('/api/catalog/menu', {
          headers: { 'If-None-Match': menuAnswer.headers.get('etag')! },
        }),
        json: await server.request('/api/store'),
        notFound: await server.request('/api/nothing-here'),
        refused: await callAs(server, '/api/account', {
          method: 'PATCH',
          body: { name: 'x' },
          origin: 'https://evil.example',
        }),
        invalid: await callAs(server, '/api/contact', { body: {} }),
        media: await server.request(menu.products[0]!.image),
        missingMedia: await server.request('/media/nothing.webp'),
      };
      for (const [what, res] of Object.entries(answers)) {
        expect(res.headers.get('content-security-policy'), what).toBe(STRICT_POLICY);
        expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), what).toBe('DENY');
        expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
        expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
        expect(res.headers.get('x-permitted-cross-domain-policies'), what).toBe('none');
        // Each answer names its request, for the logs.
        expect(res.headers.get('x-request-id'), what).toMatch(/^[0-9a-f-]{36}$/);
        // The test server's PUBLIC_URL is http: no HSTS (a browser would refuse http for a year).
        expect(res.headers.get('strict-transport-security'), what).toBeNull();
      }
      expect(answers.media.status).toBe(200);
      expect(answers.menuNotModified.status).toBe(304);
      expect(answers.menuGzip.headers.get('content-encoding')).toBe('gzip');
    });

    it('HSTS only when the shop is served over https', async () => {
      const appFor = (https: boolean) =>
        new Hono().use('*', ...securityHeaders({ https })).get('/', (c) => c.text('ok'));
      expect((await appFor(true).request('/')).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await appFor(false).request('/')).headers.get('strict-transport-security')).toBeNull();
    });
  });
  describe('control characters', () => {
    it('every free-text input of the API refuses them (NUL, ESC, DEL…) by the shared rule', async () => {
      const inputs = await stringInputs();
      expect(inputs.length).toBeGreaterThan(50);
      const unguarded = inputs
        .filter(({ schema }) => !schema.enum && !schema.format && schema.const === undefined)
        .filter(({ schema }) => {
          if (typeof schema.pattern !== 'string') return true;
          const re = new RegExp(schema.pattern, 'u');
          return ['a\u0000b', 'a\u001bb', 'a\u007fb'].some((v) => re.test(v));
        })
        .map(({ where }) => where)
        .filter((where) => !EXEMPT.some(([re]) => re.test(where)));
      expect(unguarded).toEqual([]);
    });

    it('a NUL in a name, a message or a new password answers 422 and creates nothing, never a 500', async () => {
      const before = await snapshot();
      const password = 'a-long-password';
      const cases: [string, unknown][] = [
        [
          '/api/account/signup',
          { name: 'Mari\u0000am', email: 'mariam.nul@example.com', password, confirmPassword: password },
        ],
        [
          '/api/account/signup',
          {
            name: 'Mariam',
            email: 'mariam.nul@example.com',
            password: `${password}\u0000`,
            confirmPassword: `${password}\u0000`,
          },
        ],
        [
          '/api/staff/signup',
          {
            name: 'Sara',
            email: 'sara.nul@example.com',
            password: `${password}\u0007`,
            confirmPassword: `${password}\u0007`,
          },
        ],
        [
          '/api/contact',
          {
            name: 'Mariam',
            email: 'mariam@example.com',
            message: 'Hello\u0000there, a long enough message.',
          },
        ],
        [
          '/api/contact',
          { name: 'Mariam', email: 'mari\u0000am@example.com', message: 'A long enough message.' },
        ],
      ];
      for (const [p, body] of cases) {
        const res = await callAs(server, p, { body, ip: '10.77.0.1' });
        expect(res.status, `${p} ${JSON.stringify(body)}`).toBe(422);
        expect(await codeOf(res)).toBe('validation_failed');
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
