import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '@/client/components/admin/paged-table';
import { column } from '@/client/components/admin/table-column';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import type { ShiftSummary } from '../../shifts.schema';
import { useShiftList } from './shifts-api';
import { adminHref } from '@/common/admin-paths';

const PAGE_SIZE = 20;

/** Every shift, newest first (managers): when, who, float, counted, and its report. */
export function ShiftHistory() {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  const { page, set } = useListParams({});
  const list = useShiftList({ page, pageSize: PAGE_SIZE });
  const when = (iso: string) => formatShopDateTime(iso, locale);
  const columns = [
    column<ShiftSummary>('number', t('history.columns.number'), (s) => <bdi>#{s.number}</bdi>),
    column<ShiftSummary>(
      'opened',
      t('history.columns.opened'),
      (s) => `${when(s.openedAt)} — ${s.openedByName}`,
    ),
    column<ShiftSummary>('closed', t('history.columns.closed'), (s) =>
      s.closedAt ? `${when(s.closedAt)} — ${s.closedByName ?? ''}` : t('history.open'),
    ),
    column<ShiftSummary>('float', t('history.columns.float'), (s) => <Price fils={s.floatFils} />),
    column<ShiftSummary>('counted', t('history.columns.counted'), (s) =>
      s.countedCashFils === null ? '—' : <Price fils={s.countedCashFils} />,
    ),
    column<ShiftSummary>('report', t('history.columns.report'), (s) => (
      <Link to={adminHref('shiftReport', { id: s.id })} className="font-semibold text-brand-700 underline">
        {t('history.view')}
      </Link>
    )),
  ];
  return (
    <section aria-labelledby="shift-history" className="mt-8">
      <h2 id="shift-history" className="mb-3 text-lg font-bold">
        {t('history.heading')}
      </h2>
      <PagedTable
        query={list}
        loadFailed={t('history.loadFailed')}
        caption={t('history.caption')}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => set({ page: p })}
        empty={t('history.empty')}
        rowKey={(s) => s.id}
      />
    </section>
  );
}
