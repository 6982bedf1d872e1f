import { queryOptions, useQuery } from '@tanstack/react-query';
import { Star, StarHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/lib/api';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import type { PublicReview } from '../reviews.schema';

export const featuredReviewsQuery = queryOptions({
  queryKey: ['reviews', 'featured'],
  queryFn: () => api<{ reviews: PublicReview[] }>('/reviews/featured'),
});

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  return (
    <span role="img" aria-label={t('reviews.rating', { rating })} className="flex text-citrus-500 rtl:flex-row-reverse">
      {[1, 2, 3, 4, 5].map((i) =>
        rating >= i ? (
          <Star key={i} aria-hidden="true" className="h-4 w-4 fill-current" />
        ) : rating >= i - 0.5 ? (
          <StarHalf key={i} aria-hidden="true" className="h-4 w-4 fill-current rtl:-scale-x-100" />
        ) : (
          <Star key={i} aria-hidden="true" className="h-4 w-4 text-stone-300" />
        ),
      )}
    </span>
  );
}

export function FeaturedReviews() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(featuredReviewsQuery);
  if (isError || (data && data.reviews.length === 0)) return null;
  const dateFormat = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'Asia/Dubai',
  });
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="reviews-title" className="mb-6 text-center text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {t('reviews.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {isPending
          ? [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-40" />
              </li>
            ))
          : data.reviews.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <Stars rating={r.rating} />
                <blockquote className="flex-1 text-stone-700">“{locale === 'ar' ? r.commentAr : r.commentEn}”</blockquote>
                <div className="flex items-center justify-between text-sm">
                  <span className="font-semibold">{locale === 'ar' ? r.authorNameAr : r.authorNameEn}</span>
                  <time dateTime={r.createdAt} className="text-stone-600">
                    {dateFormat.format(new Date(r.createdAt))}
                  </time>
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}
