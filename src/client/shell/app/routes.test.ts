import { afterEach, describe, expect, it } from 'vitest';
import { setApiFetch } from '@/client/lib/api';
import type { PrefetchContext } from './route-handle';
import { matchPage, pageParams } from './route-table';

const leaf = (pathname: string) => matchPage(pathname).at(-1);

describe('the storefront route table, as the server reads it', () => {
  it('home and menu ship in the main bundle (no chunk of their own), and are pages (200)', () => {
    for (const p of ['/', '/menu', '/menu/']) {
      expect(leaf(p)?.chunk, p).toBeUndefined();
      expect(leaf(p)?.status ?? 200, p).toBe(200);
    }
  });

  it('each other page names its own chunk, with or without a trailing slash', () => {
    expect(leaf('/contact')?.chunk).toBe('shell/app/routes/contact.tsx');
    expect(leaf('/about/')?.chunk).toBe('shell/app/routes/about.tsx');
    expect(leaf('/orders/abc123')?.chunk).toBe('shell/app/routes/order.tsx');
    expect(leaf('/profile/data')?.chunk).toBe('shell/app/routes/my-data.tsx');
    expect(leaf('/profile')?.chunk).toBe('shell/app/routes/profile.tsx');
    expect(leaf('/checkout')?.chunk).toBe('shell/app/routes/checkout.tsx');
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
      expect(leaf(p)?.chunk, p).toBe('shell/app/routes/not-found.tsx');
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

  /** What the server fetches before drawing `address`: each query's key and function. */
  const prefetched = async (address: string, visitor: Pick<PrefetchContext, 'locale' | 'cookie'>) => {
    const queries: { queryKey: unknown; queryFn?: () => unknown }[] = [];
    const queryClient = {
      prefetchQuery: (q: (typeof queries)[number]) => (queries.push(q), Promise.resolve()),
    };
    const { pathname, searchParams } = new URL(address, 'http://localhost');
    const context = { ...visitor, params: pageParams(pathname), search: searchParams };
    for (const h of matchPage(pathname)) {
      h.prefetch?.({ ...context, queryClient: queryClient as never });
      (await h.load?.())?.prefetch?.({ ...context, queryClient: queryClient as never });
    }
    return queries;
  };
  const keys = (queries: { queryKey: unknown }[]) => queries.map((q) => JSON.stringify(q.queryKey));

  it('every storefront page starts from the shop and its menus; pages say what else they need', async () => {
    const home = keys(await prefetched('/', { locale: 'en' }));
    expect(home.length).toBe(4);
    expect(home.some((k) => k.includes('menu'))).toBe(true);
    const menu = keys(await prefetched('/menu', { locale: 'en' }));
    expect(menu).toHaveLength(3);
    expect(menu).toContain(JSON.stringify(['catalog', 'menu']));
  });

  afterEach(() => setApiFetch((input, init) => fetch(input, init)));

  it('checkout comes with its staff in the visitor’s language, the ways to pay, and the visitor’s own account, asked with their cookie', async () => {
    const queries = await prefetched('/checkout', { locale: 'ar', cookie: 'aseer.session=visitor-7' });
    expect(keys(queries)).toEqual(
      expect.arrayContaining([
        JSON.stringify(['employees', 'ar']),
        JSON.stringify(['payment-methods']),
        JSON.stringify(['account']),
      ]),
    );
    // The account is the visitor's: the server's in-process call carries their session cookie.
    const sent: { path: string; cookie: string | null }[] = [];
    setApiFetch(async (path, init) => {
      sent.push({ path, cookie: new Headers(init?.headers).get('cookie') });
      return Response.json({ account: { id: 'a-7', name: 'Hessa' } });
    });
    const account = queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['account']));
    expect(await account!.queryFn!()).toEqual({ id: 'a-7', name: 'Hessa' });
    expect(sent).toEqual([{ path: '/api/account/session', cookie: 'aseer.session=visitor-7' }]);
  });

  /** Each prefetched query's call: the path asked and the cookie sent with it. */
  const callsOf = async (queries: { queryFn?: () => unknown }[]) => {
    const sent: { path: string; cookie: string | null }[] = [];
    setApiFetch(async (path, init) => {
      sent.push({ path, cookie: new Headers(init?.headers).get('cookie') });
      return Response.json({});
    });
    for (const q of queries) await q.queryFn!();
    return sent;
  };

  it('an order’s page comes with that order, asked with the link’s key and the visitor’s cookie', async () => {
    const queries = await prefetched('/orders/o-42?key=k-secret&paid=1', {
      locale: 'en',
      cookie: 'aseer.session=visitor-7',
    });
    expect(keys(queries)).toContain(JSON.stringify(['orders', 'o-42', 'k-secret']));
    expect(await callsOf(queries)).toContainEqual({
      path: '/api/orders/o-42?key=k-secret',
      cookie: 'aseer.session=visitor-7',
    });
    // Without a key: the signed-in customer's own order, by their session alone.
    const own = await prefetched('/orders/o-42', { locale: 'ar', cookie: 'aseer.session=visitor-7' });
    expect(keys(own)).toContain(JSON.stringify(['orders', 'o-42', null]));
    expect(await callsOf(own)).toContainEqual({
      path: '/api/orders/o-42',
      cookie: 'aseer.session=visitor-7',
    });
  });

  it('the profile comes with the visitor’s account and cars, and “your data” with their data, each asked with their cookie', async () => {
    const cookie = 'aseer.session=visitor-7';
    const profile = await prefetched('/profile', { locale: 'ar', cookie });
    expect(keys(profile)).toEqual(
      expect.arrayContaining([JSON.stringify(['account']), JSON.stringify(['account', 'cars'])]),
    );
    const data = await prefetched('/profile/data', { locale: 'en', cookie });
    expect(keys(data)).toEqual(
      expect.arrayContaining([JSON.stringify(['account']), JSON.stringify(['account', 'data'])]),
    );
    const calls = [...(await callsOf(profile)), ...(await callsOf(data))];
    for (const path of ['/api/account/session', '/api/account/cars', '/api/account/data'])
      expect(calls).toContainEqual({ path, cookie });
    // Nobody signed in (no cookie at all): only the account is asked (it says nobody), not what is theirs.
    expect(keys(await prefetched('/profile/data', { locale: 'en' }))).not.toContain(
      JSON.stringify(['account', 'data']),
    );
  });
});
