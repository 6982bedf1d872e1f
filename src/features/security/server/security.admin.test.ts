import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/common/pagination';
import { recordSecurityEvent } from '@/server/auth/security-log';
import { securityEvents } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { SecurityEventView } from '../security.schema';

describeOnEachDatabase('the security log API', (engine) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  /** A tag in every address of this run's entries, so other files' entries never count. */
  const tag = randomUUID().slice(0, 8);
  const addr = (name: string) => `${name}.${tag}@example.com`;

  beforeAll(async () => {
    server = await engine.start();
    owner = await signInAs(server, 'owner');
    admin = await signInAs(server, 'admin');
    const db = server.database.db;
    const at = (iso: string) => new Date(iso);
    const entries: [string, Parameters<typeof recordSecurityEvent>[1]][] = [
      [
        '2026-11-01T05:00:00Z',
        { kind: 'sign_in', email: addr('layla'), ip: '10.0.0.1', userAgent: 'Firefox' },
      ],
      ['2026-11-02T05:00:00Z', { kind: 'sign_in_failed', email: addr('layla'), ip: '10.0.0.2' }],
      // 22:30 UTC on the 2nd is 02:30 on the 3rd in the UAE.
      [
        '2026-11-02T22:30:00Z',
        {
          kind: 'role_changed',
          email: addr('omar'),
          actor: { id: 'x', email: addr('boss') },
          details: { from: 'staff', to: 'manager' },
        },
      ],
      ['2026-11-04T05:00:00Z', { kind: 'lockout', email: `=HYPERLINK("http://evil")-${addr('mallory')}` }],
    ];
    for (const [time, e] of entries) {
      await recordSecurityEvent(db, e);
      await db.execute(
        sql`update security_events set created_at = ${at(time)} where id = (select id from security_events order by created_at desc limit 1)`,
      );
    }
  });
  afterAll(() => server.close());

  const list = async (query: string, cookie = admin.cookie) => {
    const params = new URLSearchParams({ q: tag, ...Object.fromEntries(new URLSearchParams(query)) });
    const res = await callAs(server, `/api/admin/security-events?${params}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Page<SecurityEventView>;
  };

  describe('the security log', () => {
    it('lists entries newest first, filtered by person, kind and days (shop time), a page at a time', async () => {
      const all = await list('');
      expect(all.total).toBe(4);
      expect(all.rows.map((r) => r.kind)).toEqual(['lockout', 'role_changed', 'sign_in_failed', 'sign_in']);
      expect(all.rows[3]).toMatchObject({ email: addr('layla'), ip: '10.0.0.1', userAgent: 'Firefox' });

      expect((await list(`q=layla.${tag}`)).rows.map((r) => r.kind)).toEqual(['sign_in_failed', 'sign_in']);
      // Who did it counts as the person too.
      expect((await list(`q=BOSS.${tag}`)).rows).toMatchObject([
        { kind: 'role_changed', actorEmail: addr('boss'), details: { to: 'manager' } },
      ]);
      expect((await list('kind=sign_in_failed')).rows.map((r) => r.email)).toEqual([addr('layla')]);
      expect((await list('from=2026-11-03&to=2026-11-03')).rows.map((r) => r.kind)).toEqual(['role_changed']);
      expect((await list('to=2026-11-02')).total).toBe(2);

      const first = await list('pageSize=3&page=1');
      const second = await list('pageSize=3&page=2');
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(first.rows).toHaveLength(3);
      expect(second.rows.map((r) => r.kind)).toEqual(['sign_in']);

      for (const bad of [
        'kind=nonsense',
        'from=2026-02-30',
        'from=2026-11-05&to=2026-11-01',
        'pageSize=1000',
      ]) {
        expect(
          (await callAs(server, `/api/admin/security-events?${bad}`, { cookie: admin.cookie })).status,
          bad,
        ).toBe(422);
      }
    });

    it('is for owners and admins only', async () => {
      expect((await list('', owner.cookie)).total).toBe(4);
      for (const role of ['manager', 'staff'] as const) {
        const { cookie } = await signInAs(server, role);
        expect((await callAs(server, '/api/admin/security-events', { cookie })).status).toBe(403);
        expect((await callAs(server, '/api/admin/security-events/export.csv', { cookie })).status).toBe(403);
      }
      expect((await callAs(server, '/api/admin/security-events')).status).toBe(401);
    });

    it('exports the filtered entries as CSV in the chosen language, formulas neutralised, and logs the export', async () => {
      const res = await callAs(server, `/api/admin/security-events/export.csv?q=${tag}&lang=en`, {
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('security-log.csv');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text.split('\r\n')[0]).toBe(
        'Time (UAE) / الوقت (الإمارات),Event / الحدث,Account / الحساب,By / بواسطة,IP Address / عنوان IP,Browser / المتصفح,Details / التفاصيل',
      );
      const lines = text.trimEnd().split('\r\n');
      expect(lines).toHaveLength(5);
      expect(lines[1]).toContain(
        `2026-11-04 09:00:00,Sign-in paused,"'=hyperlink(""http://evil"")-${addr('mallory')}"`,
      );
      expect(lines[2]).toBe(
        `2026-11-03 02:30:00,Role changed,${addr('omar')},${addr('boss')},,,"{""to"":""manager"",""from"":""staff""}"`,
      );

      const ar = await (
        await callAs(server, `/api/admin/security-events/export.csv?q=layla.${tag}&kind=sign_in`, {
          cookie: admin.cookie,
        })
      ).text();
      // the same bilingual headings in either language; the rows in the one asked for
      expect(ar.split('\r\n')[0]).toBe(text.split('\r\n')[0]);
      expect(ar.split('\r\n')[1]).toContain('تسجيل دخول');

      const exports = await server.database.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.actorId, admin.id));
      expect(exports.filter((e) => e.kind === 'data_export').map((e) => e.details)).toEqual([
        { export: 'security_log', rows: 4 },
        { export: 'security_log', rows: 1 },
      ]);
    });
  });

  describe('what the security log records elsewhere', () => {
    it('each back-office CSV export, with what and how many rows, by whom', async () => {
      const manager = await signInAs(server, 'manager');
      for (const path of [
        '/api/admin/customers/export.csv',
        '/api/admin/employees/export.csv',
        '/api/admin/reviews/export.csv',
        '/api/admin/dashboard/export/top-products.csv',
      ]) {
        expect((await callAs(server, path, { cookie: manager.cookie })).status, path).toBe(200);
      }
      const logged = (
        await server.database.db.select().from(securityEvents).where(eq(securityEvents.userId, manager.id))
      ).filter((e) => e.kind === 'data_export');
      expect(logged.every((e) => e.actorEmail === manager.email)).toBe(true);
      expect(logged.map((e) => (e.details as { export: string }).export).sort()).toEqual([
        'customers',
        'dashboard:top-products.csv',
        'employees',
        'reviews',
      ]);
      expect(logged.every((e) => typeof (e.details as { rows: unknown }).rows === 'number')).toBe(true);
    });

    it('a payment key refused by the server (no SECRETS_KEY here, or plain credentials) is neither logged nor kept', async () => {
      // Saved keys are logged without their values: stripe-settings.admin.test.ts.
      const secret = `sk_live_${randomUUID().replace(/-/g, '')}`;
      const gateways = (await (
        await callAs(server, '/api/admin/payments/gateways', { cookie: owner.cookie })
      ).json()) as { gateways: Record<string, unknown>[] };
      const { id, name: _n, connection: _c, ...fields } = gateways.gateways.find((g) => g.id === 'stripe')!;
      const put = (body: Record<string, unknown>) =>
        callAs(server, `/api/admin/payments/gateways/${String(id)}`, {
          method: 'PUT',
          body: { ...fields, ...body },
          cookie: owner.cookie,
        });
      expect((await put({ credentials: { secretKey: secret } })).status).toBe(422);
      expect((await put({ keys: { live: { secretKey: secret } } })).status).toBe(409);
      const logged = await server.database.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.kind, 'payment_secret_changed'));
      expect(logged).toEqual([]);
      expect(JSON.stringify(await server.database.db.select().from(securityEvents))).not.toContain(secret);
    });
  });

  describe('keeping the log 180 days', () => {
    it('the daily retention run deletes older entries and keeps the rest', async () => {
      const db = server.database.db;
      const now = Date.now();
      const day = 24 * 60 * 60 * 1000;
      const made = await db
        .insert(securityEvents)
        .values([
          { kind: 'sign_in', email: addr('old'), createdAt: new Date(now - 181 * day) },
          { kind: 'sign_in', email: addr('kept'), createdAt: new Date(now - 179 * day) },
        ])
        .returning({ id: securityEvents.id, email: securityEvents.email });
      await server.retentionJob.runOnce();
      const left = await db
        .select({ email: securityEvents.email })
        .from(securityEvents)
        .where(
          inArray(
            securityEvents.id,
            made.map((m) => m.id),
          ),
        );
      expect(left).toEqual([{ email: addr('kept') }]);
    });
  });
});
