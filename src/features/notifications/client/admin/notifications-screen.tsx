import '@/client/locales/bundles/admin-notifications';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '@/client/components/admin/load-error';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { SegmentedChoice } from '@/client/components/admin/segmented-choice';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { useMinuteClock } from './minute-clock';
import { NotificationBody } from './notification-item';
import { notificationView } from './notification-view';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notifications-api';
import { Pager } from '@/client/components/admin/pager';

const PAGE_SIZE = 20;
const FILTERS = ['all', 'unread'] as const;

/** `/admin/notifications`: every notification of the signed-in staff member, paged, All or Unread. */
export function Component() {
  const { t } = useTranslation('admin-notifications');
  const locale = useLocale();
  const { values, page, set } = useListParams({ filter: 'all' });
  const filter = values.filter === 'unread' ? 'unread' : 'all';
  const list = useNotifications({ filter, page, pageSize: PAGE_SIZE });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useMinuteClock();
  useLoadErrorToast(list.isError, t('loadFailed'), 'notifications-load');
  const unread = list.data?.unread ?? 0;
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('pageDescription', { count: unread })}
        actions={
          <Button
            variant="outline"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: () => toast.error(t('markAllFailed')) })}
          >
            <CheckCheck aria-hidden="true" className="h-4 w-4" />
            {t('markAllRead')}
          </Button>
        }
      />
      <SegmentedChoice
        label={t('filterLabel')}
        choices={FILTERS}
        chosen={filter}
        onChoose={(f) => set({ filter: f })}
        choiceLabel={(f) => t(`filters.${f}`)}
        className="mb-4"
      />
      {list.isError && !list.data ? (
        <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : list.data.rows.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-10 text-center text-stone-600">
          {t('empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white"
          aria-label={t('title')}
        >
          {list.data.rows.map((n) => (
            <li key={n.id} data-unread={!n.read || undefined} className={n.read ? '' : 'bg-brand-50/40'}>
              <Link
                to={notificationView(n, t, locale).to}
                onClick={() => !n.read && markRead.mutate(n.id)}
                className="flex items-start gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <NotificationBody n={n} now={now} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={total}
          onPageChange={(p) => set({ page: p })}
          className="mt-4 rounded-2xl border border-stone-200 bg-white shadow-sm"
        />
      )}
    </>
  );
}
