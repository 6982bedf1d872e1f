import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatShopTime, shopDay } from '@/common/dates';
import { useLocale } from '@/client/lib/use-locale';

/**
 * An order for later (decision 079): "Ready at 6:30 PM", or "Ready tomorrow at …", the time the
 * customer chose (the slot's start, shop time), in place of the estimate from the orders ahead.
 */
export function ScheduledTime({
  at,
  asOf,
  className = '',
}: {
  at: string;
  /** When "today" is judged (ms): the time the order was read, so a page drawn by the server reads the same in the browser; now by default. */
  asOf?: number;
  className?: string;
}) {
  const { t } = useTranslation('estimate');
  const locale = useLocale();
  const time = formatShopTime(at, locale);
  const today = shopDay(asOf === undefined ? new Date() : new Date(asOf)) === shopDay(new Date(at));
  return (
    <div
      data-testid="scheduled-time"
      className={`flex items-start gap-3 rounded-xl bg-teal-50 p-3 text-teal-900 ${className}`}
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>
        <span className="block text-sm font-semibold">{t('scheduled.label')}</span>
        <span className="font-bold">
          {today ? t('scheduled.readyAt', { time }) : t('scheduled.readyTomorrowAt', { time })}
        </span>
      </p>
    </div>
  );
}
