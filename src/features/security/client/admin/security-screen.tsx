import '@/client/locales/bundles/admin-security';
import { useTranslation } from 'react-i18next';
import { CsvLink } from '@/client/components/admin/csv-link';
import { DateRangeFields } from '@/client/components/admin/date-range-fields';
import { column, type Column } from '@/client/components/admin/table-column';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { PagedTable } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { SECURITY_EVENT_KINDS } from '@/common/domain';
import { SECURITY_EVENT_LABELS, type SecurityEventView } from '../../security.schema';
import { securityCsvHref, useSecurityEvents } from './security-api';
import { describeDetails, SECURITY_NS } from './security-details';

const PAGE_SIZE = 25;
const KIND_TONES: Partial<Record<SecurityEventView['kind'], string>> = {
  sign_in_failed: 'text-amber-800',
  lockout: 'text-red-700',
  account_disabled: 'text-red-700',
  payment_secret_changed: 'text-violet-800',
};

/** `/admin/security`: the security log, newest first, filtered by person, event and days (kept in the address). */
export function Component() {
  const { t } = useTranslation(SECURITY_NS);
  const locale = useLocale();
  const { values, page, set } = useListParams({ q: '', kind: '', from: '', to: '' });
  const list = useSecurityEvents({ ...values, page, pageSize: PAGE_SIZE });
  useLoadErrorToast(list.isError, t('loadFailed'), 'security-load');
  const label = (k: SecurityEventView['kind']) => SECURITY_EVENT_LABELS[k][locale];
  const filtered = Boolean(values.q || values.kind || values.from || values.to);
  const email = (e: string | null) =>
    e ? (
      <bdi dir="ltr" className="break-all">
        {e}
      </bdi>
    ) : (
      <span className="text-stone-500">{t('none')}</span>
    );

  const columns: Column<SecurityEventView>[] = [
    column('time', t('columns.time'), (e) => (
      <span className="whitespace-nowrap text-stone-700">{formatShopDateTime(e.createdAt, locale)}</span>
    )),
    column('event', t('columns.event'), (e) => (
      <span
        data-kind={e.kind}
        className={`font-semibold whitespace-nowrap ${KIND_TONES[e.kind] ?? 'text-stone-900'}`}
      >
        {label(e.kind)}
      </span>
    )),
    column('account', t('columns.account'), (e) => (
      <span className="block min-w-40 text-stone-800">{email(e.email)}</span>
    )),
    column('by', t('columns.by'), (e) => (
      <span className="block min-w-32 text-stone-700">{email(e.actorEmail)}</span>
    )),
    column('details', t('columns.details'), (e) => (
      <span className="block min-w-40 text-stone-700">{describeDetails(e, t, locale) || t('none')}</span>
    )),
    column('from', t('columns.from'), (e) => (
      <span className="block max-w-40">
        {e.ip ? (
          <bdi dir="ltr" className="block text-stone-800">
            {e.ip}
          </bdi>
        ) : (
          <span className="block text-stone-500">{t('none')}</span>
        )}
        <span className="block truncate text-xs text-stone-500" title={e.userAgent ?? undefined}>
          {e.userAgent ?? t('unknownDevice')}
        </span>
      </span>
    )),
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<CsvLink href={securityCsvHref({ ...values, lang: locale })} label={t('export')} />}
      />
      <div className="mb-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-4 xl:grid-cols-6">
        <SearchField
          className="col-span-2"
          label={t('filters.person')}
          placeholder={t('filters.personPlaceholder')}
          value={values.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          className="col-span-2"
          label={t('filters.kind')}
          value={values.kind}
          onChange={(e) => set({ kind: e.target.value })}
          options={[
            { value: '', label: t('filters.allKinds') },
            ...SECURITY_EVENT_KINDS.map((k) => ({ value: k, label: label(k) })),
          ]}
        />
        <DateRangeFields from={values.from} to={values.to} onChange={set} />
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 justify-self-start lg:col-span-4 xl:col-span-6"
            onClick={() => set({ q: '', kind: '', from: '', to: '' })}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
      <PagedTable
        query={list}
        loadFailed={t('loadFailed')}
        caption={t('caption')}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => set({ page: p })}
        empty={t('empty')}
        rowKey={(e) => e.id}
      />
    </>
  );
}
