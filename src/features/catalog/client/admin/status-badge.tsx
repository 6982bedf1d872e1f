import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@/common/domain';
import type { CategoryStatus } from '../../catalog.admin.schema';

const COLOURS: Record<ProductStatus | CategoryStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  draft: 'bg-amber-100 text-amber-900 ring-amber-300',
  archived: 'bg-red-100 text-red-900 ring-red-300',
  inactive: 'bg-stone-200 text-stone-800 ring-stone-300',
};

/** A product's or category's status: active green, draft yellow, archived red, inactive grey. */
export function StatusBadge({ status }: { status: ProductStatus | CategoryStatus }) {
  const { t } = useTranslation('admin-catalog');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${COLOURS[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
