import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { column, type Column } from '@/client/components/admin/table-column';
import { actionsColumn } from '@/client/components/admin/actions-column';
import type { RowActionHandlers } from '@/client/components/admin/row-actions';
import type { Locale } from '@/common/locales';
import type { AdminProduct } from '../../catalog.admin.views';
import { StatusBadge } from './status-badge';

export const other = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');
export const nameIn = (n: { nameEn: string; nameAr: string }, locale: Locale) =>
  locale === 'ar' ? n.nameAr : n.nameEn;

/** A small square thumbnail, or a placeholder when there is no image. */
export function Thumb({ src, size = 48 }: { src: string | null; size?: number }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-lg object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      className="flex shrink-0 items-center justify-center rounded-lg bg-stone-100"
      style={{ width: size, height: size }}
    >
      <ImageOff aria-hidden="true" className="h-5 w-5 text-stone-400" />
    </span>
  );
}

/** The name in the screen's language, the other language beneath. */
export function TwoNames({ item, locale }: { item: { nameEn: string; nameAr: string }; locale: Locale }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-stone-900">{nameIn(item, locale)}</span>
      <span className="block text-xs text-stone-600">
        <bdi lang={other(locale)}>{nameIn(item, other(locale))}</bdi>
      </span>
    </span>
  );
}

export function useProductColumns(
  locale: Locale,
  actions: RowActionHandlers<AdminProduct>,
): Column<AdminProduct>[] {
  const { t } = useTranslation('admin-catalog');
  return [
    column<AdminProduct>('product', t('products.columns.product'), (p) => (
      <span className="flex items-center gap-3">
        <Thumb src={p.image} />
        <TwoNames item={p} locale={locale} />
      </span>
    )),
    column<AdminProduct>('category', t('products.columns.category'), (p) => (
      <span>
        <span className="block text-stone-800">{nameIn(p.category, locale)}</span>
        {p.subcategory && (
          <span className="block text-xs text-stone-600">{nameIn(p.subcategory, locale)}</span>
        )}
      </span>
    )),
    column<AdminProduct>('status', t('products.columns.status'), (p) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={p.status} />
        {(p.soldOut || p.sizes.every((s) => s.soldOut)) && (
          <span className="rounded-full bg-stone-900 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
            {t('products.soldOut')}
          </span>
        )}
      </span>
    )),
    actionsColumn<AdminProduct>(t('products.columns.actions'), (p) => nameIn(p, locale), actions),
  ];
}
