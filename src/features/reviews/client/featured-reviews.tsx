import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { featuredReviewsQuery } from './featured-reviews-query';
import { ReviewStars } from './review-stars';

/**
 * The home page's customer reviews: approved reviews staff featured. A sample review has its
 * name and text in both languages (the page's is shown); a customer's has one name and the text
 * they wrote, marked with its own language so it reads and is spoken correctly on either page.
 */
export function FeaturedReviews() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(featuredReviewsQuery);
  if (isError || (data && data.reviews.length === 0)) return null;
  const pick = (en: string, ar: string) => (locale === 'ar' ? ar : en);
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="reviews-title" className="mb-6 text-center text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {t('reviews.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {isPending
          ? [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-44" />
              </li>
            ))
          : data.reviews.map((r) => {
              const written = r.locale ?? locale;
              return (
                <li
                  key={r.id}
                  data-review={r.id}
                  className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
                >
                  <div className="flex items-center justify-between gap-3">
                    <ReviewStars rating={r.rating} label={t('reviews.rating', { rating: r.rating })} />
                    <time dateTime={r.createdAt} className="text-sm text-stone-600">
                      {r.writtenOn[locale]}
                    </time>
                  </div>
                  <div
                    lang={written}
                    dir={written === 'ar' ? 'rtl' : 'ltr'}
                    className="flex-1 space-y-1 text-start"
                  >
                    {r.title && <p className="font-bold text-stone-900">{r.title}</p>}
                    {/* Quotation marks of the review's own language: «…» in Arabic, “…” in English. */}
                    <blockquote className="whitespace-pre-line text-stone-700">
                      {written === 'ar' ? '«' : '“'}
                      {pick(r.commentEn, r.commentAr)}
                      {written === 'ar' ? '»' : '”'}
                    </blockquote>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-stone-100 pt-3 text-sm">
                    <span className="flex items-center gap-1 font-semibold text-stone-900">
                      {r.verifiedPurchase && (
                        <BadgeCheck aria-hidden="true" className="h-4 w-4 text-brand-700" />
                      )}
                      {pick(r.authorNameEn, r.authorNameAr)}
                    </span>
                    {r.product && (
                      <span className="text-stone-600">· {pick(r.product.nameEn, r.product.nameAr)}</span>
                    )}
                  </div>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
