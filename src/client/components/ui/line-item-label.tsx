import { useLocale } from '@/client/lib/use-locale';
import { pick } from '@/common/locales';

interface Props {
  /** The line, with its size's names (as ordered, or as the menu has them for a cart line). */
  item: { quantity: number; nameEn: string; nameAr: string; sizeNameEn: string; sizeNameAr: string };
  /**
   * `stacked`: always two lines, "2 × Mango Juice" (cut short if it must be) above the size, so a
   * row is the same height whatever the name's length or the width (checkout's summary, whose
   * placeholder rows have that height).
   */
  layout?: 'inline' | 'stacked';
}

/** "2 × Mango Juice (Medium)" in the current language: a cart, checkout or order line. */
export function LineItemLabel({ item, layout = 'inline' }: Props) {
  const locale = useLocale();
  const name = (
    <>
      <bdi>{item.quantity}</bdi> × {locale === 'ar' ? item.nameAr : item.nameEn}
    </>
  );
  const size = pick(item, 'sizeName', locale);
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
