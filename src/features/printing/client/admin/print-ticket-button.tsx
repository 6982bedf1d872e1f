import '@/client/locales/bundles/admin-printing';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLocale } from '@/client/lib/use-locale';
import { creditNoteNumber } from '@/features/orders';
import {
  usePrintClose,
  usePrintCreditNote,
  usePrinterStatus,
  usePrintInvoice,
  usePrintTicket,
  type CloseToPrint,
} from './printer-api';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/**
 * A button that sends something to the shop's printer: hidden while the printer is off; says
 * "added to the print queue", or why not (the server's words, in the screen's language).
 */
function QueueButton<T>({
  print,
  arg,
  label,
  ariaLabel,
  kind,
  className = '',
}: {
  print: {
    mutate: (arg: T, o: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
    isPending: boolean;
  };
  arg: T;
  label: string;
  ariaLabel?: string;
  /** `data-print`: what it prints (tests find it by it). */
  kind: string;
  className?: string;
}) {
  const { t } = useTranslation('admin-printing');
  const locale = useLocale();
  const enabled = usePrinterStatus().data?.enabled;
  if (!enabled) return null;
  return (
    <button
      type="button"
      className={`${BUTTON} ${className}`}
      disabled={print.isPending}
      data-print={kind}
      aria-label={ariaLabel}
      onClick={() =>
        print.mutate(arg, {
          onSuccess: () => toast.success(t('print.queued')),
          onError: (err) => toastFailure(t('print.failed'), err, locale),
        })
      }
    >
      <Printer aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}

/** Prints an order's kitchen ticket (again) on the network printer; hidden while the printer is off. */
export function PrintTicketButton({
  orderId,
  kind = 'ticket',
  className = '',
}: {
  orderId: string;
  /** `invoice`: the simplified tax invoice ("Print on Printer", the receipt screen). */
  kind?: 'ticket' | 'invoice';
  className?: string;
}) {
  const { t } = useTranslation('admin-printing');
  const ticket = usePrintTicket();
  const invoice = usePrintInvoice();
  return (
    <QueueButton
      print={kind === 'invoice' ? invoice : ticket}
      arg={orderId}
      kind={kind}
      className={className}
      label={t(kind === 'invoice' ? 'print.onPrinter' : 'print.ticket')}
    />
  );
}

/** The receipt screen's "Print on Printer": the simplified tax invoice on the shop's printer. */
export function PrintInvoiceButton({ orderId }: { orderId: string }) {
  return <PrintTicketButton orderId={orderId} kind="invoice" />;
}

/**
 * A credit note on the shop's printer: "Print on Printer" on its page, a short "Print" beside it
 * in the order's list of credit notes (`compact`), named with its number for screen readers.
 */
export function PrintCreditNoteButton({
  orderId,
  number,
  compact = false,
}: {
  orderId: string;
  number: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('admin-printing');
  const print = usePrintCreditNote();
  return (
    <QueueButton
      print={print}
      arg={{ orderId, number }}
      kind="credit-note"
      className={compact ? 'min-h-9 print:hidden' : ''}
      label={t(compact ? 'print.short' : 'print.onPrinter')}
      ariaLabel={t('print.creditNote', { number: creditNoteNumber(number) })}
    />
  );
}

/** A closed shift's Z report or a day's close on the shop's printer ("Print on Printer"). */
export function PrintCloseButton({ close }: { close: CloseToPrint }) {
  const { t } = useTranslation('admin-printing');
  const print = usePrintClose();
  return (
    <QueueButton
      print={print}
      arg={close}
      kind={'shiftId' in close ? 'z-report' : 'day-close'}
      label={t('print.onPrinter')}
    />
  );
}
