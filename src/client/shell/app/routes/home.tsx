import { ArrowLeft, ArrowRight, Car, Clock, Leaf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { ErrorState } from '@/client/components/ui/error-state';
import { PageMeta } from '@/client/components/ui/page-meta';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Suspense } from 'react';
import { useLocale } from '@/client/lib/use-locale';
import { useSiteDescription } from '@/client/lib/use-shop-name';
import { useCatalogLiveUpdates, useMenu } from '@/features/catalog/client';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/client';
import { FeaturedReviews } from '@/features/reviews/client';
import { OpeningHours } from '@/features/settings/client';
import { useStoreInfo } from '@/client/lib/store-info-query';
import { DEFAULT_STORE_INFO } from '@/features/settings';
import type { PrefetchContext } from '../route-handle';
import { menuQuery } from '@/features/catalog/client';
import { featuredReviewsQuery } from '@/features/reviews/client';
import { href } from '@/common/paths';

/** The server draws home with the menu's featured drinks and the featured reviews. */
export const prefetch = ({ queryClient }: PrefetchContext) => [
  queryClient.prefetchQuery(menuQuery),
  queryClient.prefetchQuery(featuredReviewsQuery),
];

export function Component() {
  const { t } = useTranslation(['home', 'menu']);
  const shopName = useShopName();
  const locale = useLocale();
  const menu = useMenu();
  const { hours } = useStoreInfo().data ?? DEFAULT_STORE_INFO;
  // The owner's description (Settings → General) names the shop to search engines; until then, the page's own words.
  const siteDescription = useSiteDescription();
  useCatalogLiveUpdates();
  const Arrow = locale === 'ar' ? ArrowLeft : ArrowRight;
  const featured = menu.data?.products.filter((p) => p.featured).slice(0, 8) ?? [];

  return (
    <>
      <PageMeta title={t('title')} description={siteDescription ?? t('description', { name: shopName })} />
      <section className="bg-gradient-to-b from-citrus-50 to-stone-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
          <div className="space-y-5 text-center md:text-start">
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              <Leaf aria-hidden="true" className="h-4 w-4" />
              {t('hero.badge')}
            </p>
            <h1 className="text-4xl leading-tight font-extrabold text-brand-900 sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="text-lg text-stone-700">{t('hero.subtitle')}</p>
            <div className="flex flex-wrap justify-center gap-3 md:justify-start">
              <Link to={href('menu')} className={buttonClass('accent', 'lg')}>
                {t('hero.cta')}
                <Arrow aria-hidden="true" className="h-5 w-5" />
              </Link>
              <Link to={href('about')} className={buttonClass('outline', 'lg')}>
                {t('hero.secondary')}
              </Link>
            </div>
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-stone-700 md:justify-start">
              <li className="flex items-center gap-2">
                <Car aria-hidden="true" className="h-4 w-4 text-brand-700" />
                {t('hero.carService')}
              </li>
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="h-4 w-4 text-brand-700" />
                <OpeningHours hours={hours} />
              </li>
            </ul>
          </div>
          <img
            src="/hero.webp"
            alt={t('hero.imageAlt')}
            width={640}
            height={560}
            fetchPriority="high"
            className="mx-auto w-full max-w-md rounded-[2rem] md:max-w-none"
          />
        </div>
      </section>

      {/* Below the first screen: hydrated in tasks after the hero's and the header's (shorter tasks on a phone). */}
      <Suspense fallback={null}>
        <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
          <h2
            id="categories-title"
            className="mb-6 text-center text-2xl font-extrabold text-brand-900 sm:text-3xl"
          >
            {t('categories.title')}
          </h2>
          {menu.isError ? (
            <ErrorState message={t('menu:loadError')} onRetry={() => void menu.refetch()} />
          ) : (
            // On a phone one row of tiles to swipe through (no lone tile beside an empty column); wider, a grid.
            <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5">
              {menu.isPending
                ? [0, 1, 2, 3, 4].map((i) => (
                    <li key={i} className="w-32 shrink-0 snap-start sm:w-auto">
                      <Skeleton className="aspect-[4/5]" />
                    </li>
                  ))
                : menu.data.categories.map((c) => (
                    <li key={c.id} className="w-32 shrink-0 snap-start sm:w-auto">
                      <Link
                        to={href('menu', {}, { hash: c.slug })}
                        className="group block overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
                      >
                        {c.image && (
                          <img
                            src={c.image}
                            alt=""
                            width={480}
                            height={480}
                            loading="lazy"
                            className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
                          />
                        )}
                        <span className="block p-2 text-center text-sm font-bold text-stone-800 sm:p-3 sm:text-base">
                          {locale === 'ar' ? c.nameAr : c.nameEn}
                        </span>
                      </Link>
                    </li>
                  ))}
            </ul>
          )}
        </section>
      </Suspense>
      <Suspense fallback={null}>
        <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
          <div className="mb-6 flex items-end justify-between gap-4">
            <h2 id="featured-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {t('featured.title')}
            </h2>
            <Link
              to={href('menu')}
              className="flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {t('featured.all')}
              <Arrow aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
          {menu.isPending ? (
            <ProductGridSkeleton count={4} />
          ) : menu.data ? (
            <ProductGrid products={featured} />
          ) : null}
        </section>
      </Suspense>

      {/* Below the first screen: each part a boundary of its own, hydrated apart (decision 035). */}
      <Suspense fallback={null}>
        <div>
          <FeaturedReviews />
        </div>
      </Suspense>
    </>
  );
}
