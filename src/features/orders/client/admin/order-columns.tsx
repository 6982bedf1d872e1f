import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { column, type Column } from '@/client/components/admin/table-column';
import { RowActions, type RowActionHandlers } from '@/client/components/admin/row-actions';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { Price } from '@/client/components/ui/price';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { AdminOrderRow } from '../../orders.admin.schema';
import { CarPlate, OrderNumber } from './order-bits';
import { nameIn } from './order-names';
import { PaymentStateBadge } from './payment-state-badge';

/**
 * The spec's columns: order, customer (and plate), sales employee, amount, status, date, actions.
 * Below 1280 px (a tablet at the counter: 1024 px with the sidebar) the date moves under the order
 * and the employee under the customer, so the table fits without scrolling sideways in either
 * language. The order's number opens it (as a tap on the row does); a row offers Edit and Delete.
 */
export function useOrderColumns(
  locale: Locale,
  actions: RowActionHandlers<AdminOrderRow>,
  /** "Mark paid" under an unpaid order's amount (issue 35): opens the sheet that asks how. */
  pay?: (row: AdminOrderRow) => void,
): Column<AdminOrderRow>[] {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const wide = 'hidden xl:table-cell';
  const employee = (o: AdminOrderRow) =>
    o.employee ? (
      <span className="text-stone-800">{nameIn(o.employee, locale)}</span>
    ) : (
      <span className="text-stone-600">{t('orders.unassigned')}</span>
    );
  const when = (o: AdminOrderRow, className: string) => (
    <time dateTime={o.createdAt} className={`whitespace-nowrap text-stone-700 ${className}`}>
      {formatShopDateTime(o.createdAt, locale)}
    </time>
  );
  const label = (o: AdminOrderRow) => t('orders.orderLabel', { number: `#${o.number}` });
  return [
    column<AdminOrderRow>('order', t('orders.columns.order'), (o) => (
      <span className="block">
        {actions.view ? (
          <button
            type="button"
            className="rounded text-stone-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={t('admin:actions.viewItem', { item: label(o) })}
            onClick={() => actions.view?.(o)}
          >
            <OrderNumber number={o.number} />
          </button>
        ) : (
          <OrderNumber number={o.number} className="text-stone-900" />
        )}
        <span className="block text-xs whitespace-nowrap text-stone-600">
          {t('orders.items', { count: o.itemCount })}
        </span>
        {when(o, 'block text-xs xl:hidden')}
      </span>
    )),
    column<AdminOrderRow>('customer', t('orders.columns.customer'), (o) => (
      <span className="block min-w-32">
        <span className="block font-semibold text-stone-900">{o.customerName}</span>
        <CarPlate order={o} />
        <span className="mt-1 block text-xs xl:hidden">{employee(o)}</span>
      </span>
    )),
    column<AdminOrderRow>('employee', t('orders.columns.employee'), employee, { className: wide }),
    column<AdminOrderRow>('amount', t('orders.columns.amount'), (o) => (
      <span className="flex flex-col items-start gap-1">
        <Price fils={o.totalFils} className="font-semibold whitespace-nowrap text-stone-900" />
        {pay && o.paymentStatus === 'unpaid' && o.status !== 'cancelled' ? (
          <Button variant="outline" size="sm" className="!h-8" onClick={() => pay(o)}>
            <Banknote aria-hidden="true" className="h-4 w-4" />
            {t('pay.markPaid')}
          </Button>
        ) : (
          <PaymentStateBadge order={o} />
        )}
      </span>
    )),
    column<AdminOrderRow>('status', t('orders.columns.status'), (o) => (
      <OrderStatusBadge status={o.status} size="sm" />
    )),
    column<AdminOrderRow>('date', t('orders.columns.date'), (o) => when(o, ''), { className: wide }),
    // A paid (invoiced) order is never deleted: no Delete on its row (the server refuses too).
    column<AdminOrderRow>(
      'actions',
      t('orders.columns.actions'),
      (o) => (
        <RowActions
          row={o}
          item={label(o)}
          actions={{
            edit: actions.edit,
            remove: o.paymentStatus === 'paid' ? undefined : actions.remove,
          }}
        />
      ),
      { className: 'w-px whitespace-nowrap' },
    ),
  ];
}
