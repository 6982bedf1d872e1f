import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatShopTime } from '@/common/dates';
import { useLocale } from '@/client/lib/use-locale';

/**
 * "Ready in about N minutes (around 10:45)": the server's estimate, from the orders ahead and the
 * kitchen's capacity. `label` says what it is about (checkout: if ordered now).
 */
export function ReadyEstimate({ minutes, label, className = '' }: { minutes: number; label?: string; className?: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const at = new Date(Date.now() + minutes * 60_000);
  return (
    <div data-testid="ready-estimate" data-minutes={minutes} className={`flex items-start gap-3 rounded-xl bg-citrus-50 p-3 text-citrus-800 ${className}`}>
      <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p aria-live="polite">
        {label && <span className="block text-sm font-semibold">{label}</span>}
        <span className="font-bold">{t('ready.inAbout', { count: minutes })}</span>{' '}
        <span className="text-sm whitespace-nowrap">{t('ready.around', { time: formatShopTime(at, locale) })}</span>
      </p>
    </div>
  );
}
