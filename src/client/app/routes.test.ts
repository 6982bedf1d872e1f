import { describe, expect, it } from 'vitest';
import { matchPage } from './routes';

const leaf = (pathname: string) => matchPage(pathname).at(-1);

describe('the storefront route table, as the server reads it', () => {
  it('home and menu ship in the main bundle (no chunk of their own), and are pages (200)', () => {
    for (const p of ['/', '/menu', '/menu/']) {
      expect(leaf(p)?.chunk, p).toBeUndefined();
      expect(leaf(p)?.status ?? 200, p).toBe(200);
    }
  });

  it('each other page names its own chunk, with or without a trailing slash', () => {
    expect(leaf('/contact')?.chunk).toBe('app/routes/contact.tsx');
    expect(leaf('/about/')?.chunk).toBe('app/routes/about.tsx');
    expect(leaf('/orders/abc123')?.chunk).toBe('app/routes/order.tsx');
    expect(leaf('/profile/data')?.chunk).toBe('app/routes/my-data.tsx');
    expect(leaf('/profile')?.chunk).toBe('app/routes/profile.tsx');
    expect(leaf('/checkout')?.chunk).toBe('app/routes/checkout.tsx');
  });

  it('anything else is the not-found page, with its 404, even names that look like object keys', () => {
    for (const p of [
      '/orders',
      '/orders/a/b',
      '/contact/x',
      '/not-found',
      '/toString',
      '/constructor',
      '/nope',
      '/my-data',
      '/profile/data/x',
    ]) {
      expect(leaf(p)?.chunk, p).toBe('app/routes/not-found.tsx');
      expect(leaf(p)?.status, p).toBe(404);
    }
  });

  it('the back office is drawn by the browser only', () => {
    for (const p of ['/admin', '/admin/orders/12'])
      expect(
        matchPage(p).some((h) => h.browserOnly),
        p,
      ).toBe(true);
    for (const p of ['/', '/checkout', '/nope'])
      expect(
        matchPage(p).some((h) => h.browserOnly),
        p,
      ).toBe(false);
  });

  it('every storefront page starts from the shop and its menus; pages say what else they need', async () => {
    const prefetched = async (pathname: string) => {
      const keys: unknown[] = [];
      const queryClient = {
        prefetchQuery: (q: { queryKey: unknown }) => (keys.push(q.queryKey), Promise.resolve()),
      };
      const context = { queryClient: queryClient as never, locale: 'en' as const };
      for (const h of matchPage(pathname)) {
        h.prefetch?.(context);
        (await h.load?.())?.prefetch?.(context);
      }
      return keys.map((k) => JSON.stringify(k));
    };
    const home = await prefetched('/');
    expect(home.length).toBe(4);
    expect(home.some((k) => k.includes('menu'))).toBe(true);
    const menu = await prefetched('/menu');
    expect(menu).toHaveLength(3);
    expect(menu).toContain(JSON.stringify(['catalog', 'menu']));
  });
});
