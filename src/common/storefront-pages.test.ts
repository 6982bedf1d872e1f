import { describe, expect, it } from 'vitest';
import { lazyPageOf } from './storefront-pages';

describe('the lazy page at an address', () => {
  it('home, menu and the back office have none (their own bundles)', () => {
    for (const p of ['/', '/menu', '/menu/', '/admin', '/admin/orders']) expect(lazyPageOf(p), p).toBeNull();
  });
  it('each page by its address, with or without a trailing slash', () => {
    expect(lazyPageOf('/contact')).toBe('contact');
    expect(lazyPageOf('/about/')).toBe('about');
    expect(lazyPageOf('/orders/abc123')).toBe('orders');
    expect(lazyPageOf('/profile/data')).toBe('my-data');
    expect(lazyPageOf('/profile/data/')).toBe('my-data');
  });
  it('anything else is the not-found page, including names of the page table itself', () => {
    for (const p of ['/orders', '/orders/a/b', '/contact/x', '/not-found', '/toString', '/constructor', '/nope', '/my-data', '/profile/data/x']) {
      expect(lazyPageOf(p), p).toBe('not-found');
    }
  });
});
