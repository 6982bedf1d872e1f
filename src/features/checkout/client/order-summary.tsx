import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { LineItemLabel } from '@/client/components/ui/line-item-label';
import { Price } from '@/client/components/ui/price';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import type { CartLine } from '@/features/cart/cart-lines';
import { cart } from '@/features/cart/client/cart-store';

interface Props {
  lines: CartLine[];
  totalFils: number;
  lineErrors: Record<string, string>;
}

/**
 * The cart as it will be ordered; lines the server refused carry their reason. Memoised: the
 * ready-time estimate and the account arriving re-render the page, not the summary.
 */
export const OrderSummary = memo(function OrderSummary({ lines, totalFils, lineErrors }: Props) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="summary-title" className="mb-3 text-lg font-bold text-brand-900">
        {t('summary')}
      </h2>
      <ul className="divide-y divide-stone-100">
        {lines.map((l) => (
          <li key={`${l.id}-${l.size}`} className="py-3">
            <div className="flex justify-between gap-4">
              <LineItemLabel item={l} />
              <Price fils={l.priceFils * l.quantity} className="font-semibold" />
            </div>
            {lineErrors[`${l.id}-${l.size}`] && (
              <div role="alert" className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-red-700">
                {lineErrors[`${l.id}-${l.size}`]}
                <Button variant="outline" size="sm" onClick={() => cart.remove(l)}>
                  {tc('cart.remove', { item: `${locale === 'ar' ? l.nameAr : l.nameEn} (${tc(`sizes.${l.size}`)})` })}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
        <span>{tc('cart.total')}</span>
        <Price fils={totalFils} />
      </div>
      <p className="mt-1 text-xs text-stone-600">{t('totalNote')}</p>
    </section>
  );
});

/**
 * The summary's place while the browser reads the saved cart (the server cannot): the same card,
 * heading and note, with `lines` rows of the real rows' height (the count the cart left in a
 * cookie; one when it is not known), so nothing below moves when the lines appear.
 */
export function OrderSummarySkeleton({ lines }: { lines: number }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  return (
    <section aria-labelledby="summary-title" aria-busy="true" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="summary-title" className="mb-3 text-lg font-bold text-brand-900">
        {t('summary')}
      </h2>
      <ul className="divide-y divide-stone-100">
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          <li key={i} className="py-3">
            <Skeleton className="h-6 w-full" />
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
        <span>{tc('cart.total')}</span>
        <Skeleton className="h-7 w-24" />
      </div>
      <p className="mt-1 text-xs text-stone-600">{t('totalNote')}</p>
    </section>
  );
}
