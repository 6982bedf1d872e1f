import '@/client/locales/bundles/admin-orders';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PrintableDocument } from '@/client/components/admin/printable-document';
import { Price } from '@/client/components/ui/price';
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
import { DocumentHeader, DocumentRow } from './document-header';
import { pick } from '@/common/locales';
import { adminHref } from '@/common/admin-paths';

function Receipt({ receipt }: { receipt: OrderReceipt }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const { order, store } = receipt;
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
    <>
      <DocumentHeader shop={store} title={title} cancelled={cancelled} />
      <dl className="mt-4 space-y-1 text-sm">
        <DocumentRow label={t('receipt.number')}>
          <OrderNumber number={order.number} />
        </DocumentRow>
        <DocumentRow label={t('receipt.date')}>{formatShopDateTime(order.createdAt, locale)}</DocumentRow>
        <DocumentRow label={t('receipt.customer')}>{order.customerName}</DocumentRow>
        <DocumentRow label={t('receipt.carPlate')}>
          <CarPlate order={order} />
        </DocumentRow>
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
        <DocumentRow label={t('receipt.subtotal')}>
          <Price fils={order.totalFils - order.vatFils} />
        </DocumentRow>
        <DocumentRow label={t('receipt.vat', { rate })}>
          <Price fils={order.vatFils} />
        </DocumentRow>
        <DocumentRow label={t('receipt.total')} strong>
          <Price fils={order.totalFils} />
        </DocumentRow>
        <DocumentRow label={t('receipt.payment')}>
          {t(`paymentMethod.${order.paymentMethod}`)} ·{' '}
          <span data-payment-state={paymentStateOf(order)}>{t(`paymentState.${paymentStateOf(order)}`)}</span>
        </DocumentRow>
      </dl>
      <CreditNoteLinks order={order} />
      {!cancelled && <p className="mt-5 text-center text-sm font-semibold">{t('receipt.thanks')}</p>}
    </>
  );
}

/** `/admin/orders/:id/receipt`: the tax invoice, with a Print button (the print shows the receipt only). */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const { id = '' } = useParams();
  const receipt = useOrderReceipt(id);
  const { ReceiptActions } = useAdminSlots();
  return (
    <>
      <title>
        {t('receipt.pageTitle', { number: receipt.data ? isolate(`#${receipt.data.order.number}`) : '' })}
      </title>
      <PrintableDocument
        id="order-receipt"
        source={receipt}
        loadFailed={t('orders.loadFailed')}
        back={{ to: adminHref('orders'), label: t('receipt.back') }}
        actions={() => ReceiptActions && <ReceiptActions orderId={id} />}
      >
        {(data) => <Receipt receipt={data} />}
      </PrintableDocument>
    </>
  );
}
