import { BadgeCheck, Check, MessageSquareReply, Star, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { formatShopDate } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { AdminReview } from '../../reviews.admin.schema';
import { ReviewStars } from '../review-stars';

const STATUS_COLOURS = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

export interface ReviewHandlers {
  moderate: (r: AdminReview, status: 'approved' | 'rejected') => void;
  reply: (r: AdminReview) => void;
  feature: (r: AdminReview, featured: boolean) => void;
  remove: (r: AdminReview) => void;
}

/** One review as staff moderate it: what was written, by whom, about what, and what they can do. */
export function ReviewCard({
  review: r,
  locale,
  on,
  busy,
}: {
  review: AdminReview;
  locale: Locale;
  on: ReviewHandlers;
  busy: boolean;
}) {
  const { t } = useTranslation('admin-reviews');
  const pick = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);
  const written = r.locale ?? locale;
  const name = pick(r.customer);
  const item = t('actions.reviewBy', { name });
  return (
    <article
      aria-label={item}
      data-review={r.id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ReviewStars rating={r.rating} label={t('ratingLabel', { rating: r.rating })} size="md" />
        <time dateTime={r.createdAt} className="text-sm text-stone-600">
          {formatShopDate(r.createdAt, locale)}
        </time>
        <span className="ms-auto flex flex-wrap gap-2 text-xs font-semibold">
          <span data-status={r.status} className={`rounded-full px-2.5 py-1 ${STATUS_COLOURS[r.status]}`}>
            {t(`status.${r.status}`)}
          </span>
          {r.verifiedPurchase && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('verified')}
            </span>
          )}
          {r.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-citrus-50 px-2.5 py-1 text-citrus-800">
              <Star aria-hidden="true" className="h-3.5 w-3.5" />
              {t('featured')}
            </span>
          )}
        </span>
      </header>
      <div lang={written} dir={written === 'ar' ? 'rtl' : 'ltr'} className="mt-3 space-y-1 text-start">
        {r.title && <h2 className="font-bold text-stone-900">{r.title}</h2>}
        <p className="whitespace-pre-line text-stone-700">{locale === 'ar' ? r.commentAr : r.commentEn}</p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_auto]">
        <div className="flex gap-1">
          <dt className="text-stone-600">{t('customer')}:</dt>
          <dd className="font-semibold text-stone-900">
            {name}
            {r.customer.email && (
              <bdi dir="ltr" className="block font-normal break-all text-stone-600">
                {r.customer.email}
              </bdi>
            )}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-stone-600">{t('product')}:</dt>
          <dd className="font-semibold text-stone-900">{r.product ? pick(r.product) : t('noProduct')}</dd>
        </div>
        {r.orderNumber !== null && (
          <div className="flex gap-1">
            <dt className="text-stone-600">{t('order')}:</dt>
            <dd className="font-semibold text-stone-900">
              <bdi dir="ltr">#{r.orderNumber}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {r.reply && (
        <div className="mt-3 rounded-xl border-s-4 border-brand-600 bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-brand-900">
            {t('shopReply')}
            {r.replyAt && (
              <span className="ms-2 font-normal text-stone-600">{formatShopDate(r.replyAt, locale)}</span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-stone-800">{r.reply}</p>
        </div>
      )}
      <footer className="mt-4 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        {r.status === 'pending' && (
          <>
            <Button size="sm" disabled={busy} onClick={() => on.moderate(r, 'approved')}>
              <Check aria-hidden="true" className="h-4 w-4" />
              {t('actions.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-red-800"
              disabled={busy}
              onClick={() => on.moderate(r, 'rejected')}
            >
              <X aria-hidden="true" className="h-4 w-4" />
              {t('actions.reject')}
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" onClick={() => on.reply(r)}>
          <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
          {t(r.reply ? 'actions.editReply' : 'actions.reply')}
        </Button>
        <label
          className={`inline-flex items-center gap-2 text-sm font-semibold ${r.status === 'approved' ? 'text-stone-800' : 'text-stone-500'}`}
        >
          <button
            type="button"
            role="switch"
            aria-checked={r.featured}
            disabled={busy || (r.status !== 'approved' && !r.featured)}
            onClick={() => on.feature(r, !r.featured)}
            className={`relative h-6 w-11 rounded-full transition-colors disabled:opacity-50 ${r.featured ? 'bg-brand-700' : 'bg-stone-300'}`}
          >
            <span
              className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${r.featured ? 'start-[1.375rem]' : 'start-0.5'}`}
            />
          </button>
          {t('actions.feature')}
        </label>
        <Button
          size="sm"
          variant="ghost"
          className="ms-auto text-red-700"
          aria-label={`${t('actions.delete')}: ${item}`}
          onClick={() => on.remove(r)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('actions.delete')}
        </Button>
      </footer>
    </article>
  );
}
