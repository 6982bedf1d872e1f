import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { codeOf } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { applyCookies, call, freshStaff, login } from './account-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const PROFILE = {
  name: 'Huda Saleh',
  displayName: 'Huda',
  phone: '+971 50 123 4567',
  jobTitle: 'Shift lead',
  image: null,
  language: 'ar',
  timezone: 'Asia/Riyadh',
  emailNotifications: { orderUpdates: false, productAlerts: true, systemNotices: true, marketing: true },
};

describe('profile', () => {
  it('starts from defaults, saves every field, and /me shows the display name, language and avatar', async () => {
    const me = await freshStaff(server);
    const before = await (await call(server, '/api/admin/account', { cookie: me.cookie })).json();
    expect(before).toMatchObject({
      email: me.email,
      language: null,
      timezone: 'Asia/Dubai',
      twoFactorEnabled: false,
    });
    expect(before.emailNotifications).toEqual({
      orderUpdates: true,
      productAlerts: true,
      systemNotices: true,
      marketing: false,
    });

    const image = `/media/uploads/${crypto.randomUUID()}.webp`;
    const res = await call(server, '/api/admin/account', {
      method: 'PUT',
      cookie: me.cookie,
      body: { ...PROFILE, image },
    });
    expect(res.status).toBe(200);
    const after = await (await call(server, '/api/admin/account', { cookie: me.cookie })).json();
    expect(after).toMatchObject({ ...PROFILE, image });
    const whoAmI = await (await call(server, '/api/admin/me', { cookie: me.cookie })).json();
    expect(whoAmI).toMatchObject({ displayName: 'Huda', language: 'ar', image, name: 'Huda Saleh' });
  });

  it('refuses hostile input with 422 and changes nothing', async () => {
    const me = await freshStaff(server);
    const bad = [
      { name: 'x'.repeat(101) },
      { name: 'Hu\u0000da' },
      { displayName: 'y'.repeat(61) },
      { phone: 'call me maybe' },
      { timezone: 'Mars/Olympus' },
      { language: 'fr' },
      { image: 'https://tracker.example/pixel.png' },
      { image: '/media/uploads/../../etc/passwd' },
      { emailNotifications: { orderUpdates: 'yes' } },
    ];
    for (const change of bad) {
      const res = await call(server, '/api/admin/account', {
        method: 'PUT',
        cookie: me.cookie,
        body: { ...PROFILE, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
    }
    const [row] = await server.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, me.id));
    expect(row!.name).toBe('staff tester');
  });

  it('stores an uploaded avatar as a square WebP and refuses a file that is not an image', async () => {
    const me = await freshStaff(server);
    const png = await (
      await import('sharp')
    )
      .default({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], name));
      return server.request('/api/admin/account/avatar', {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', Cookie: me.cookie },
        body: form,
      });
    };
    const ok = await upload(png, 'me.png');
    expect(ok.status).toBe(201);
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.webp$/);
    // Cut to the avatar size: a 300×300 square, not the catalogue's 800×800.
    const stored = await (
      await import('sharp')
    )
      .default(`${server.media.root}/${url.replace(/^\/media\//, '')}`)
      .metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 300, height: 300 });
    const fake = await upload(Buffer.from('<svg onload=alert(1)>'), 'me.png');
    expect(fake.status).toBe(422);
  });
});

