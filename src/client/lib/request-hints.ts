import { createContext, useContext } from 'react';
import { CART_LINES_COOKIE } from '@/common/hint-cookies';

/*
 * What a page must know about the visitor's browser to be drawn the same on the server and in
 * the browser's first (hydrating) pass, carried in a cookie the browser writes: the number of
 * lines in the saved cart (the cart itself lives in local storage), so checkout keeps the
 * summary's place at its real height instead of shifting the form when the lines appear.
 */

export interface RequestHints {
  cartLines: number;
}

const NO_HINTS: RequestHints = { cartLines: 0 };

/** The hints in a Cookie header (or `document.cookie`); missing or odd values count as none. */
export function parseRequestHints(cookie: string | null | undefined): RequestHints {
  const lines = new RegExp(`(?:^|;\\s*)${CART_LINES_COOKIE}=(\\d{1,3})(?:;|$)`).exec(cookie ?? '')?.[1];
  return { cartLines: lines ? Math.min(Number(lines), 50) : 0 };
}

const RequestHintsContext = createContext<RequestHints | null>(null);

/** The server's render: the hints from the request's own cookies. */
export const RequestHintsProvider = RequestHintsContext.Provider;

/** In the browser, as the page was requested (read once, before anything changes the cookie). */
const atLoad = typeof document === 'undefined' ? NO_HINTS : parseRequestHints(document.cookie);

export function useRequestHints(): RequestHints {
  return useContext(RequestHintsContext) ?? atLoad;
}

/** Remembers the cart's size for the next page the server draws. */
export function writeCartLinesHint(count: number) {
  if (typeof document === 'undefined') return;
  // A year, like the language cookie; Lax, the whole site.
  document.cookie = `${CART_LINES_COOKIE}=${count}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
