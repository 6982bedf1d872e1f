import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatShopDate, formatShopDateTime, formatShopTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import { useLocale } from '@/client/lib/use-locale';
import type { OrderView } from '../orders.schema';
import { OrderRefundNote } from './order-refund-note';

const STEPS = ['pending', 'processing', 'ready', 'completed'] as const;
/** How far the line is filled when each step is the current one (it joins the steps' centres). */
const FILL = ['w-0', 'w-1/3', 'w-2/3', 'w-full'] as const;

/** A step's time: the time alone on the day of `asOf` (today), with the day otherwise (the shop's time zone). */
function stepTime(at: string, locale: Locale, asOf: Date) {
  return formatShopDate(at, locale) === formatShopDate(asOf, locale)
    ? formatShopTime(at, locale)
    : formatShopDateTime(at, locale);
}

/**
 * Where the order is: received → being prepared → ready → completed on a line filled up to the current
 * step, each step reached with its time; the sentence above is announced when it changes.
 * A cancelled order says so, why and when; a refunded one what was refunded (its credit note).
 */
export function OrderProgress({
  order,
  asOf,
}: {
  order: Pick<OrderView, 'status' | 'statusAt' | 'cancelReason' | 'refundedFils' | 'creditNotes'>;
  /** When "today" is judged (ms): the time the order was read, so a page drawn by the server reads the same in the browser; now by default. */
  asOf?: number;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const day = asOf === undefined ? new Date() : new Date(asOf);
  const { status, statusAt } = order;
  const reached = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <div>
      <p role="status" aria-live="polite" className="text-lg font-bold text-brand-900">
        {t(`statusLine.${status}`)}
      </p>
      <OrderRefundNote order={order} />
      {status === 'cancelled' ? (
        statusAt.cancelled && (
          <p className="mt-1 text-sm text-stone-600">
            <time dateTime={statusAt.cancelled}>
              {t('cancelledAt', { time: stepTime(statusAt.cancelled, locale, day) })}
            </time>
          </p>
        )
      ) : (
        <div className="relative mt-5">
          {/* The line runs from the first step's centre to the last one's, filled from the start side. */}
          <div
            aria-hidden="true"
            className="absolute start-[12.5%] end-[12.5%] top-4 h-1 -translate-y-1/2 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              data-testid="progress-fill"
              className={`h-full rounded-full bg-brand-700 transition-[width] duration-500 ${FILL[reached] ?? 'w-0'}`}
            />
          </div>
          <ol className="relative grid grid-cols-4" aria-label={t('progress')}>
            {STEPS.map((step, i) => {
              const done = i <= reached;
              const at = done ? statusAt[step] : null;
              return (
                <li
                  key={step}
                  aria-current={i === reached ? 'step' : undefined}
                  className="flex flex-col items-center gap-1 px-1 text-center"
                >
                  <span
                    className={`flex h-8 w-8 items-center justify-center rounded-full ring-4 ring-white ${done ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-600'}`}
                  >
                    {done ? (
                      <Check aria-hidden="true" className="h-4 w-4" />
                    ) : (
                      <bdi className="text-xs font-bold">{i + 1}</bdi>
                    )}
                  </span>
                  <span className={`text-sm font-semibold ${done ? 'text-brand-900' : 'text-stone-600'}`}>
                    {t(`orderStatus.${step}`, { ns: 'common' })}
                  </span>
                  {at ? (
                    <time dateTime={at} className="text-xs text-stone-600 tabular-nums">
                      {stepTime(at, locale, day)}
                    </time>
                  ) : (
                    // Keeps every step the same height, so the line never moves when a time arrives.
                    <span aria-hidden="true" className="text-xs">
                      &nbsp;
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}
