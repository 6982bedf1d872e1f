import { useTranslation } from 'react-i18next';
import type { Size } from '@/common/domain';
import { useLocale } from '@/client/lib/use-locale';

interface Props {
  item: { quantity: number; nameEn: string; nameAr: string; size: Size };
  /**
   * `stacked`: always two lines, "2 × Mango Juice" (cut short if it must be) above the size, so a
   * row is the same height whatever the name's length or the width (checkout's summary, whose
   * placeholder rows have that height).
   */
  layout?: 'inline' | 'stacked';
}

/** "2 × Mango Juice (Medium)" in the current language: a cart, checkout or order line. */
export function LineItemLabel({ item, layout = 'inline' }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (
    <>
      <bdi>{item.quantity}</bdi> × {locale === 'ar' ? item.nameAr : item.nameEn}
    </>
  );
  const size = t(`sizes.${item.size}`);
  if (layout === 'stacked')
    return (
      <span className="min-w-0">
        <span className="block truncate">{name}</span>
        <span className="block text-sm text-stone-600">{size}</span>
      </span>
    );
  return (
    <span>
      {name} <span className="text-stone-600">({size})</span>
    </span>
  );
}
