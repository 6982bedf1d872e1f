import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/client/components/ui/skeleton';

/**
 * "Ready in about N minutes (around 10:45)": the server's estimate, from the orders ahead and the
 * kitchen's capacity. `label` says what it is about (checkout: if ordered now); `around`, the clock
 * time, written from the server's time (checkout: by the server; the order's page: from when the
 * order was read), never the phone's: a page drawn by the server reads the same once hydrated.
 */
export function ReadyEstimate({
  minutes,
  around,
  label,
  className = '',
}: {
  minutes: number;
  around: string;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('estimate');
  return (
    <div
      data-testid="ready-estimate"
      data-minutes={minutes}
      className={`flex items-start gap-3 rounded-xl bg-citrus-50 p-3 text-citrus-800 ${className}`}
    >
      <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p aria-live="polite">
        {label && <span className="block text-sm font-semibold">{label}</span>}
        <span className="font-bold">{t('ready.inAbout', { count: minutes })}</span>{' '}
        {/* Under a label (checkout) the time has its own line: the box is as tall in every width and language as its placeholder. */}
        <span className={`text-sm whitespace-nowrap ${label ? 'block' : ''}`}>
          {t('ready.around', { time: around })}
        </span>
      </p>
    </div>
  );
}

/** The labelled estimate's place while it is asked for: the same box, label and lines, so nothing moves when it comes. */
export function ReadyEstimatePlaceholder({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-start gap-3 rounded-xl bg-citrus-50 p-3 text-citrus-800 ${className}`}
    >
      <Clock className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <span className="block text-sm font-semibold">{label}</span>
        <div className="flex h-6 items-center">
          <Skeleton className="h-4 w-44" />
        </div>
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-28" />
        </div>
      </div>
    </div>
  );
}
