import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import type { OrderView } from '@/features/orders';
import { optionsKit } from '@/server/testing/order-options-test-kit';
import { orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Dashboard, TopOption } from '../dashboard.schema';

/** A day no other test's order falls on (orders are moved there after being placed). */
const DAY = '2021-03-10';
const RANGE = `period=custom&from=${DAY}&to=${DAY}`;

describeOnEachDatabase('the dashboard’s most chosen options', (engine) => {
  let server: TestServer;
  let cookie: string;
  let menu: Menu;
  let placed: OrderView[];
  beforeAll(async () => {
    server = await engine.start();
    menu = await menuOf(server);
    cookie = (await signInAs(server, 'owner', 'Olivia Owner')).cookie;
    const { line, place } = optionsKit(server, menu);
    placed = [
      await place([
        line('fresh-juices', 2, [
          ['Sugar', 'No sugar'],
          ['Add-ons', 'Honey'],
        ]),
        line('fresh-juices', 1, []),
      ]),
      await place([
        line('milkshakes', 1, [
          ['Milk', 'Almond milk'],
          ['Add-ons', 'Honey'],
        ]),
      ]),
      await place([line('fresh-juices', 3, [['Sugar', 'Less sugar']])], 'ar'),
    ];
    await server.database.db
      .update(orders)
      // Handed over and paid: only such orders are counted (decision 048).
      .set({ createdAt: new Date(`${DAY}T06:30:00Z`), status: 'completed', paymentStatus: 'paid' })
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      );
  });
  afterAll(() => server.close());

  const dashboard = async () => {
    const res = await callAs(server, `/api/admin/dashboard?${RANGE}`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as Dashboard).topOptions;
  };

  /**
   * The same figures in plain TypeScript: per option, drinks that had it; per group, drinks whose
   * line has a choice from it or whose product offers it on the menu.
   */
  function expected(live: OrderView[]) {
    const lines = live.flatMap((o) => o.items);
    const offers = (productId: string | null, groupId: string) =>
      menu.products.find((p) => p.id === productId)?.optionGroupIds.includes(groupId) ?? false;
    const byOption = new Map<string, [string, number, number, number]>();
    for (const l of lines)
      for (const o of l.options) {
        const offered = lines
          .filter((x) => x.options.some((y) => y.groupId === o.groupId) || offers(x.productId, o.groupId))
          .reduce((s, x) => s + x.quantity, 0);
        const [, n, , revenue] = byOption.get(o.optionId) ?? [o.nameEn, 0, 0, 0];
        byOption.set(o.optionId, [o.nameEn, n + l.quantity, offered, revenue + o.priceFils * l.quantity]);
      }
    return [...byOption.values()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }
  const figures = (options: TopOption[]) =>
    options.map((o) => [o.nameEn, o.quantity, o.offered, o.revenueFils]);

  it('counts each option in drinks, over the drinks that were offered its group', async () => {
    const options = await dashboard();
    expect(figures(options)).toEqual(expected(placed));
    // Spelled out: 2 of the 6 juices had no sugar; honey on 3 of the 7 drinks offered add-ons.
    const of = (name: string) => options.find((o) => o.nameEn === name)!;
    expect([of('No sugar').quantity, of('No sugar').offered]).toEqual([2, 6]);
    expect([of('Honey').quantity, of('Honey').offered, of('Honey').revenueFils]).toEqual([3, 7, 600]);
    expect(of('Normal sugar')).toMatchObject({ isDefault: true, nameAr: 'سكر عادي', groupNameAr: 'السكر' });
  });

  it('a cancelled order stops counting at once', async () => {
    const res = await callAs(server, `/api/admin/orders/${placed[2]!.id}/cancel`, {
      body: { reason: 'customer_request' },
      cookie,
    });
    expect(res.status).toBe(200);
    const options = await dashboard();
    expect(figures(options)).toEqual(expected(placed.slice(0, 2)));
    expect(options.find((o) => o.nameEn === 'Less sugar')).toBeUndefined();
    expect(options.find((o) => o.nameEn === 'No sugar')!.offered).toBe(3);
  });

  it('downloads as top-options.csv in the screen’s language, with the share in percent', async () => {
    const csvOf = async (lang: string) => {
      const res = await callAs(server, `/api/admin/dashboard/export/top-options.csv?${RANGE}&lang=${lang}`, {
        cookie,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`top-options-${DAY}_${DAY}.csv`);
      return parse((await res.text()).replace(/^\uFEFF/, '')) as string[][];
    };
    const en = await csvOf('en');
    expect(en[0]).toEqual([
      'Option Group / مجموعة الخيارات',
      'Option / الخيار',
      'Default / افتراضي',
      'Items with Option / أصناف طُلبت بهذا الخيار',
      'Items Offered the Group / أصناف أُتيحت لها المجموعة',
      'Share (%) / النسبة (٪)',
      'Options Revenue / إيرادات الخيارات',
    ]);
    expect(en).toContainEqual(['Add-ons', 'Honey', 'No', '3', '4', '75.0', '6.00']);
    expect(en).toContainEqual(['Sugar', 'No sugar', 'No', '2', '3', '66.7', '0.00']);
    expect(en).toContainEqual(['Sugar', 'Normal sugar', 'Yes', '1', '3', '33.3', '0.00']);
    const ar = await csvOf('ar');
    expect(ar).toContainEqual(['الإضافات', 'عسل', 'لا', '3', '4', '75.0', '6.00']);
    expect(ar.length).toBe(en.length);
  });
});
