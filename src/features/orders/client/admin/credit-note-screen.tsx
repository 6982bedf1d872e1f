import '@/client/locales/bundles/admin-orders';
import './receipt-print.css';
import { ArrowLeft, ArrowRight, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { Price } from '@/client/components/ui/price';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { CANCEL_REASONS, isOneOf, REFUND_REASONS } from '@/common/domain';
import { isolate } from '@/common/text';
import { creditNoteNumber, type CreditNote } from '../../orders.money.schema';
import { OrderNumber } from './order-bits';
import { useCreditNote } from './money-api';
import { adminHref } from '@/common/paths';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-extrabold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

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
  const { t, i18n } = useTranslation('admin-orders');
  const locale = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  const reason = useReasonText(note);
  return (
    <article
      id="order-receipt"
      className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-stone-900 shadow-sm"
    >
      <header className="text-center">
        <p className="text-2xl font-black" data-testid="shop-legal-name">
          {locale === 'ar' ? note.shop.legalNameAr : note.shop.legalNameEn}
        </p>
        <p className="mt-1 text-sm">{locale === 'ar' ? note.shop.addressAr : note.shop.addressEn}</p>
        <p className="text-sm">
          {t('receipt.phone')} <bdi dir="ltr">{note.shop.phone}</bdi>
        </p>
        {note.shop.trn && (
          <p className="text-sm">
            {t('receipt.trn')} <bdi dir="ltr">{note.shop.trn}</bdi>
          </p>
        )}
        <h1 className="mt-4 border-y border-dashed border-stone-400 py-2 text-xl font-extrabold">
          {t('creditNote.title')}
          <span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className="block text-base font-bold">
            {i18n.t('creditNote.title', { ns: 'admin-orders', lng: other })}
          </span>
        </h1>
      </header>
      <dl className="mt-4 space-y-1 text-sm">
        <Row label={t('creditNote.number')}>
          <bdi dir="ltr" className="font-bold" data-testid="credit-note-number">
            {creditNoteNumber(note.number)}
          </bdi>
        </Row>
        <Row label={t('creditNote.date')}>{formatShopDateTime(note.createdAt, locale)}</Row>
        <Row label={t('creditNote.customer')}>{note.order.customerName}</Row>
        <Row label={t('creditNote.invoice')}>
          <OrderNumber number={note.order.number} />
        </Row>
        <Row label={t('creditNote.invoiceDate')}>{formatShopDateTime(note.order.createdAt, locale)}</Row>
      </dl>
      <dl className="mt-4 space-y-1 border-t border-dashed border-stone-400 pt-3 text-sm">
        <Row label={t('creditNote.net')}>
          <Price fils={note.netFils} />
        </Row>
        <Row label={t('creditNote.vat', { rate: note.order.vatRateBp / 100 })}>
          <span data-testid="credit-note-vat">
            <Price fils={note.vatFils} />
          </span>
        </Row>
        <Row label={t('creditNote.total')} strong>
          <Price fils={note.amountFils} />
        </Row>
        <Row label={t('creditNote.reason')}>
          <bdi>{reason}</bdi>
        </Row>
        <Row label={t('creditNote.method')}>{t(`paymentMethod.${note.method}`)}</Row>
      </dl>
      {note.cancelsOrder && (
        <p className="mt-4 text-center text-sm font-semibold">{t('creditNote.cancels')}</p>
      )}
    </article>
  );
}

/** `/admin/orders/:id/credit-notes/:number`: a tax credit note, with a Print button (80 mm, like the receipt). */
export function Component() {
  const { t, i18n } = useTranslation('admin-orders');
  const { id = '', number = '' } = useParams();
  const note = useCreditNote(id, Number(number));
  const { CreditNoteActions } = useAdminSlots();
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <>
      <title>{t('creditNote.pageTitle', { number: isolate(creditNoteNumber(Number(number) || 0)) })}</title>
      <div className="mx-auto mb-4 flex max-w-md flex-wrap items-center gap-2">
        <Link to={adminHref('receipt', { id })} className={`${buttonClass('ghost')} me-auto`}>
          <Back aria-hidden="true" className="h-4 w-4" />
          {t('creditNote.back')}
        </Link>
        <Button onClick={() => window.print()} disabled={!note.data}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('receipt.print')}
        </Button>
        {CreditNoteActions && note.data && <CreditNoteActions orderId={id} number={note.data.number} />}
      </div>
      {note.data ? (
        <CreditNoteSheet note={note.data} />
      ) : note.isError ? (
        <p
          role="alert"
          className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
        >
          {t('orders.loadFailed')}
        </p>
      ) : (
        <Skeleton className="mx-auto h-96 max-w-md" />
      )}
    </>
  );
}
