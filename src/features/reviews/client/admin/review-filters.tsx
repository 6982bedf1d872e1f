import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/client/components/admin/date-range-fields';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { Button } from '@/client/components/ui/button';
import { REVIEW_STATUSES } from '@/common/domain';
import type { ReviewFilterParams } from './reviews-api';

/** Search, status, rating and a date range (Asia/Dubai days, both included); all kept in the address. */
export function ReviewFilters({
  values,
  set,
}: {
  values: ReviewFilterParams;
  set: (change: Partial<ReviewFilterParams>) => void;
}) {
  const { t } = useTranslation('admin-reviews');
  // A date field needs about 140px: at 1024px (a tablet beside the sidebar) the dates take a row of their own.
  const filtered = Object.values(values).some(Boolean);
  return (
    <div className="mb-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-4 xl:grid-cols-6">
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={values.q}
        onChange={(q) => set({ q })}
        className="col-span-2"
      />
      <SelectField
        label={t('filters.status')}
        value={values.status}
        onChange={(e) => set({ status: e.target.value })}
        options={[
          { value: '', label: t('filters.allStatuses') },
          ...REVIEW_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
      />
      <SelectField
        label={t('filters.rating')}
        value={values.rating}
        onChange={(e) => set({ rating: e.target.value })}
        options={[
          { value: '', label: t('filters.allRatings') },
          ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('stars', { count: n }) })),
        ]}
      />
      <DateRangeFields from={values.from} to={values.to} onChange={set} />
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          className="col-span-2 justify-self-start lg:col-span-4 xl:col-span-6"
          onClick={() => set({ q: '', status: '', rating: '', from: '', to: '' })}
        >
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
