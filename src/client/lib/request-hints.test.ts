import { describe, expect, it } from 'vitest';
import { parseRequestHints } from './request-hints';

describe('request hints', () => {
  it('read the cart size from a Cookie header', () => {
    expect(parseRequestHints('lang=ar; cart_lines=3')).toEqual({ cartLines: 3 });
    expect(parseRequestHints('cart_lines=2; lang=en')).toEqual({ cartLines: 2 });
  });

  it('count a missing, odd or huge value as nothing worth drawing more than a screen for', () => {
    expect(parseRequestHints(undefined)).toEqual({ cartLines: 0 });
    expect(parseRequestHints('lang=ar')).toEqual({ cartLines: 0 });
    expect(parseRequestHints('cart_lines=abc')).toEqual({ cartLines: 0 });
    expect(parseRequestHints('xcart_lines=4')).toEqual({ cartLines: 0 });
    expect(parseRequestHints('cart_lines=-1')).toEqual({ cartLines: 0 });
    expect(parseRequestHints('cart_lines=999')).toEqual({ cartLines: 50 });
  });
});
