import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, navMenus, products } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Navigation } from '../nav-pages';
import type { AdminMenu, AdminMenuDetail, MenuChoices } from '../menus.schema';

let server: TestServer;
let admin: string;
let header: AdminMenu;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await signInAs(server, 'admin')).cookie;
  const { menus } = (await (await callAs(server, '/api/admin/menus', { cookie: admin })).json()) as {
    menus: AdminMenu[];
  };
  header = menus.find((m) => m.location === 'header')!;
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (path: string, opts: { method?: string; body?: unknown } = {}) =>
  callAs(server, `/api/admin${path}`, { ...opts, cookie: admin });
const addItem = async (menuId: string, body: Record<string, unknown>) => {
  const res = await call(`/menus/${menuId}/items`, { body: { target: '_self', url: '', ...body } });
  expect(res.status).toBe(201);
  return (await res.json()) as AdminMenuDetail;
};

async function navigation(): Promise<Navigation> {
  const res = await server.request('/api/navigation');
  expect(res.status).toBe(200);
  return (await res.json()) as Navigation;
}

/** Waits for the cached navigation to reflect a change (the NOTIFY is asynchronous). */
async function waitForNavigation(check: (n: Navigation) => boolean): Promise<Navigation> {
  for (let i = 0; i < 100; i++) {
    const n = await navigation();
    if (check(n)) return n;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the navigation never changed');
}
const titles = (links: Navigation['header']) => links.map((l) => l.titleEn);

describe('GET /api/navigation', () => {
  it("serves today's links for the header, footer and mobile menu, in both languages, to anyone", async () => {
    const nav = await navigation();
    for (const location of ['header', 'footer', 'mobile'] as const) {
      expect(nav[location].map((l) => [l.titleEn, l.titleAr, l.href, l.target, l.children.length])).toEqual([
        ['Home', 'الرئيسية', '/', '_self', 0],
        ['Menu', 'المنيو', '/menu', '_self', 0],
        ['About Us', 'من نحن', '/about', '_self', 0],
        ['Contact', 'تواصل معنا', '/contact', '_self', 0],
      ]);
    }
  });

  it('is cached with an ETag (304 when unchanged) and follows a change to a menu', async () => {
    const first = await server.request('/api/navigation');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await server.request('/api/navigation', { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );

    const detail = await addItem(header.id, {
      titleEn: 'Offers',
      titleAr: 'العروض',
      type: 'custom',
      url: 'https://example.com/offers',
      target: '_blank',
    });
    const nav = await waitForNavigation((n) => titles(n.header).includes('Offers'));
    expect(nav.header.at(-1)).toMatchObject({
      titleAr: 'العروض',
      href: 'https://example.com/offers',
      target: '_blank',
    });
    expect((await server.request('/api/navigation', { headers: { 'If-None-Match': etag } })).status).toBe(
      200,
    );
    // The other locations are their own menus.
    expect(titles(nav.footer)).not.toContain('Offers');

    const offers = detail.items.find((i) => i.titleEn === 'Offers')!;
    expect(
      (await call(`/menus/${header.id}/items/${offers.id}/move`, { body: { direction: 'up' } })).status,
    ).toBe(200);
    await waitForNavigation((n) => titles(n.header).join() === 'Home,Menu,About Us,Offers,Contact');
    expect((await call(`/menus/${header.id}/items/${offers.id}`, { method: 'DELETE' })).status).toBe(200);
    await waitForNavigation((n) => !titles(n.header).includes('Offers'));
  });

  it('resolves a category to its section of the menu page, a product to the menu searched for it in each language, children under their parent', async () => {
    const choices = (await (await call('/menu-choices')).json()) as MenuChoices;
    const [category] = await db().select().from(categories).where(eq(categories.slug, 'milkshakes'));
    const product = choices.products.find((p) => p.active)!;
    const parent = (
      await addItem(header.id, {
        titleEn: 'Treats',
        titleAr: 'حلويات',
        type: 'category',
        categoryId: category!.id,
      })
    ).items.at(-1)!;
    await addItem(header.id, {
      titleEn: 'Pick',
      titleAr: 'اختيارنا',
      type: 'product',
      productId: product.id,
      parentId: parent.id,
    });
    await addItem(header.id, {
      titleEn: 'About',
      titleAr: 'عنا',
      type: 'page',
      url: '/about',
      parentId: parent.id,
    });

    const nav = await waitForNavigation((n) => titles(n.header).includes('Treats'));
    const treats = nav.header.find((l) => l.titleEn === 'Treats')!;
    expect(treats.href).toBe('/menu#milkshakes');
    expect(treats.children.map((c) => [c.titleEn, c.href, c.hrefAr])).toEqual([
      [
        'Pick',
        `/menu?q=${encodeURIComponent(product.nameEn)}`,
        `/menu?q=${encodeURIComponent(product.nameAr)}`,
      ],
      ['About', '/about', '/about'],
    ]);

    // An archived product drops out; its category turned inactive takes the parent and its children with it.
    await db().update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    await waitForNavigation((n) => n.header.find((l) => l.titleEn === 'Treats')?.children.length === 1);
    const admin = (await (await call(`/menus/${header.id}`)).json()) as AdminMenuDetail;
    expect(
      admin.items.find((i) => i.titleEn === 'Treats')!.children.find((c) => c.titleEn === 'Pick')!.hidden,
    ).toBe(true);
    await db().update(categories).set({ status: 'inactive' }).where(eq(categories.id, category!.id));
    await waitForNavigation((n) => !titles(n.header).includes('Treats'));
    await db().update(categories).set({ status: 'active' }).where(eq(categories.id, category!.id));
    await db().update(products).set({ status: 'active' }).where(eq(products.id, product.id));
    await waitForNavigation((n) => n.header.find((l) => l.titleEn === 'Treats')?.children.length === 2);
    expect((await call(`/menus/${header.id}/items/${parent.id}`, { method: 'DELETE' })).status).toBe(200);
    await waitForNavigation((n) => titles(n.header).join() === 'Home,Menu,About Us,Contact');
  });

  it('shows the first menu of each location: a newer one is a draft until the first is deleted', async () => {
    const res = await call('/menus', { body: { name: 'Draft header', location: 'header' } });
    const draft = (await res.json()) as AdminMenu;
    await addItem(draft.id, { titleEn: 'Draft link', titleAr: 'رابط تجريبي', type: 'page', url: '/menu' });
    await new Promise((r) => setTimeout(r, 100));
    expect(titles((await navigation()).header)).toEqual(['Home', 'Menu', 'About Us', 'Contact']);

    await db().delete(navMenus).where(eq(navMenus.id, header.id));
    const nav = await waitForNavigation((n) => titles(n.header).join() === 'Draft link');
    expect(titles(nav.footer)).toEqual(['Home', 'Menu', 'About Us', 'Contact']);
  });
});
