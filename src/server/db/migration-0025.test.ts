import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import {
  bareDatabase,
  MIGRATION_FILES as FILES,
  migrationSql as sqlOf,
  type Bare,
} from '@/server/testing/bare-database-test-kit';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describeOnEachDatabase('migration 0025: sizes the owner names', (engine) => {
  let db: Bare;
  beforeAll(async () => {
    db = await bareDatabase(engine, 'm25');
    const upTo = FILES.findIndex((f) => f.startsWith('0025'));
    expect(upTo).toBeGreaterThan(0);
    for (const file of FILES.slice(0, upTo)) await db.exec(sqlOf(file));
    await db.exec(
      `insert into categories (id, slug, name_en, name_ar) values ('${id(1)}', 'juices', 'Juices', 'عصائر')`,
    );
    await db.exec(`insert into products (id, category_id, name_en, name_ar)
      values ('${id(2)}', '${id(1)}', 'Mango', 'مانجو'), ('${id(3)}', '${id(1)}', 'Lemon', 'ليمون')`);
    // Inserted large first: the order comes from the size, not from the rows' order.
    await db.exec(`insert into product_sizes (product_id, size, price_fils) values
      ('${id(2)}', 'large', 1800), ('${id(2)}', 'small', 1000), ('${id(2)}', 'medium', 1400),
      ('${id(3)}', 'medium', 900)`);
    await db.exec(`insert into orders (id, customer_name, customer_email, car_plate, status, payment_method,
        total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key)
      values ('${id(10)}', 'Old', 'old@example.com', 'AD 5 1', 'completed', 'cash', 2700, 129, 500, 'key', 'idem')`);
    await db.exec(`insert into order_items (order_id, product_id, name_en, name_ar, size, unit_price_fils, quantity, position)
      values ('${id(10)}', '${id(2)}', 'Mango', 'مانجو', 'large', 1800, 1, 0),
             ('${id(10)}', null, 'Lemon', 'ليمون', 'medium', 900, 1, 1)`);
    await db.exec(sqlOf(FILES[upTo]!));
  });
  afterAll(() => db.close());

  it('keeps every size’s key and price, named as the shop showed it, small to large', async () => {
    const rows = await db.rows(
      `select product_id, size, name_en, name_ar, sort_order, price_fils from product_sizes
       order by product_id, sort_order`,
    );
    expect(rows).toEqual([
      {
        product_id: id(2),
        size: 'small',
        name_en: 'Small',
        name_ar: 'صغير',
        sort_order: 0,
        price_fils: 1000,
      },
      {
        product_id: id(2),
        size: 'medium',
        name_en: 'Medium',
        name_ar: 'وسط',
        sort_order: 1,
        price_fils: 1400,
      },
      {
        product_id: id(2),
        size: 'large',
        name_en: 'Large',
        name_ar: 'كبير',
        sort_order: 2,
        price_fils: 1800,
      },
      {
        product_id: id(3),
        size: 'medium',
        name_en: 'Medium',
        name_ar: 'وسط',
        sort_order: 1,
        price_fils: 900,
      },
    ]);
  });

  it('gives the order lines already there their size’s name in both languages, the product gone or not', async () => {
    const rows = await db.rows(
      `select name_en, size, size_name_en, size_name_ar from order_items order by position`,
    );
    expect(rows).toEqual([
      { name_en: 'Mango', size: 'large', size_name_en: 'Large', size_name_ar: 'كبير' },
      { name_en: 'Lemon', size: 'medium', size_name_en: 'Medium', size_name_ar: 'وسط' },
    ]);
  });

  it('takes a new size the owner names, and refuses a key that is not a slug, a second key in one product or a size without a name', async () => {
    await db.exec(`insert into product_sizes (product_id, size, name_en, name_ar, sort_order, price_fils)
      values ('${id(3)}', '1-l-bottle', '1 L bottle', 'عبوة لتر', 0, 2500)`);
    await expect(
      db.exec(`insert into product_sizes (product_id, size, name_en, name_ar, price_fils)
        values ('${id(3)}', '1 L', '1 L', 'لتر', 2500)`),
    ).rejects.toThrow(/product_sizes_key_slug/);
    await expect(
      db.exec(`insert into product_sizes (product_id, size, name_en, name_ar, price_fils)
        values ('${id(3)}', '1-l-bottle', 'Again', 'مرة أخرى', 2500)`),
    ).rejects.toThrow(/product_sizes_product_size_idx/);
    await expect(
      db.exec(
        `insert into product_sizes (product_id, size, name_ar, price_fils) values ('${id(3)}', 'x', 'س', 100)`,
      ),
    ).rejects.toThrow(/name_en/);
    await expect(
      db.exec(`insert into order_items (order_id, name_en, name_ar, size, unit_price_fils, quantity)
        values ('${id(10)}', 'Lemon', 'ليمون', 'medium', 900, 1)`),
    ).rejects.toThrow(/size_name_en/);
  });

  it('names a size sold out by its own names in the notification', async () => {
    await db.exec(`update product_sizes set sold_out = true where size = '1-l-bottle'`);
    const rows = await db.rows<{ data: Record<string, string> }>(
      `select data from notifications where kind = 'sold_out'`,
    );
    expect(rows.map((r) => r.data)).toEqual([
      expect.objectContaining({ size: '1-l-bottle', sizeNameEn: '1 L bottle', sizeNameAr: 'عبوة لتر' }),
    ]);
  });
});
