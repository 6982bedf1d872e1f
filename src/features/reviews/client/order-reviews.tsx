import { CheckCircle2, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import type { OrderView } from '@/features/orders';
import { useMyReviews } from './my-reviews';

/** The form (and zod) load only when a customer chooses to rate something. */
const ReviewDialog = lazy(() => import('./review-dialog'));

export interface ReviewTarget {
  orderId: string;
  productId: string;
  name: string;
}

/**
 * Under a completed order in the profile: each product it held, with Rate, or how the
 * customer's review of it stands (one review per product, whichever order it came from).
 */
export function OrderReviews({ order }: { order: OrderView }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const mine = useMyReviews();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const products = new Map<string, string>();
  for (const item of order.items) {
    if (item.productId && !products.has(item.productId))
      products.set(item.productId, locale === 'ar' ? item.nameAr : item.nameEn);
  }
  if (products.size === 0 || !mine.data) return null;
  const reviewed = new Map(mine.data.map((r) => [r.productId, r]));

  return (
    <section aria-label={t('heading')} className="mt-3 rounded-xl bg-stone-50 p-3">
      <h4 className="mb-2 text-sm font-bold text-stone-800">{t('heading')}</h4>
      <ul className="space-y-2">
        {[...products].map(([productId, name]) => {
          const review = reviewed.get(productId);
          return (
            <li key={productId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-semibold text-stone-800">{name}</span>
              {review ? (
                <span
                  data-review-state={review.status}
                  className="inline-flex items-center gap-1 text-stone-700"
                >
                  <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-brand-700" />
                  {t(`state.${review.status}`)}
                </span>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('rateLabel', { product: name })}
                  onClick={() => setTarget({ orderId: order.id, productId, name })}
                >
                  <Star aria-hidden="true" className="h-4 w-4 text-citrus-600" />
                  {t('rate')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {target && (
        <Suspense fallback={null}>
          <ReviewDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </section>
  );
}
