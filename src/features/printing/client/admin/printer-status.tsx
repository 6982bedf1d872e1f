import '@/client/locales/bundles/admin-printing';
import { PrinterX, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLocale } from '@/client/lib/use-locale';
import { usePrinterStatus, useRetryPrinter } from './printer-api';

/**
 * "Printer offline — 3 tickets waiting" with a Retry button, while the printer is on and its
 * last attempt failed; nothing otherwise. Read every 10 s.
 */
export function PrinterStatus() {
  const { t } = useTranslation('admin-printing');
  const locale = useLocale();
  const status = usePrinterStatus();
  const retry = useRetryPrinter();
  const s = status.data;
  if (!s || !s.enabled || s.online) return null;
  return (
    <div
      role="alert"
      data-printer-offline="true"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-red-950"
    >
      <PrinterX aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />
      <p className="me-auto font-bold">
        {s.waiting > 0 ? t('status.offline', { count: s.waiting }) : t('status.offlineNone')}
      </p>
      <button
        type="button"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(undefined, {
            onSuccess: () => toast.success(t('status.retried')),
            onError: (err) => toastFailure(t('status.retryFailed'), err, locale),
          })
        }
        className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
      >
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {t('status.retry')}
      </button>
    </div>
  );
}
