import '@/client/locales/bundles/admin-orders';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { PrintableDocument } from '@/client/components/admin/printable-document';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { CANCEL_REASONS, isOneOf, REFUND_REASONS } from '@/common/domain';
import { isolate } from '@/common/text';
import { creditNoteNumber, type CreditNote } from '../../orders.money.schema';
import { DocumentHeader, DocumentRow } from './document-header';
import { OrderNumber } from './order-bits';
import { useCreditNote } from './money-api';
import { adminHref } from '@/common/admin-paths';

/** The reason as words: a cancellation's or a refund's list, then staff's note. */
function useReasonText(note: CreditNote) {
  const { t } = useTranslation('admin-orders');
  // A reason from the lists in words; any other (a reason this screen does not know) as it is.
  const r = note.reason;
  const words = note.cancelsOrder
    ? isOneOf(CANCEL_REASONS, r)
      ? t(`money.cancelReasons.${r}`)
      : r
    : isOneOf(REFUND_REASONS, r)
      ? t(`money.refundReasons.${r}`)
      : r;
  return note.note ? `${words}: ${note.note}` : words;
}

function CreditNoteSheet({ note }: { note: CreditNote }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const reason = useReasonText(note);
  return (
    <>
      <DocumentHeader shop={note.shop} title="creditNote.title" />
      <dl className="mt-4 space-y-1 text-sm">
        <DocumentRow label={t('creditNote.number')}>
          <bdi dir="ltr" className="font-bold" data-testid="credit-note-number">
            {creditNoteNumber(note.number)}
          </bdi>
        </DocumentRow>
        <DocumentRow label={t('creditNote.date')}>{formatShopDateTime(note.createdAt, locale)}</DocumentRow>
        <DocumentRow label={t('creditNote.customer')}>{note.order.customerName}</DocumentRow>
        <DocumentRow label={t('creditNote.invoice')}>
          <OrderNumber number={note.order.number} />
        </DocumentRow>
        <DocumentRow label={t('creditNote.invoiceDate')}>
          {formatShopDateTime(note.order.createdAt, locale)}
        </DocumentRow>
      </dl>
      <dl className="mt-4 space-y-1 border-t border-dashed border-stone-400 pt-3 text-sm">
        <DocumentRow label={t('creditNote.net')}>
          <Price fils={note.netFils} />
        </DocumentRow>
        <DocumentRow label={t('creditNote.vat', { rate: note.order.vatRateBp / 100 })}>
          <span data-testid="credit-note-vat">
            <Price fils={note.vatFils} />
          </span>
        </DocumentRow>
        <DocumentRow label={t('creditNote.total')} strong>
          <Price fils={note.amountFils} />
        </DocumentRow>
        <DocumentRow label={t('creditNote.reason')}>
          <bdi>{reason}</bdi>
        </DocumentRow>
        <DocumentRow label={t('creditNote.method')}>{t(`paymentMethod.${note.method}`)}</DocumentRow>
      </dl>
      {note.cancelsOrder && (
        <p className="mt-4 text-center text-sm font-semibold">{t('creditNote.cancels')}</p>
      )}
    </>
  );
}

/** `/admin/orders/:id/credit-notes/:number`: a tax credit note, with a Print button (80 mm, like the receipt). */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const { id = '', number = '' } = useParams();
  const note = useCreditNote(id, Number(number));
  const { CreditNoteActions } = useAdminSlots();
  return (
    <>
      <title>{t('creditNote.pageTitle', { number: isolate(creditNoteNumber(Number(number) || 0)) })}</title>
      <PrintableDocument
        id="order-receipt"
        source={note}
        loadFailed={t('orders.loadFailed')}
        back={{ to: adminHref('receipt', { id }), label: t('creditNote.back') }}
        actions={(data) =>
          CreditNoteActions && data && <CreditNoteActions orderId={id} number={data.number} />
        }
      >
        {(data) => <CreditNoteSheet note={data} />}
      </PrintableDocument>
    </>
  );
}
