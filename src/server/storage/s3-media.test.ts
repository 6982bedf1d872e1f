import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories } from '../db/schema';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { startS3Server, type S3TestServer } from '../testing/s3-server-test-kit';
import { signInAs } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import { admin, png, productInput, uploadImage } from './media-test-kit';

const keyOf = (url: string) => url.replace(/^\/media\//, '');

describeOnEachDatabase('images in an S3-compatible bucket', (engine) => {
  let s3: S3TestServer;
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await engine.start(s3.env);
    // The seeded pictures, moved into the bucket as an operator would (aws s3 sync media/ s3://…).
    const local = path.join(server.dataDir, 'media');
    for (const name of fs.readdirSync(local, { recursive: true }) as string[]) {
      const file = path.join(local, name);
      if (fs.statSync(file).isFile())
        await server.media.put(name.split(path.sep).join('/'), fs.readFileSync(file));
    }
    owner = (await signInAs(server, 'owner')).cookie;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('stores an upload in the bucket and serves its bytes at /media/ with long caching, an ETag and 304', async () => {
    expect(server.media.kind).toBe('s3');
    const url = await uploadImage(server, owner, await png(10));
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.webp$/);
    const inBucket = await s3.read(keyOf(url));
    expect(inBucket?.subarray(8, 12).toString()).toBe('WEBP');
    expect(fs.existsSync(path.join(server.dataDir, 'media', keyOf(url)))).toBe(false);

    const res = await server.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe(String(inBucket!.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(inBucket!)).toBe(true);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await server.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    const seeded = await server.request('/media/products/orange.webp');
    expect(seeded.status).toBe(200);
    expect(seeded.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await server.request('/media/uploads/nothing-here.webp')).status).toBe(404);
    expect((await server.request('/media/..%2f..%2fetc/passwd')).status).toBe(404);
  });

  it('deletes a replaced product image from the bucket after saving, and the image of a deleted product', async () => {
    const first = await uploadImage(server, owner, await png(20));
    const product = await admin(
      server,
      owner,
      '/api/admin/products',
      'POST',
      await productInput(server, first),
    );
    await server.mediaCleanup.settled();
    const second = await uploadImage(server, owner, await png(30));
    await admin(
      server,
      owner,
      `/api/admin/products/${product!.id}`,
      'PUT',
      await productInput(server, second),
    );
    await server.mediaCleanup.settled();
    expect(await s3.exists(keyOf(first))).toBe(false);
    expect((await server.request(first)).status).toBe(404);
    expect(await s3.exists(keyOf(second))).toBe(true);

    await admin(server, owner, `/api/admin/products/${product!.id}`, 'DELETE', undefined, 200);
    await server.mediaCleanup.settled();
    expect(await s3.exists(keyOf(second))).toBe(false);
  });

  it('keeps an image another product still shows, and deletes a replaced seeded category picture', async () => {
    const shared = await uploadImage(server, owner, await png(40));
    const a = await admin(server, owner, '/api/admin/products', 'POST', await productInput(server, shared));
    const b = await admin(server, owner, '/api/admin/products', 'POST', await productInput(server, shared));
    await server.mediaCleanup.settled();
    await admin(server, owner, `/api/admin/products/${a!.id}`, 'DELETE', undefined, 200);
    await server.mediaCleanup.settled();
    expect(await s3.exists(keyOf(shared))).toBe(true);
    await admin(server, owner, `/api/admin/products/${b!.id}`, 'DELETE', undefined, 200);
    await server.mediaCleanup.settled();
    expect(await s3.exists(keyOf(shared))).toBe(false);

    const [cat] = await server.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'fresh-juices'));
    expect(await s3.exists(keyOf(cat!.image!))).toBe(true);
    const fresh = await uploadImage(server, owner, await png(50), 'category');
    const { nameEn, nameAr, descriptionEn, descriptionAr, sortOrder, status } = cat!;
    const body = { nameEn, nameAr, descriptionEn, descriptionAr, sortOrder, status, image: fresh };
    await admin(server, owner, `/api/admin/categories/${cat!.id}`, 'PUT', body);
    await server.mediaCleanup.settled();
    expect(await s3.exists(keyOf(cat!.image!))).toBe(false);
    expect((await server.request(fresh)).status).toBe(200);
  });

  it('deletes the old logo once Settings → General has a new one', async () => {
    const save = async (siteLogo: string) => {
      const all = (await await admin(server, owner, '/api/admin/settings', 'GET')) as unknown as {
        general: Record<string, unknown>;
      };
      await admin(server, owner, '/api/admin/settings', 'PUT', {
        ...all,
        general: { ...all.general, siteLogo },
      });
    };
    const oldLogo = await uploadImage(server, owner, await png(60), 'gallery');
    await save(oldLogo);
    await server.mediaCleanup.settled();
    expect(await s3.exists(keyOf(oldLogo))).toBe(true);
    const newLogo = await uploadImage(server, owner, await png(70), 'gallery');
    await save(newLogo);
    await server.mediaCleanup.settled();
    expect(await s3.exists(keyOf(oldLogo))).toBe(false);
    expect(await s3.exists(keyOf(newLogo))).toBe(true);
  });
});
