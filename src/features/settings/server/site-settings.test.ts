import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Settings } from '../settings.admin.schema';

const TITLE = 'Juice Corner';
const TITLE_AR = 'زاوية الفواكه';
const LOGO = '/media/gallery/logo-test.webp';

describeOnEachDatabase('Settings → General names the shop (decision 049)', (engine) => {
  let server: TestServer;
  let owner: string;
  let defaults: Settings;
  let ips = 0;
  beforeAll(async () => {
    server = await engine.start({ TRUST_PROXY: '1' });
    owner = (await signInAs(server, 'owner')).cookie;
    defaults = (await (await callAs(server, '/api/admin/settings', { cookie: owner })).json()) as Settings;
  });
  afterAll(() => server.close());

  const call = (p: string, opts: Parameters<typeof callAs>[2] = {}) =>
    callAs(server, p, { ...opts, ip: `10.44.${++ips % 250}.7` });
  const save = async (general: Settings['general']) =>
    expect(
      (
        await callAs(server, '/api/admin/settings', {
          method: 'PUT',
          cookie: owner,
          body: { ...defaults, general },
        })
      ).status,
    ).toBe(200);
  /** The manifest once the settings change has reached the store details' cache. */
  async function manifestNamed(name: string) {
    for (let i = 0; i < 50; i++) {
      const res = await server.request('/manifest.webmanifest');
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const m = (await res.json()) as { name: string; description: string; icons: { src: string }[] };
      if (m.name === name) return m;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`the manifest never said ${name}`);
  }
  const newestMail = async (to: string, kind: string) =>
    (
      await server.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0]!;
  async function signUp() {
    const email = `named.${randomUUID()}@example.com`;
    const res = await call('/api/account/signup', {
      body: {
        name: 'Mariam',
        email,
        password: 'fresh-mango-1',
        confirmPassword: 'fresh-mango-1',
        locale: 'en',
      },
    });
    expect(res.status).toBe(201);
    return email;
  }

  it('a new site title, description and logo: the manifest and the account and support e-mails carry them', async () => {
    await save({
      ...defaults.general,
      siteTitle: TITLE,
      siteTitleAr: TITLE_AR,
      siteDescription: 'Cold juice at your car',
      siteLogo: LOGO,
    });
    const m = await manifestNamed(`${TITLE_AR} | ${TITLE}`);
    expect(m.description).toBe('Cold juice at your car');
    expect(m.icons[0]!.src).toBe(LOGO);

    const email = await signUp();
    const confirm = await newestMail(email, 'verification');
    expect(confirm.subject).toContain(TITLE);
    expect(confirm.subject).not.toMatch(/Aseer|عصير/);
    expect(confirm.textBody).toContain(`signing up at \u2068${TITLE}\u2069`);
    expect(confirm.htmlBody).toMatch(new RegExp(`src="https?://[^"]+${LOGO}"`));

    expect((await call('/api/account/password/forgot', { body: { email, locale: 'ar' } })).status).toBe(202);
    const reset = await newestMail(email, 'password_reset');
    expect(reset.subject).toContain(`إعادة تعيين كلمة المرور في \u2068${TITLE_AR}\u2069`);
    expect(reset.subject).toContain(`Reset your \u2068${TITLE}\u2069 password`);

    const staff = await signInAs(server, 'staff');
    const ticket = await callAs(server, '/api/admin/help/tickets', {
      cookie: staff.cookie,
      body: { subject: 'Printer', message: 'Blank pages', priority: 'normal' },
    });
    expect(ticket.status).toBe(201);
    const support = await newestMail(defaults.contact.email, 'support');
    expect(support.textBody).toContain(`the \u2068${TITLE}\u2069 back office`);
  });

  it('the built-in title again: the built-in names in each language', async () => {
    await save(defaults.general);
    const m = await manifestNamed('عصير | Aseer');
    expect(m.icons[0]!.src).toBe('/icon-192.png');
    const email = await signUp();
    const confirm = await newestMail(email, 'verification');
    expect(confirm.subject).toContain('Aseer');
    expect(confirm.subject).toContain('عصير');
    expect(confirm.htmlBody).toMatch(/src="https?:\/\/[^"]+\/icon-192\.png"/);
  });
});
