import { useLocale } from '@/client/lib/use-locale';
import type { NavLink } from '../nav-pages';

/** A link's title and address in the current language. */
export function useLinkText() {
  const ar = useLocale() === 'ar';
  return (link: NavLink) => ({ title: ar ? link.titleAr : link.titleEn, href: ar ? link.hrefAr : link.href });
}
