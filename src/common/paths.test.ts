import { describe, expect, it } from 'vitest';
import { PERSONAL_PAGE, STORE_PAGE_NAMES, STORE_PAGE_TABLE, href, robotsTxt } from './paths';
import { ADMIN_DOOR_TABLE, ADMIN_SCREEN_NAMES, ADMIN_SCREEN_TABLE, adminHref } from './admin-paths';
import { PERMISSIONS } from './permissions';

describe('links from the path table', () => {
  it('builds each page and screen address, plain ones typed as their literal', () => {
    const menu: '/menu' = href('menu');
    const home: '/' = href('home');
    const dashboard: '/admin' = adminHref('dashboard');
    expect([menu, home, dashboard, adminHref('login')]).toEqual(['/menu', '/', '/admin', '/admin/login']);
    expect(href('myData')).toBe('/profile/data');
    expect(href('order', { id: 'abc' })).toBe('/orders/abc');
    expect(adminHref('creditNote', { id: 'o1', number: 7 })).toBe('/admin/orders/o1/credit-notes/7');
  });

  it('encodes parameter values, the query and the fragment', () => {
    expect(href('order', { id: 'a/b?c#d é' })).toBe('/orders/a%2Fb%3Fc%23d%20%C3%A9');
    expect(adminHref('guide', { slug: '../settings' })).toBe('/admin/help/..%2Fsettings');
    expect(href('menu', {}, { search: { q: 'مانجو & lime' } })).toBe(
      `/menu?q=${encodeURIComponent('مانجو & lime')}`,
    );
    expect(href('order', { id: 'x' }, { search: { key: 'k+1', empty: undefined } })).toBe(
      '/orders/x?key=k%2B1',
    );
    expect(href('menu', {}, { hash: 'fresh juices' })).toBe('/menu#fresh%20juices');
    expect(adminHref('orders', {}, { search: { status: 'completed', payment: 'unpaid' } })).toBe(
      '/admin/orders?status=completed&payment=unpaid',
    );
  });

  it('refuses, at compile time, a wrong name, a missing parameter and a parameter of no pattern', () => {
    // @ts-expect-error: no such page
    expect(() => href('orders')).toThrow();
    // @ts-expect-error: the order page needs its id
    void (() => href('order'));
    // @ts-expect-error: `number` is not a parameter of the receipt
    void (() => adminHref('receipt', { id: 'x', number: 1 }));
    // @ts-expect-error: the storefront's helper does not build back-office addresses
    void (() => href('receipt', { id: 'x' }));
  });
});

describe('the path table', () => {
  it('names every pattern once', () => {
    const store: string[] = STORE_PAGE_NAMES.map((n) => STORE_PAGE_TABLE[n].pattern);
    const admin = [...Object.values(ADMIN_SCREEN_TABLE), ...Object.values(ADMIN_DOOR_TABLE)].map(
      (s) => s.pattern,
    );
    expect(new Set(store).size).toBe(store.length);
    expect(new Set(admin).size).toBe(admin.length);
    // The back office is one storefront route (`admin/*`): no page of the shop may sit under it.
    expect(store.filter((p) => p === 'admin' || p.startsWith('admin/'))).toEqual([]);
  });

  it('gives every back-office screen a permission of the permission map', () => {
    for (const name of ADMIN_SCREEN_NAMES)
      expect(Object.keys(PERMISSIONS), name).toContain(ADMIN_SCREEN_TABLE[name].permission);
  });

  it('keeps personal pages from every cache, and nothing else', () => {
    for (const p of [
      '/profile',
      '/profile/data',
      '/orders/abc',
      '/orders',
      '/checkout',
      '/admin',
      '/admin/orders',
    ])
      expect(PERSONAL_PAGE.test(p), p).toBe(true);
    for (const p of [
      '/',
      '/menu',
      '/about',
      '/contact',
      '/login',
      '/signup',
      '/reset-password',
      '/profiles',
      '/ordersx',
    ])
      expect(PERSONAL_PAGE.test(p), p).toBe(false);
  });

  it('writes robots.txt from the pages kept from crawlers', () => {
    expect(robotsTxt()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /reset-password\nDisallow: /bay/\n',
    );
  });

  it("keeps a bay's QR page (its token in the address, the visitor's order on it) from caches and robots", () => {
    expect(href('bay', { token: 'AbC-_0123456789abcdefg' })).toBe('/bay/AbC-_0123456789abcdefg');
    expect(PERSONAL_PAGE.test('/bay/AbC-_0123456789abcdefg')).toBe(true);
    expect(adminHref('baySheet')).toBe('/admin/settings/bays/qr-codes');
  });
});
