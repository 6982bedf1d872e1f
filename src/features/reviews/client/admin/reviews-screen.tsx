import '@/client/locales/bundles/admin-reviews';
import { Clock, MessageSquareQuote, Star, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CsvLink } from '@/client/components/admin/csv-link';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { LoadError } from '@/client/components/admin/load-error';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { Pager } from '@/client/components/admin/pager';
import { StatCard } from '@/client/components/admin/stat-card';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import type { AdminReview } from '../../reviews.admin.schema';
import { ReviewStars } from '../review-stars';
import { ReviewCard, type ReviewHandlers } from './review-card';
import { ReviewFilters } from './review-filters';
import { ReviewReplyDialog } from './review-reply-dialog';
import {
  reviewsCsvHref,
  useDeleteReview,
  useFeatureReview,
  useModerateReview,
  useReviews,
  useReviewStats,
} from './reviews-api';
import { formatCount } from '@/common/locales';

const PAGE_SIZE = 10;

/** `/admin/reviews`: the figures, the filters and the reviews to moderate, newest first. */
export function Component() {
  const { t } = useTranslation(['admin-reviews', 'admin']);
  const locale = useLocale();
  const { values, page, set } = useListParams({ q: '', status: '', rating: '', from: '', to: '' });
  const { page: _page, ...filters } = values;
  const list = useReviews({ ...filters, page, pageSize: PAGE_SIZE });
  const stats = useReviewStats();
  const moderate = useModerateReview();
  const feature = useFeatureReview();
  const remove = useDeleteReview();
  const [replying, setReplying] = useState<AdminReview | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  useLoadErrorToast(list.isError, t('loadFailed'), 'reviews-load');
  const figure1 = (n: number) => formatCount(n, locale, { maximumFractionDigits: 1 });

  const on: ReviewHandlers = {
    moderate: (r, status) =>
      moderate.mutate(
        { id: r.id, status },
        {
          onSuccess: () => toast.success(t(status)),
          onError: (e) => toastFailure(t('updateFailed'), e, locale),
        },
      ),
    feature: (r, featured) =>
      feature.mutate(
        { id: r.id, featured },
        {
          onSuccess: () => toast.success(t(featured ? 'featuredOn' : 'featuredOff')),
          onError: (e) => toastFailure(t('updateFailed'), e, locale),
        },
      ),
    reply: setReplying,
    remove: setDeleting,
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('deleted'));
      setDeleting(null);
    } catch (e) {
      toastFailure(t('deleteFailed'), e, locale);
    }
  };

  const s = stats.data;
  const figure = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-16" /> : figure1(n);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<CsvLink href={reviewsCsvHref({ ...filters, lang: locale })} label={t('export')} />}
      />
      <section aria-label={t('title')} className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t('stats.average')}
          icon={<Star aria-hidden="true" className="h-4 w-4 text-citrus-600" />}
          value={
            !s ? (
              <Skeleton className="h-8 w-16" />
            ) : s.average === null ? (
              <span className="text-base text-stone-600">{t('stats.none')}</span>
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                {figure1(s.average)}
                {/* Stars in halves: 4.3 shows four and a half only from 4.25 up. */}
                <ReviewStars
                  rating={Math.round(s.average * 2) / 2}
                  label={t('ratingLabel', { rating: figure1(s.average) })}
                />
              </span>
            )
          }
        />
        <StatCard
          label={t('stats.total')}
          icon={<MessageSquareQuote aria-hidden="true" className="h-4 w-4 text-brand-700" />}
          value={figure(s?.total)}
        />
        <StatCard
          label={t('stats.pending')}
          icon={<Clock aria-hidden="true" className="h-4 w-4 text-amber-600" />}
          value={figure(s?.pending)}
        />
        <StatCard
          label={t('stats.featured')}
          icon={<Trophy aria-hidden="true" className="h-4 w-4 text-citrus-600" />}
          value={figure(s?.featured)}
        />
      </section>
      <ReviewFilters values={filters} set={set} />
      {list.isError && !list.data ? (
        <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <section aria-label={t('list')} aria-busy={list.isFetching || undefined}>
          {/* a filter the server would refuse is never asked (idle): the message under it says why */}
          {list.isPending && list.fetchStatus !== 'idle' ? (
            <div className="space-y-3">
              <Skeleton className="h-44 w-full" />
              <Skeleton className="h-44 w-full" />
            </div>
          ) : !list.data || list.data.rows.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
              {t('empty')}
            </p>
          ) : (
            <ul className="space-y-3">
              {list.data.rows.map((r) => (
                <li key={r.id}>
                  <ReviewCard
                    review={r}
                    locale={locale}
                    on={on}
                    busy={moderate.isPending || feature.isPending}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPageChange={(p) => set({ page: p })}
            className="mt-4 rounded-2xl border border-stone-200 bg-white shadow-sm"
          />
        </section>
      )}
      <ReviewReplyDialog review={replying} onClose={() => setReplying(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}
