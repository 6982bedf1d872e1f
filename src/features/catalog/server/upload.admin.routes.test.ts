import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/common/errors';
import { codeOf, signInAs, TEST_ORIGIN } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { UploadedImage } from '../catalog.admin.views';

let server: TestServer;
let owner: string;
let staff: string;
let uploads: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await signInAs(server, 'owner')).cookie;
  staff = (await signInAs(server, 'staff')).cookie;
  uploads = path.join(server.media.root, 'uploads');
});
afterAll(() => server.close());

const stored = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads) : []);

function upload(bytes: Buffer | Uint8Array, name: string, type: string, kind = 'product', cookie = owner) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  form.append('kind', kind);
  return server.request('/api/admin/uploads', {
    method: 'POST',
    headers: { Origin: TEST_ORIGIN, Cookie: cookie },
    body: form,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 255, g: 140, b: 0 } } })
    .png()
    .toBuffer();

describe('POST /api/admin/uploads', () => {
  it('judges by content: a PNG named .jpg is stored as an 800×800 WebP under a random name, cached for a year', async () => {
    const res = await upload(await png(1600, 1000), 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const body = (await res.json()) as UploadedImage;
    expect(body.url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await server.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    const again = (await (
      await upload(await png(1600, 1000), 'photo.jpg', 'image/jpeg')
    ).json()) as UploadedImage;
    expect(again.url).not.toBe(body.url);
    const seeded = await server.request('/media/products/orange.webp');
    expect(seeded.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('keeps the shape of gallery images within 1200×1200, never enlarging them', async () => {
    const wide = (await (
      await upload(await png(2400, 1200), 'wide.png', 'image/png', 'gallery')
    ).json()) as UploadedImage;
    expect([wide.width, wide.height]).toEqual([1200, 600]);
    const small = (await (
      await upload(await png(300, 200), 'small.png', 'image/png', 'gallery')
    ).json()) as UploadedImage;
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('crops an avatar (a photo of a person) to a 300×300 square', async () => {
    const res = await upload(await png(900, 1200), 'me.png', 'image/png', 'avatar');
    expect(res.status).toBe(201);
    const body = (await res.json()) as UploadedImage;
    expect([body.width, body.height]).toEqual([300, 300]);
    const meta = await sharp(Buffer.from(await (await server.request(body.url)).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
  });

  it('refuses a text file named .png, and stores nothing', async () => {
    const before = stored().length;
    const res = await upload(Buffer.from('just some words, not a picture'), 'fake.png', 'image/png');
    expect(res.status).toBe(422);
    expect(await codeOf(res)).toBe('unsupported_image');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(gif, 'tiny.webp', 'image/webp')).status).toBe(422);
    expect(stored().length).toBe(before);
  });

  it('refuses 6 MB with file_too_large before storing anything', async () => {
    const before = stored().length;
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(big, 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    const { error } = (await res.json()) as {
      error: { code: string; message_en: string; message_ar: string };
    };
    expect(error.code).toBe('file_too_large');
    expect(error.message_en).toBe('File too large. Maximum size is 5MB.');
    expect(error.message_ar).toBe(ERROR_MESSAGES.file_too_large.ar);
    // Just over 5 MB: within the envelope's allowance, still refused.
    const over = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(over, 'over.png', 'image/png')).status).toBe(413);
    expect(stored().length).toBe(before);
  });

  it('refuses a request that declares a body over the limit without reading it', async () => {
    const res = await server.request('/api/admin/uploads', {
      method: 'POST',
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: owner,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(res.status).toBe(413);
  });

  it('asks for a file and a kind, and refuses staff who cannot edit the menu', async () => {
    const form = new FormData();
    form.append('kind', 'product');
    const none = await server.request('/api/admin/uploads', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: owner },
      body: form,
    });
    expect(none.status).toBe(422);
    expect((await upload(await png(10, 10), 'a.png', 'image/png', 'banner')).status).toBe(422);
    expect((await upload(await png(10, 10), 'a.png', 'image/png', 'product', staff)).status).toBe(403);
  });
});
