import { like } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, subcategories } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/lib/db-errors';

/**
 * `Fresh Juices!` → `fresh-juices`; a name without Latin letters or digits gives `fallback`
 * (`category`). Also a product size's key (`1 L bottle` → `1-l-bottle`).
 */
export function slugify(name: string, fallback = 'category', maxLength = 60): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first of `base`, `base-2`, `base-3`, … not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

type Values<T extends typeof categories | typeof subcategories> = Omit<T['$inferInsert'], 'slug'>;

/**
 * Inserts a category or subcategory with a slug made unique from its English name (the menu's
 * anchor, kept when the name changes later). Two creations racing for the same slug: the loser
 * takes the next free one.
 */
export async function insertWithSlug<T extends typeof categories | typeof subcategories>(
  db: Db,
  table: T,
  nameEn: string,
  values: Values<T>,
): Promise<string> {
  const base = slugify(nameEn);
  for (let attempt = 0; ; attempt++) {
    const rows = await db
      .select({ slug: table.slug })
      .from(table as typeof categories)
      .where(like(table.slug, `${base}%`));
    const slug = firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
    try {
      const [row] = await db
        .insert(table as typeof categories)
        .values({ ...(values as Values<typeof categories>), slug })
        .returning({ id: table.id });
      return row!.id;
    } catch (e) {
      if (attempt >= 4 || !isUniqueViolation(e)) throw e;
    }
  }
}
