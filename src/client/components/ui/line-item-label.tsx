import { useTranslation } from 'react-i18next';
import type { Size } from '@/common/domain';
import { useLocale } from '@/client/lib/use-locale';

/** "2 × Mango Juice (Medium)" in the current language: a cart, checkout or order line. */
export function LineItemLabel({ item }: { item: { quantity: number; nameEn: string; nameAr: string; size: Size } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span>
      <bdi>{item.quantity}</bdi> × {locale === 'ar' ? item.nameAr : item.nameEn}{' '}
      <span className="text-stone-600">({t(`sizes.${item.size}`)})</span>
    </span>
  );
}
