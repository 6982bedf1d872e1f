import '@/client/locales/bundles/admin-mail';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { column } from '@/client/components/admin/table-column';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { PagedTable } from '@/client/components/admin/paged-table';
import { SegmentedChoice } from '@/client/components/admin/segmented-choice';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { isOneOf, MAIL_KINDS } from '@/common/domain';
import { MAIL_STATUSES, type MailStatus, type OutboxMail } from '../../mail-outbox.schema';
import { useMailOutbox, useRetryMail } from './mail-outbox-api';

const PAGE_SIZE = 20;
const isStatus = (s: string): s is MailStatus => (MAIL_STATUSES as readonly string[]).includes(s);

/** `/admin/mail-outbox`: the shop's e-mails by status (failed first), with Send again. */
export function Component() {
  const { t } = useTranslation('admin-mail');
  const locale = useLocale();
  const { values, page, set } = useListParams({ status: 'failed' });
  const status = isStatus(values.status) ? values.status : 'failed';
  const list = useMailOutbox({ status, page, pageSize: PAGE_SIZE });
  const retry = useRetryMail();
  useLoadErrorToast(list.isError, t('loadFailed'), 'mail-outbox-load');
  const when = (iso: string | null) => (iso ? formatShopDateTime(iso, locale) : '—');
  const send = (m: OutboxMail) =>
    retry.mutate(m.id, {
      onSuccess: () => toast.success(t('retried')),
      onError: (err) => toastFailure(t('retryFailed'), err, locale),
    });

  const columns = [
    column<OutboxMail>('created', t('columns.created'), (m) => when(m.createdAt), {
      className: 'whitespace-nowrap',
    }),
    column<OutboxMail>('kind', t('columns.kind'), (m) =>
      // A kind the server may know and this screen not yet: shown as it is.
      isOneOf(MAIL_KINDS, m.kind) ? t(`kinds.${m.kind}`) : m.kind,
    ),
    column<OutboxMail>('to', t('columns.to'), (m) => <bdi>{m.to}</bdi>),
    column<OutboxMail>('subject', t('columns.subject'), (m) => <bdi>{m.subject}</bdi>),
    column<OutboxMail>('attempts', t('columns.attempts'), (m) => <bdi>{m.attempts}</bdi>),
    column<OutboxMail>('detail', t('columns.detail'), (m) =>
      m.status === 'sent' ? (
        when(m.sentAt)
      ) : m.lastError ? (
        // The mail server's own words (usually English): isolated, so they read in their order.
        <bdi className="text-sm text-stone-600">{m.lastError}</bdi>
      ) : (
        <span className="text-sm text-stone-600">{t('waiting', { when: when(m.nextAttemptAt) })}</span>
      ),
    ),
    column<OutboxMail>('actions', t('columns.actions'), (m) =>
      m.status === 'sent' ? null : (
        <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => send(m)}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          {t('retry')}
        </Button>
      ),
    ),
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <SegmentedChoice
        label={t('statusLabel')}
        choices={MAIL_STATUSES}
        chosen={status}
        onChoose={(s) => set({ status: s })}
        choiceLabel={(s) => t(`statuses.${s}`)}
        className="mb-4"
      />
      <PagedTable
        query={list}
        loadFailed={t('loadFailed')}
        caption={t('caption', { status: t(`statuses.${status}`) })}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => set({ page: p })}
        empty={t(`empty.${status}`)}
        rowKey={(m) => m.id}
      />
    </>
  );
}
