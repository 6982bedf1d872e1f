import '@/client/locales/bundles/admin-orders';
import './receipt-print.css';
import { ArrowLeft, ArrowRight, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { Price } from '@/client/components/ui/price';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { isolate } from '@/common/text';
import { isTaxInvoice, paymentStateOf } from '@/common/payment-state';
import type { OrderReceipt } from '../../orders.admin.schema';
import { CarPlate, OrderNumber } from './order-bits';
import { nameIn } from './order-names';
import { useOrderReceipt } from './orders-api';
import { ReceiptLineParts } from './receipt-line-parts';
import { listsParts } from '../../invoice-line';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { CreditNoteLinks } from './credit-note-links';
import { pick } from '@/common/locales';
import { adminHref } from '@/common/paths';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-extrabold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

function Receipt({ receipt }: { receipt: OrderReceipt }) {
  const { t, i18n } = useTranslation('admin-orders');
  const locale = useLocale();
  const { order, store } = receipt;
  const other = locale === 'ar' ? 'en' : 'ar';
  const rate = order.vatRateBp / 100;
  // A cancelled order is never printed as a tax invoice (decision 046); before it is paid or handed
  // over it is an order confirmation (decision 063).
  const cancelled = order.status === 'cancelled';
  const title = cancelled
    ? 'receipt.cancelled'
    : isTaxInvoice(order)
      ? 'receipt.taxInvoice'
      : 'receipt.confirmation';
  return (
    <article
      id="order-receipt"
      className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-stone-900 shadow-sm"
    >
      <header className="text-center">
        <p className="text-2xl font-black" data-testid="shop-legal-name">
          {locale === 'ar' ? store.legalNameAr : store.legalNameEn}
        </p>
        <p className="mt-1 text-sm">{locale === 'ar' ? store.addressAr : store.addressEn}</p>
        <p className="text-sm">
          {t('receipt.phone')} <bdi dir="ltr">{store.phone}</bdi>
        </p>
        {store.trn && (
          <p className="text-sm">
            {t('receipt.trn')} <bdi dir="ltr">{store.trn}</bdi>
          </p>
        )}
        <h1
          className={`mt-4 border-y border-dashed py-2 text-xl font-extrabold ${cancelled ? 'border-red-700 text-red-800' : 'border-stone-400'}`}
          data-testid="receipt-title"
        >
          {t(title)}
          <span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className="block text-base font-bold">
            {i18n.t(title, { ns: 'admin-orders', lng: other })}
          </span>
        </h1>
      </header>
      <dl className="mt-4 space-y-1 text-sm">
        <Row label={t('receipt.number')}>
          <OrderNumber number={order.number} />
        </Row>
        <Row label={t('receipt.date')}>{formatShopDateTime(order.createdAt, locale)}</Row>
        <Row label={t('receipt.customer')}>{order.customerName}</Row>
        <Row label={t('receipt.carPlate')}>
          <CarPlate order={order} />
        </Row>
      </dl>
      <table className="mt-4 w-full border-y border-dashed border-stone-400 text-sm">
        <thead>
          <tr className="text-stone-700">
            <th scope="col" className="py-2 text-start font-semibold">
              {t('receipt.item')}
            </th>
            <th scope="col" className="py-2 text-center font-semibold">
              {t('receipt.qty')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i} className="align-top">
              <td className="py-1 pe-2">
                {nameIn(item, locale)}{' '}
                {!listsParts(item) && (
                  <span className="text-stone-700">({pick(item, 'sizeName', locale)})</span>
                )}
                <ReceiptLineParts item={item} />
              </td>
              <td className="py-1 text-center tabular-nums">
                <bdi>{item.quantity}</bdi>
              </td>
              <td className="py-1 text-end">
                <Price fils={item.unitPriceFils * item.quantity} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 text-sm">
        <Row label={t('receipt.subtotal')}>
          <Price fils={order.totalFils - order.vatFils} />
        </Row>
        <Row label={t('receipt.vat', { rate })}>
          <Price fils={order.vatFils} />
        </Row>
        <Row label={t('receipt.total')} strong>
          <Price fils={order.totalFils} />
        </Row>
        <Row label={t('receipt.payment')}>
          {t(`paymentMethod.${order.paymentMethod}`)} ·{' '}
          <span data-payment-state={paymentStateOf(order)}>{t(`paymentState.${paymentStateOf(order)}`)}</span>
        </Row>
      </dl>
      <CreditNoteLinks order={order} />
      {!cancelled && <p className="mt-5 text-center text-sm font-semibold">{t('receipt.thanks')}</p>}
    </article>
  );
}

/** `/admin/orders/:id/receipt`: the tax invoice, with a Print button (the print shows the receipt only). */
export function Component() {
  const { t, i18n } = useTranslation('admin-orders');
  const { id = '' } = useParams();
  const receipt = useOrderReceipt(id);
  const { ReceiptActions } = useAdminSlots();
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <>
      <title>
        {t('receipt.pageTitle', { number: receipt.data ? isolate(`#${receipt.data.order.number}`) : '' })}
      </title>
      <div className="mx-auto mb-4 flex max-w-md flex-wrap items-center gap-2">
        <Link to={adminHref('orders')} className={`${buttonClass('ghost')} me-auto`}>
          <Back aria-hidden="true" className="h-4 w-4" />
          {t('receipt.back')}
        </Link>
        <Button onClick={() => window.print()} disabled={!receipt.data}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('receipt.print')}
        </Button>
        {ReceiptActions && <ReceiptActions orderId={id} />}
      </div>
      {receipt.data ? (
        <Receipt receipt={receipt.data} />
      ) : receipt.isError ? (
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
