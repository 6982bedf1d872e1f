import type { MenuLocation, MenuTarget } from '@/common/domain';
import { href } from '@/common/paths';

/**
 * Storefront navigation: shared by the public API, the storefront and the back office. The
 * storefront's first bundle imports this file: no zod, nothing only staff or the server use.
 */

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
  page('home', 'Home', 'الرئيسية', href('home')),
  page('menu', 'Menu', 'المنيو', href('menu')),
  page('about', 'About Us', 'من نحن', href('about')),
  page('contact', 'Contact', 'تواصل معنا', href('contact')),
];
export const FALLBACK_NAVIGATION: Navigation = { header: SEEDED, footer: SEEDED, mobile: SEEDED };

/** A site path of our own (`/x`, not `//host`) rather than another site's address. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');
