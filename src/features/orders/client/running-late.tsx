import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Past the time promised and not ready yet: said plainly, instead of an estimate that keeps moving. */
export function RunningLate({ className = '' }: { className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <div
      data-testid="running-late"
      className={`flex items-start gap-3 rounded-xl bg-citrus-50 p-3 font-bold text-citrus-800 ${className}`}
    >
      <Hourglass aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p aria-live="polite">{t('late')}</p>
    </div>
  );
}
