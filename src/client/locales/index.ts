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
