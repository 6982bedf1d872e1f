import type { Locale } from '@/common/locales';
import type * as StartTexts from './start-en';

/** The namespaces the app starts with: the shared texts and the two pages nearly every visit opens. */
export const START_NAMESPACES = ['common', 'home', 'menu'] as const;
export type StartNamespace = (typeof START_NAMESPACES)[number];

/**
 * The start texts of one language, a chunk each: a page loads its own language's only (the server
 * names that chunk among the page's scripts: src/server/page-renderer.ts), the other language's when a
 * visitor switches to it. Every other page brings its own namespace, both languages, with its code
 * (see ./bundles).
 */
export const startTexts: Record<Locale, () => Promise<typeof StartTexts>> = {
  ar: () => import('./start-ar'),
  en: () => import('./start-en'),
};

/**
 * The storefront pages' own texts, a chunk per namespace and language: a page waits for its
 * language's (the route table names them), the other language's come when a visitor switches.
 * The back office registers its texts, both languages, with its code (./bundles).
 */
export const pageTexts = {
  about: { ar: () => import('./ar/about.json'), en: () => import('./en/about.json') },
  account: { ar: () => import('./ar/account.json'), en: () => import('./en/account.json') },
  checkout: { ar: () => import('./ar/checkout.json'), en: () => import('./en/checkout.json') },
  contact: { ar: () => import('./ar/contact.json'), en: () => import('./en/contact.json') },
  // When an order will be ready: at checkout and on the order's page (not the rest of `orders`).
  estimate: { ar: () => import('./ar/estimate.json'), en: () => import('./en/estimate.json') },
  'my-data': { ar: () => import('./ar/my-data.json'), en: () => import('./en/my-data.json') },
  options: { ar: () => import('./ar/options.json'), en: () => import('./en/options.json') },
  orders: { ar: () => import('./ar/orders.json'), en: () => import('./en/orders.json') },
  recovery: { ar: () => import('./ar/recovery.json'), en: () => import('./en/recovery.json') },
  reviews: { ar: () => import('./ar/reviews.json'), en: () => import('./en/reviews.json') },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;
export type PageNamespace = keyof typeof pageTexts;
export const isPageNamespace = (ns: string): ns is PageNamespace => Object.hasOwn(pageTexts, ns);
