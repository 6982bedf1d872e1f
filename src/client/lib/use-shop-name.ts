import { ownSiteDescription, shopNameIn } from '@/common/shop-name';
import { useStoreInfo } from './store-info-query';
import { useLocale } from './use-locale';

/**
 * The shop's name in the page's language (Settings → General: a name in each language). Read from the public store details, which the server renders with.
 */
export function useShopName(): string {
  const locale = useLocale();
  const general = useStoreInfo().data?.general;
  return shopNameIn(general ?? { siteTitle: '', siteTitleAr: '' }, locale);
}

/** The owner's site description, or null while it is the built-in one (pages keep their own words). */
export function useSiteDescription(): string | null {
  return ownSiteDescription(useStoreInfo().data?.general.siteDescription ?? '');
}
