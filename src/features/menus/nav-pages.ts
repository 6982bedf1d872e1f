import type { MenuLocation, MenuTarget } from '@/common/domain';

/**
 * Storefront navigation: shared by the public API, the storefront and the back office. No zod
 * here: the storefront imports this file.
 */

/** The storefront's own pages a "page" link may point at (its `url`), with their label key. */
export const STORE_PAGES = [
  { path: '/', key: 'home' },
  { path: '/menu', key: 'menu' },
  { path: '/about', key: 'about' },
  { path: '/contact', key: 'contact' },
  { path: '/profile', key: 'profile' },
  { path: '/login', key: 'login' },
  { path: '/signup', key: 'signup' },
] as const;
export const STORE_PAGE_PATHS: readonly string[] = STORE_PAGES.map((p) => p.path);

/** A link as the storefront renders it: titles in both languages, the address already resolved. */
export interface NavLink {
  id: string;
  titleEn: string;
  titleAr: string;
  /** Where it goes in English; a site path (`/menu#milkshakes`) or an http(s) address. */
  href: string;
  /** Where it goes in Arabic (differs for a product: the menu searched by its Arabic name). */
  hrefAr: string;
  target: MenuTarget;
  children: NavLink[];
}

/** GET /api/navigation: the live menu of each location (an empty list when it has none). */
export type Navigation = Record<MenuLocation, NavLink[]>;

const page = (id: string, titleEn: string, titleAr: string, href: string): NavLink => ({
  id,
  titleEn,
  titleAr,
  href,
  hrefAr: href,
  target: '_self',
  children: [],
});

/** Today's links (what migration 0008 seeded): shown until the stored menus arrive. */
const SEEDED: NavLink[] = [
  page('home', 'Home', 'الرئيسية', '/'),
  page('menu', 'Menu', 'المنيو', '/menu'),
  page('about', 'About Us', 'من نحن', '/about'),
  page('contact', 'Contact', 'تواصل معنا', '/contact'),
];
export const FALLBACK_NAVIGATION: Navigation = { header: SEEDED, footer: SEEDED, mobile: SEEDED };

/** A site path of our own (`/x`, not `//host`) rather than another site's address. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');