describe('password', () => {
  it('checks the current password, the confirmation and the length; a change ends the other sessions', async () => {
    const me = await freshStaff(server);
    const other = await me.another();
    const change = (body: object) => call(server, '/api/account/password', { cookie: me.cookie, body });
    expect(
      await codeOf(
        await change({
          currentPassword: me.password,
          newPassword: 'new-pass-2026',
          confirmPassword: 'other-2026',
        }),
      ),
    ).toBe('validation_failed');
    expect(
      (await change({ currentPassword: me.password, newPassword: 'short', confirmPassword: 'short' })).status,
    ).toBe(422);
    expect(
      await codeOf(
        await change({
          currentPassword: 'not-my-pass',
          newPassword: 'new-pass-2026',
          confirmPassword: 'new-pass-2026',
        }),
      ),
    ).toBe('wrong_password');
    const ok = await change({
      currentPassword: me.password,
      newPassword: 'new-pass-2026',
      confirmPassword: 'new-pass-2026',
    });
    expect(ok.status).toBe(204);
    expect((await call(server, '/api/admin/account', { cookie: other })).status).toBe(401);
    expect((await call(server, '/api/admin/account', { cookie: applyCookies(me.cookie, ok) })).status).toBe(
      200,
    );
    expect((await login(server, me.email, 'new-pass-2026')).res.status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists my devices with this one marked, and revokes one or all the others', async () => {
    const me = await freshStaff(server);
    const phone = await me.another(ANDROID_CHROME);
    const third = await me.another();
    const list = await (await call(server, '/api/admin/account/sessions', { cookie: phone })).json();
    expect(list).toHaveLength(3);
    const mine = list.find((s: { current: boolean }) => s.current);
    expect(mine.device).toEqual({ browser: 'Chrome', os: 'Android', mobile: true });
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const thirdId = list.find((s: { current: boolean }) => !s.current).id;
    expect(
      (await call(server, `/api/admin/account/sessions/${thirdId}`, { method: 'DELETE', cookie: phone }))
        .status,
    ).toBe(204);
    expect(
      (await call(server, `/api/admin/account/sessions/${thirdId}`, { method: 'DELETE', cookie: phone }))
        .status,
    ).toBe(404);
    const left = await (await call(server, '/api/admin/account/sessions', { cookie: phone })).json();
    expect(left).toHaveLength(2);

    const res = await call(server, '/api/admin/account/sessions/revoke-others', {
      method: 'POST',
      cookie: phone,
    });
    expect(await res.json()).toEqual({ revoked: 1 });
    expect((await call(server, '/api/admin/account', { cookie: me.cookie })).status).toBe(401);
    expect((await call(server, '/api/admin/account', { cookie: third })).status).toBe(401);
    expect((await call(server, '/api/admin/account', { cookie: phone })).status).toBe(200);
  });

  it("can never touch another staff member's sessions, whatever the role", async () => {
    const victim = await freshStaff(server, 'staff');
    const owner = await freshStaff(server, 'owner');
    const [victimSession] = await (
      await call(server, '/api/admin/account/sessions', { cookie: victim.cookie })
    ).json();
    const res = await call(server, `/api/admin/account/sessions/${victimSession.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('session_not_found');
    await call(server, '/api/admin/account/sessions/revoke-others', { method: 'POST', cookie: owner.cookie });
    expect((await call(server, '/api/admin/account', { cookie: victim.cookie })).status).toBe(200);
    for (const id of ['..%2F..', 'x'.repeat(101), "1' OR '1'='1"]) {
      expect(
        (await call(server, `/api/admin/account/sessions/${id}`, { method: 'DELETE', cookie: owner.cookie }))
          .status,
      ).toBe(422);
    }
  });
});

describe('export my data', () => {
  it('downloads my account, profile and sessions as JSON, with no secret in it', async () => {
    const me = await freshStaff(server);
    await call(server, '/api/admin/account', { method: 'PUT', cookie: me.cookie, body: PROFILE });
    const enrol = await call(server, '/api/admin/account/two-factor', {
      cookie: me.cookie,
      body: { password: me.password },
    });
    const { secret, backupCodes } = await enrol.json();
    const res = await call(server, '/api/admin/account/export', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="aseer-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: me.email, name: PROFILE.name, role: 'staff' });
    expect(data.profile).toMatchObject({ displayName: 'Huda', timezone: 'Asia/Riyadh' });
    expect(data.sessions).toHaveLength(1);
    const token = decodeURIComponent(me.cookie.match(/session_token=([^;.]+)/)![1]!);
    for (const secretText of [token, secret, backupCodes[0], '$', 'password', 'scrypt'])
      expect(text).not.toContain(secretText);
  });
});

describe('delete my account', () => {
  it('needs the password, ends every session, and the account can no longer sign in', async () => {
    const me = await freshStaff(server);
    const other = await me.another();
    const wrong = await call(server, '/api/admin/account/delete', {
      cookie: me.cookie,
      body: { password: 'not-mine-at-all' },
    });
    expect(await codeOf(wrong)).toBe('wrong_password');
    expect(
      (
        await call(server, '/api/admin/account/delete', {
          cookie: me.cookie,
          body: { password: me.password },
        })
      ).status,
    ).toBe(204);
    expect((await call(server, '/api/admin/account', { cookie: other })).status).toBe(401);
    expect((await login(server, me.email, me.password)).res.status).toBe(401);
  });

  it('refuses the last owner with a clear message in both languages, and lets an owner go when another remains', async () => {
    const owners = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'owner'));
    // Make this owner the only one: the others are demoted for the test.
    const only = await freshStaff(server, 'owner');
    for (const o of owners)
      await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, o.id));
    const res = await call(server, '/api/admin/account/delete', {
      cookie: only.cookie,
      body: { password: only.password },
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe('last_owner');
    expect(body.error.message_en).toMatch(/only owner/);
    expect(body.error.message_ar).toMatch(/المالك الوحيد/);
    expect((await call(server, '/api/admin/account', { cookie: only.cookie })).status).toBe(200);

    const second = await freshStaff(server, 'owner');
    expect(
      (
        await call(server, '/api/admin/account/delete', {
          cookie: second.cookie,
          body: { password: second.password },
        })
      ).status,
    ).toBe(204);
    for (const o of owners)
      await server.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, o.id));
  });
});
