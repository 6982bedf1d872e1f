import '@/client/locales/bundles/admin-printing';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLocale } from '@/client/lib/use-locale';
import { usePrinterStatus, usePrintInvoice, usePrintTicket } from './printer-api';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/** Prints an order's kitchen ticket (again) on the network printer; hidden while the printer is off. */
export function PrintTicketButton({
  orderId,
  kind = 'ticket',
  className = '',
}: {
  orderId: string;
  /** `invoice`: the simplified tax invoice ("Print on printer", the receipt screen). */
  kind?: 'ticket' | 'invoice';
  className?: string;
}) {
  const { t } = useTranslation('admin-printing');
  const locale = useLocale();
  const enabled = usePrinterStatus().data?.enabled;
  const ticket = usePrintTicket();
  const invoice = usePrintInvoice();
  const print = kind === 'invoice' ? invoice : ticket;
  if (!enabled) return null;
  return (
    <button
      type="button"
      className={`${BUTTON} ${className}`}
      disabled={print.isPending}
      data-print={kind}
      onClick={() =>
        print.mutate(orderId, {
          onSuccess: () => toast.success(t('print.queued')),
          onError: (err) => toastFailure(t('print.failed'), err, locale),
        })
      }
    >
      <Printer aria-hidden="true" className="h-4 w-4" />
      {t(kind === 'invoice' ? 'print.invoice' : 'print.ticket')}
    </button>
  );
}

/** The receipt screen's "Print on printer": the simplified tax invoice on the shop's printer. */
export function PrintInvoiceButton({ orderId }: { orderId: string }) {
  return <PrintTicketButton orderId={orderId} kind="invoice" />;
}
