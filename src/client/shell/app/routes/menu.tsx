import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '@/client/components/ui/error-state';
import { PageMeta } from '@/client/components/ui/page-meta';
import { useLocale } from '@/client/lib/use-locale';
import { layOutEverything } from '@/client/lib/lay-out';
import { CategorisedMenu } from '@/features/catalog/client';
import { CategoryBar } from '@/features/catalog/client';
import { MenuToolbar } from '@/features/catalog/client';
import { useCatalogLiveUpdates, useMenu } from '@/features/catalog/client';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/client';
import { filtersFromParams, isDefaultFilters, searchProducts, type MenuFilters } from '@/features/catalog';
import { menuSections } from '@/features/catalog';
import type { PrefetchContext } from '../route-handle';
import { menuQuery } from '@/features/catalog/client';

/** The server draws the menu with its products. */
export const prefetch = ({ queryClient }: PrefetchContext) => [queryClient.prefetchQuery(menuQuery)];

export function Component() {
  const { t } = useTranslation('menu');
  const shopName = useShopName();
  const locale = useLocale();
  const menu = useMenu();
  useCatalogLiveUpdates();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const searching = !isDefaultFilters(filters);
  const { hash } = useLocation();

  // About fifty products: filtering on each render costs less than memoising it.
  const results = menu.data && searching ? searchProducts(menu.data, filters, locale) : [];
  const sections = useMemo(
    () => (menu.data && !searching ? menuSections(menu.data) : []),
    [menu.data, searching],
  );
  const categories = useMemo(() => sections.map((s) => s.category), [sections]);

  // Arriving with #fresh-juices (footer links): scroll there once the menu is on screen.
  useEffect(() => {
    if (!menu.data || !hash || searching) return;
    layOutEverything();
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [menu.data, hash, searching]);

  // Two quick changes (clear the text, then pick a sort) can land before the address bar has
  // re-rendered: build each change on the last one asked for, not on the last render.
  const pending = useRef<MenuFilters | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = (next: Partial<MenuFilters>) => {
    const merged = { ...(pending.current ?? filters), ...next };
    pending.current = merged;
    const p = new URLSearchParams();
    if (merged.q) p.set('q', merged.q);
    if (merged.category !== 'all') p.set('category', merged.category);
    if (merged.sort !== 'menu') p.set('sort', merged.sort);
    setParams(p, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <PageMeta title={t('title')} description={t('description', { name: shopName })} />
      {/* On a phone the products come first: the heading is short and the subheading waits for wider screens. */}
      <header className="pt-4 pb-3 sm:py-8 sm:text-center">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mt-2 hidden text-stone-600 sm:block">{t('subheading')}</p>
      </header>
      {/* One bar under the header, for the thumb: search, category and sort, then the categories. */}
      <div className="sticky top-16 z-20 -mx-4 space-y-2 border-b border-stone-200 bg-stone-50/95 px-4 py-2 backdrop-blur">
        <MenuToolbar filters={filters} categories={menu.data?.categories ?? []} onChange={update} />
        {categories.length > 0 && <CategoryBar categories={categories} />}
        {/* Its place is kept while the menu loads: nothing below moves when it arrives. */}
        {menu.isPending && !searching && <div className="h-11" />}
      </div>
      <div className="mt-2" aria-live="polite" aria-busy={menu.isPending}>
        {menu.isPending ? (
          <ProductGridSkeleton layout="row" />
        ) : menu.isError ? (
          <ErrorState message={t('loadError')} onRetry={() => void menu.refetch()} />
        ) : searching ? (
          <section aria-label={t('resultsLabel')} className="pt-2">
            <p className="mb-2 text-sm text-stone-600">{t('resultCount', { count: results.length })}</p>
            {results.length === 0 ? (
              <p className="rounded-2xl bg-white p-10 text-center text-stone-600">{t('noResults')}</p>
            ) : (
              <ProductGrid products={results} eagerCount={4} layout="row" />
            )}
          </section>
        ) : (
          <CategorisedMenu sections={sections} />
        )}
      </div>
    </div>
  );
}
