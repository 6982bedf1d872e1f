/**
 * The storefront pages that are their own lazy chunk (home and menu ship in the main bundle), by
 * the source file Vite names them after in its manifest (relative to src/client). The browser
 * preloads the page's code before hydrating it; the server names the same chunk in the page's
 * head (`<link rel="modulepreload">`), so it downloads beside the main bundle instead of after it.
 */
export const LAZY_PAGES = {
  about: 'app/routes/about.tsx',
  contact: 'app/routes/contact.tsx',
  checkout: 'app/routes/checkout.tsx',
  login: 'app/routes/login.tsx',
  signup: 'app/routes/signup.tsx',
  'reset-password': 'app/routes/reset-password.tsx',
  profile: 'app/routes/profile.tsx',
  'my-data': 'app/routes/my-data.tsx',
  orders: 'app/routes/order.tsx',
  'not-found': 'app/routes/not-found.tsx',
} as const;

export type LazyPage = keyof typeof LAZY_PAGES;

/** The lazy page at `pathname`; null for home, menu and the back office (their own bundles). */
export function lazyPageOf(pathname: string): LazyPage | null {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first === 'menu' || first === 'admin') return null;
  // orders/:id only; anything else that is no page is the not-found page.
  if (first === 'orders') return /^\/orders\/[^/]+\/?$/.test(pathname) ? 'orders' : 'not-found';
  // profile/data: "Download my data" as a page.
  if (/^\/profile\/data\/?$/.test(pathname)) return 'my-data';
  if (Object.hasOwn(LAZY_PAGES, first) && first !== 'not-found' && first !== 'my-data' && pathname.replace(/\/$/, '') === `/${first}`) return first as LazyPage;
  return 'not-found';
}
