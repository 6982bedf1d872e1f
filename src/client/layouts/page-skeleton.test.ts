import { describe, expect, it } from 'vitest';
import { skeletonShape } from './page-skeleton';

describe('the skeleton shown while a page loads', () => {
  it('takes the shape of the page at the address', () => {
    expect(skeletonShape('/login')).toBe('login');
    expect(skeletonShape('/signup')).toBe('signup');
    expect(skeletonShape('/contact')).toBe('contact');
    expect(skeletonShape('/about')).toBe('about');
    expect(skeletonShape('/checkout')).toBe('checkout');
    expect(skeletonShape('/profile')).toBe('profile');
  });

  it('is a plain page anywhere else, even where a path looks like an object key', () => {
    for (const p of ['/orders/12', '/no-such-page', '/constructor', '/toString', '/']) expect(skeletonShape(p), p).toBe('page');
  });
});
