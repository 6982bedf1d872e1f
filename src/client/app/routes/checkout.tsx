import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';
import { PageMeta } from '@/client/components/ui/page-meta';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { useCart } from '@/features/cart/client/cart-store';

/** The order summary; the checkout form itself arrives with accounts and ordering. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const { lines, totalFils } = useCart();
  // Nothing (left) to check out: back to the menu.
  if (lines.length === 0) return <Navigate to="/menu" replace />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageMeta title={t('checkout.title')} description={t('checkout.description')} />
      <h1 className="mb-6 text-3xl font-extrabold text-brand-900">{t('checkout.title')}</h1>
      <section aria-labelledby="summary-title" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="summary-title" className="mb-3 text-lg font-bold">
          {t('checkout.summary')}
        </h2>
        <ul className="divide-y divide-stone-100">
          {lines.map((l) => (
            <li key={`${l.id}-${l.size}`} className="flex justify-between gap-4 py-3">
              <span>
                <bdi>{l.quantity}</bdi> × {locale === 'ar' ? l.nameAr : l.nameEn} ({tc(`sizes.${l.size}`)})
              </span>
              <Price fils={l.priceFils * l.quantity} className="font-semibold" />
            </li>
          ))}
        </ul>
        <div className="mt-3 flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
          <span>{tc('cart.total')}</span>
          <Price fils={totalFils} />
        </div>
        <p className="mt-1 text-xs text-stone-600">{tc('cart.vatIncluded')}</p>
      </section>
      <p className="mt-6 rounded-2xl bg-citrus-50 p-4 text-stone-700">{t('checkout.soon')}</p>
      <Link to="/menu" className={`${buttonClass('outline')} mt-6`}>
        {t('soon.toMenu')}
      </Link>
    </div>
  );
}
