import { sql } from 'drizzle-orm';
import { MEDIA_PATH } from '@/common/media';
import type { Db } from '../db/client';

/** A `/media/...` address inside any text (a settings value, an e-mail's HTML). */
const MEDIA_IN_TEXT = /\/media\/[a-z0-9][a-z0-9/_-]*\.(?:webp|png|jpe?g)/gi;

/**
 * Every place the database keeps the address of a stored image. A picture is deleted only when
 * none of these names it (media-cleanup.ts); media-references.test.ts fails when a column holding
 * a `/media/` address is missing here.
 */
export const MEDIA_COLUMNS = [
  'categories.image',
  'subcategories.image',
  'products.image',
  'products.gallery',
  'users.image',
  'employees.profile_image',
  'nav_menu_items.url',
  'settings.value',
  'mail_outbox.html_body',
] as const;

/** The `/media/...` addresses the database refers to now (one read, small tables only). */
export async function referencedMedia(db: Db): Promise<Set<string>> {
  const direct = await db.execute(sql`
    select image as url from categories where image is not null
    union select image from subcategories where image is not null
    union select image from products where image is not null
    union select jsonb_array_elements_text(gallery) from products
    union select image from users where image is not null
    union select profile_image from employees where profile_image is not null
    union select url from nav_menu_items where url like '/media/%'`);
  // Settings hold images inside JSON (logo, favicon, ...); an e-mail still to be sent links the
  // logo it was written with.
  const texts = await db.execute(sql`
    select value::text as text from settings
    union all select html_body from mail_outbox where status = 'pending' and html_body like '%/media/%'`);
  const found = new Set<string>();
  for (const { url } of rowsOf<{ url: string }>(direct)) if (MEDIA_PATH.test(url)) found.add(url);
  for (const { text } of rowsOf<{ text: string }>(texts))
    for (const m of text.match(MEDIA_IN_TEXT) ?? []) found.add(m);
  return found;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
