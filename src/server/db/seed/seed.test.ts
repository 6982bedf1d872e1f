import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { localMediaStore, type MediaStore } from '@/server/storage/media-store';
import { openingHoursSetting, seedIfEmpty } from './index';

const SLUGS = ['fresh-juices', 'special-juices', 'ice-cream', 'milkshakes', 'fruits-salad'];

describe('seedIfEmpty', () => {
  let database: Database;
  let media: MediaStore;
  let tmp: string;
  let firstRun: boolean;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'aseer-seed-'));
    media = localMediaStore(tmp);
    database = await openPglite();
    firstRun = await seedIfEmpty(database.db, media, { openingHours: '00:00-24:00' });
  });

  afterAll(async () => {
    await database?.close();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  const tally = async () => {
    const db = database.db;
    const [[c], [p], [z], [r]] = await Promise.all([
      db.select({ n: count() }).from(s.categories),
      db.select({ n: count() }).from(s.products),
      db.select({ n: count() }).from(s.productSizes),
      db.select({ n: count() }).from(s.reviews),
    ]);
    return [c?.n, p?.n, z?.n, r?.n];
  };

  it('seeds once; a second call changes nothing', async () => {
    expect(firstRun).toBe(true);
    const before = await tally();
    expect(await seedIfEmpty(database.db, media)).toBe(false);
    expect(await tally()).toEqual(before);
  });

  it('has the five active categories in menu order, each with an image', async () => {
    const rows = await database.db
      .select()
      .from(s.categories)
      .where(eq(s.categories.status, 'active'))
      .orderBy(asc(s.categories.sortOrder));
    expect(rows.map((c) => c.slug)).toEqual(SLUGS);
    expect(rows.map((c) => c.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    for (const c of rows) expect(c.image).toBe(`/media/categories/${c.slug}.webp`);
  });

  it('has at least 40 products, 35 of them active, each with sizes and a WebP image', async () => {
    const products = await database.db.query.products.findMany();
    const sizes = await database.db.select().from(s.productSizes);
    expect(products.length).toBeGreaterThanOrEqual(40);
    const active = products.filter((p) => p.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(35);
    expect(products.filter((p) => p.status === 'draft')).toHaveLength(1);
    expect(products.filter((p) => p.subcategoryId === null).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.createdAt.getTime())).size).toBe(products.length);
    for (const p of active) {
      const own = sizes.filter((z) => z.productId === p.id);
      expect(own.length, p.nameEn).toBeGreaterThanOrEqual(2);
      for (const z of own) expect(z.priceFils).toBeGreaterThan(0);
      expect(p.image, p.nameEn).toMatch(/^\/media\/products\/[a-z0-9-]+\.webp$/);
      const bytes = await media.get(p.image!.replace('/media/', ''));
      expect(bytes, p.nameEn).not.toBeNull();
      const meta = await sharp(bytes!).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(480);
    }
  });

  it('has exactly one sold-out product and one product with only its large size sold out', async () => {
    const soldOut = await database.db.select().from(s.products).where(eq(s.products.soldOut, true));
    expect(soldOut).toHaveLength(1);
    const sizes = await database.db.select().from(s.productSizes).where(eq(s.productSizes.soldOut, true));
    expect(sizes).toHaveLength(1);
    expect(sizes[0]?.size).toBe('large');
    expect(sizes[0]?.productId).not.toBe(soldOut[0]?.id);
  });

  it('keeps an active subcategory without products', async () => {
    const [sub] = await database.db
      .select()
      .from(s.subcategories)
      .where(eq(s.subcategories.slug, 'ice-cream-seasonal'));
    expect(sub?.status).toBe('active');
    const [used] = await database.db
      .select({ n: count() })
      .from(s.products)
      .where(eq(s.products.subcategoryId, sub!.id));
    expect(used?.n).toBe(0);
  });

  it('is the owner’s shop, not a demo: no employees, reviews, customers or orders', async () => {
    const db = database.db;
    for (const table of [s.employees, s.reviews, s.customers, s.orders]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row?.n).toBe(0);
    }
  });

  it('stores the contact details, the opening hours and the seed version', async () => {
    const rows = await database.db.select().from(s.settings);
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    expect(byKey.get('seed.version')).toBe(1);
    expect(byKey.get('store.contact')).toMatchObject({
      phone: '+971 2 555 0199',
      email: 'hello@aseer.ae',
    });
    expect(byKey.get('store.hours')).toEqual({
      timezone: 'Asia/Dubai',
      open: '00:00',
      close: '24:00',
    });
  });

  it('parses opening hours and rejects malformed ones', () => {
    expect(openingHoursSetting()).toEqual({
      timezone: 'Asia/Dubai',
      open: '09:00',
      close: '24:00',
    });
    expect(openingHoursSetting('08:30-23:00')).toMatchObject({ open: '08:30', close: '23:00' });
    expect(() => openingHoursSetting('9-5')).toThrow(/opening hours/);
    expect(() => openingHoursSetting('24:00-25:00')).toThrow(/opening hours/);
  });
});
