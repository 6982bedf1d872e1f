import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { LineItemLabel } from '@/client/components/ui/line-item-label';
import { LineOptions } from '@/client/components/ui/line-options';
import { Price } from '@/client/components/ui/price';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { lineKey, type CartLine } from '@/features/cart';
import { cart, EditLineButton } from '@/features/cart/client';
import { pick } from '@/common/locales';

interface Props {
  /** Null while the browser has not read the saved cart yet (the server's render, hydration). */
  lines: CartLine[] | null;
  totalFils: number;
  /** Refused lines' reasons, keyed by `lineKey`. */
  lineErrors: Record<string, string>;
  /** How many lines to keep a place for while `lines` is null (the count the cart left in a cookie). */
  expectedLines?: number;
}

/**
 * The cart as it will be ordered; lines the server refused carry their reason. Before the browser
 * has read the cart, the same card with rows of the real rows' height, so nothing moves (and the
 * heading and note stay the same elements) when the lines appear. Memoised: the ready-time
 * estimate and the account arriving re-render the page, not the summary.
 */
export const OrderSummary = memo(function OrderSummary({
  lines,
  totalFils,
  lineErrors,
  expectedLines = 1,
}: Props) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const label = (l: CartLine) => `${locale === 'ar' ? l.nameAr : l.nameEn} (${pick(l, 'sizeName', locale)})`;
  return (
    <section
      aria-labelledby="summary-title"
      aria-busy={lines ? undefined : true}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="summary-title" className="mb-3 text-lg font-bold text-brand-900">
        {t('summary')}
      </h2>
      <ul className="divide-y divide-stone-100">
        {lines
          ? lines.map((l) => (
              <li key={lineKey(l)} className="py-3" data-testid="summary-line">
                <div className="flex justify-between gap-4">
                  <LineItemLabel item={l} layout="stacked" />
                  <Price fils={l.priceFils * l.quantity} className="shrink-0 font-semibold" />
                </div>
                <LineOptions options={l.options} note={l.note} />
                {lineErrors[lineKey(l)] && (
                  <div
                    role="alert"
                    className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-red-700"
                  >
                    {lineErrors[lineKey(l)]}
                    <EditLineButton line={l} label={label(l)} />
                    <Button variant="outline" size="sm" onClick={() => cart.remove(lineKey(l))}>
                      {tc('cart.remove', { item: label(l) })}
                    </Button>
                  </div>
                )}
              </li>
            ))
          : Array.from({ length: Math.max(1, expectedLines) }, (_, i) => (
              <li key={i} className="py-3">
                {/* A stacked line's two lines (LineItemLabel): the name (24 px) and the size (20 px). */}
                <div className="flex h-11 flex-col justify-between">
                  <Skeleton className="h-5 w-full" />
                  <Skeleton className="h-4 w-1/4" />
                </div>
              </li>
            ))}
      </ul>
      <div className="mt-3 flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
        <span>{tc('cart.total')}</span>
        {lines ? <Price fils={totalFils} /> : <Skeleton className="h-7 w-24" />}
      </div>
      <p className="mt-1 text-xs text-stone-600">{t('totalNote')}</p>
    </section>
  );
});
