import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { categories } from '../db/schema';
import { callAs, TEST_ORIGIN } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';

/** A small PNG of one colour (each colour gives different bytes). */
export const png = (r: number, g = 140, b = 0) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Uploads an image as the back office does; its /media/ address. */
export async function uploadImage(server: TestServer, cookie: string, bytes: Buffer, kind = 'product') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  form.append('kind', kind);
  const res = await server.request('/api/admin/uploads', {
    method: 'POST',
    headers: { Origin: TEST_ORIGIN, Cookie: cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** A product in the first seeded category, with `image` (and an empty gallery). */
export async function productInput(server: TestServer, image: string | null, gallery: string[] = []) {
  const [cat] = await server.database.db.select().from(categories).where(eq(categories.slug, 'fresh-juices'));
  return {
    nameEn: `Test ${crypto.randomUUID().slice(0, 8)}`,
    nameAr: 'عصير تجربة',
    descriptionEn: '',
    descriptionAr: '',
    categoryId: cat!.id,
    subcategoryId: null,
    sizes: [{ nameEn: 'Small', nameAr: 'صغير', price: 10, soldOut: false }],
    image,
    gallery,
    status: 'active',
    soldOut: false,
  };
}

/** Calls the admin API with JSON; throws unless it answers `expected`. */
export async function admin(
  server: TestServer,
  cookie: string,
  p: string,
  method: string,
  body?: unknown,
  expected = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
) {
  const res = await callAs(server, p, { method, body, cookie });
  if (res.status !== expected) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as { id: string });
}
