import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import type { TopProduct } from '../../dashboard.schema';
import { EmptyPanel, Rank } from './dashboard-panel';
import { formatCount } from '@/common/locales';

/** Up to five products by revenue: image, rank, name, quantity sold, revenue. */
export function TopProductsList({ products }: { products: TopProduct[] }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  if (products.length === 0) return <EmptyPanel text={t('empty')} />;
  return (
    <ol className="space-y-3">
      {products.map((p, i) => {
        const name = locale === 'ar' ? p.nameAr : p.nameEn;
        return (
          <li key={p.productId} className="flex items-center gap-3">
            <Rank n={i + 1} label={t('rank', { rank: i + 1 })} />
            {p.image ? (
              <img
                src={p.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="h-12 w-12 shrink-0 rounded-xl bg-stone-100 object-cover"
              />
            ) : (
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-stone-100 text-stone-500">
                <ImageOff aria-hidden="true" className="h-5 w-5" />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 font-semibold text-stone-900">{name}</span>
              <span className="block text-sm text-stone-600">
                {t('products.sold', { count: p.quantity, formatted: formatCount(p.quantity, locale) })}
              </span>
            </span>
            <Price fils={p.revenueFils} className="font-bold text-stone-900" />
          </li>
        );
      })}
    </ol>
  );
}
