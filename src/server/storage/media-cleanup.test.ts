import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/sessions-test-kit';
import { createTestServer, type TestServer } from '../testing/server-test-kit';
import { UNSAVED_UPLOAD_GRACE_MS } from './media-cleanup';
import { MEDIA_COLUMNS } from './media-references';
import { admin, png, productInput, uploadImage } from './media-test-kit';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await signInAs(server, 'owner')).cookie;
});
afterAll(() => server.close());

const onDisk = (url: string) => fs.existsSync(path.join(server.media.root, url.replace(/^\/media\//, '')));
const settled = () => server.mediaCleanup.settled();

describe('images on the local disk', () => {
  it('are served with long caching, an ETag and 304 for a request naming it', async () => {
    const url = await uploadImage(server, owner, await png(1));
    const res = await server.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(server.media.root, url.slice(7))))).toBe(true);
    const again = await server.request(url, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await server.request(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
  });

  it('a gallery picture taken out of a product is deleted, the one kept stays', async () => {
    const [main, g1, g2] = [
      await uploadImage(server, owner, await png(2)),
      await uploadImage(server, owner, await png(3), 'gallery'),
      await uploadImage(server, owner, await png(4), 'gallery'),
    ];
    const p = await admin(
      server,
      owner,
      '/api/admin/products',
      'POST',
      await productInput(server, main, [g1, g2]),
    );
    await settled();
    await admin(server, owner, `/api/admin/products/${p!.id}`, 'PUT', await productInput(server, main, [g2]));
    await settled();
    expect([onDisk(main), onDisk(g1), onDisk(g2)]).toEqual([true, false, true]);
  });

  it("an employee's replaced photo is deleted, and the photo of a deleted employee", async () => {
    const [a, b] = [
      await uploadImage(server, owner, await png(5), 'avatar'),
      await uploadImage(server, owner, await png(6), 'avatar'),
    ];
    const body = {
      nameEn: 'Mariam Test',
      nameAr: 'مريم',
      email: `m.${crypto.randomUUID()}@example.com`,
      profileImage: a,
    };
    const e = await admin(server, owner, '/api/admin/employees', 'POST', body);
    await settled();
    await admin(server, owner, `/api/admin/employees/${e!.id}`, 'PATCH', { ...body, profileImage: b });
    await settled();
    expect([onDisk(a), onDisk(b)]).toEqual([false, true]);
    await admin(server, owner, `/api/admin/employees/${e!.id}`, 'DELETE', undefined, 200);
    await settled();
    expect(onDisk(b)).toBe(false);
  });

  it("a staff member's replaced avatar is deleted", async () => {
    const me = await signInAs(server, 'staff');
    const [a, b] = [
      await uploadImage(server, owner, await png(7), 'avatar'),
      await uploadImage(server, owner, await png(8), 'avatar'),
    ];
    const profile = (image: string) => ({
      name: 'Huda Saleh',
      displayName: 'Huda',
      phone: '',
      jobTitle: '',
      image,
      language: 'ar',
      timezone: 'Asia/Dubai',
      emailNotifications: {
        orderUpdates: false,
        productAlerts: false,
        systemNotices: true,
        marketing: false,
      },
    });
    await admin(server, me.cookie, '/api/admin/account', 'PUT', profile(a));
    await settled();
    await admin(server, me.cookie, '/api/admin/account', 'PUT', profile(b));
    await settled();
    expect([onDisk(a), onDisk(b)]).toEqual([false, true]);
  });

  it('an upload never saved anywhere is kept for a day (its form may still be open), then deleted', async () => {
    const unsaved = await uploadImage(server, owner, await png(9));
    const saved = await uploadImage(server, owner, await png(11));
    await admin(server, owner, '/api/admin/products', 'POST', await productInput(server, saved));
    await settled();
    await server.mediaCleanup.sweepOrphans(Date.now());
    expect(onDisk(unsaved)).toBe(true);
    await server.mediaCleanup.sweepOrphans(Date.now() + UNSAVED_UPLOAD_GRACE_MS + 60_000);
    expect([onDisk(unsaved), onDisk(saved)]).toEqual([false, true]);
    expect(onDisk('/media/products/orange.webp')).toBe(true);
  });

  it('knows every column that holds a /media/ address (a new one must be added to MEDIA_COLUMNS)', async () => {
    const logo = await uploadImage(server, owner, await png(12), 'gallery');
    const all = (await admin(server, owner, '/api/admin/settings', 'GET')) as unknown as { general: object };
    await admin(server, owner, '/api/admin/settings', 'PUT', {
      ...all,
      general: { ...all.general, siteLogo: logo, siteFavicon: logo },
    });
    const { rows } = (await server.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    const holding: string[] = [];
    for (const { table_name: t, column_name: c } of rows) {
      const hit = (await server.database.db.execute(
        sql`select 1 from ${sql.identifier(t)} where ${sql.identifier(c)}::text like '%/media/%' limit 1`,
      )) as unknown as { rows: unknown[] };
      if (hit.rows.length) holding.push(`${t}.${c}`);
    }
    expect(holding).toEqual(expect.arrayContaining(['products.image', 'categories.image', 'settings.value']));
    for (const column of holding) expect(MEDIA_COLUMNS, column).toContain(column);
  });
});
