import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GatewayView } from '@/features/payments';
import { contactMessages } from './db/schema';
import { describeOnEachDatabase } from './testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from './testing/sessions-test-kit';
import type { TestServer } from './testing/server-test-kit';

/** Half of a character (a high surrogate with no low one): JSON can carry it, text cannot. */
const LONE = '\ud800';

type Schema = {
  type?: unknown;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

describeOnEachDatabase(
  'a lone surrogate in text is refused (422), never a 500 nor stored as U+FFFD',
  (engine) => {
    let server: TestServer;
    let owner: string;
    beforeAll(async () => {
      server = await engine.start();
      owner = (await signInAs(server, 'owner')).cookie;
    });
    afterAll(() => server.close());

    it('in the settings', async () => {
      const current = (await (await callAs(server, '/api/admin/settings', { cookie: owner })).json()) as {
        contact: { addressEn: string };
      };
      const res = await callAs(server, '/api/admin/settings', {
        method: 'PUT',
        cookie: owner,
        body: { ...current, contact: { ...current.contact, addressEn: `Corniche ${LONE}Road` } },
      });
      expect(res.status).toBe(422);
      expect(await codeOf(res)).toBe('validation_failed');
      // The same record without it is saved: only the half character was wrong.
      expect(
        (await callAs(server, '/api/admin/settings', { method: 'PUT', cookie: owner, body: current })).status,
      ).toBe(200);
    });

    it("in a payment gateway's texts", async () => {
      const { gateways } = (await (
        await callAs(server, '/api/admin/payments/gateways', { cookie: owner })
      ).json()) as { gateways: GatewayView[] };
      const { id: _id, name: _name, ...fields } = gateways.find((g) => g.id === 'cod')!;
      const res = await callAs(server, '/api/admin/payments/gateways/cod', {
        method: 'PUT',
        cookie: owner,
        body: { ...fields, instructionsEn: `Pay at the window ${LONE}` },
      });
      expect(res.status).toBe(422);
      expect(
        (
          await callAs(server, '/api/admin/payments/gateways/cod', {
            method: 'PUT',
            cookie: owner,
            body: fields,
          })
        ).status,
      ).toBe(200);
    });

    it('in a contact message: refused, nothing stored', async () => {
      const email = 'lone.surrogate@example.com';
      const res = await callAs(server, '/api/contact', {
        body: { name: `Mariam ${LONE}`, email, message: 'Is the mango juice in season yet?' },
      });
      expect(res.status).toBe(422);
      const message = await callAs(server, '/api/contact', {
        body: { name: 'Mariam', email, message: `Is the mango ${LONE} juice in season yet?` },
      });
      expect(message.status).toBe(422);
      expect(
        await server.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)),
      ).toEqual([]);
    });

    it('every free-text input of the API whose pattern refuses a NUL refuses a lone surrogate too', async () => {
      const doc = (await (await server.request('/api/openapi.json')).json()) as {
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody?: { content: Record<string, { schema: Schema }> };
              parameters?: { schema: Schema; name: string }[];
            }
          >
        >;
        components?: { schemas?: Record<string, Schema> };
      };
      const resolve = (s: Schema) => (s.$ref ? doc.components!.schemas![s.$ref.split('/').pop()!]! : s);
      const patterns = new Map<string, string>();
      const walk = (raw: Schema | undefined, where: string) => {
        if (!raw) return;
        const s = resolve(raw);
        if (typeof s.pattern === 'string') patterns.set(where, s.pattern);
        for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(x, where);
        for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${where}.${k}`);
        if (s.items) walk(s.items, `${where}[]`);
      };
      for (const [p, ops] of Object.entries(doc.paths)) {
        for (const [m, op] of Object.entries(ops)) {
          for (const prm of op.parameters ?? []) walk(prm.schema, `${m} ${p} ${prm.name}`);
          walk(op.requestBody?.content['application/json']?.schema, `${m} ${p} body`);
        }
      }
      const guarded = [...patterns].filter(([, pattern]) => !new RegExp(pattern, 'u').test('a\u0000b'));
      expect(guarded.length).toBeGreaterThan(50);
      const open = guarded
        .filter(([, pattern]) => new RegExp(pattern, 'u').test(`a${LONE}b`))
        .map(([where]) => where);
      expect(open).toEqual([]);
    });
  },
);
