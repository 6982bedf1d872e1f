import { Banknote, Pencil, Printer } from 'lucide-react';
import { paymentStateOf } from '@/common/payment-state';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/client/components/admin/dialog';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { Price } from '@/client/components/ui/price';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { isolate } from '@/common/text';
import type { AdminOrderDetail, AdminOrderRow } from '../../orders.admin.schema';
import { CarPlate } from './order-bits';
import { nameIn } from './order-names';
import { LineNote, LineOptions } from './line-extras';
import { OrderHistory } from './order-history';
import { CreditNoteLinks } from './credit-note-links';
import { OrderMoneyActions } from './order-money-actions';
import { MarkPaidSheet } from './mark-paid-sheet';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { can } from '@/common/permissions';
import { useOrder } from './orders-api';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { pick } from '@/common/locales';
import { adminHref } from '@/common/admin-paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

/** The payment, and for an unpaid order that stands "Mark paid", which asks how (issue 35). */
function Payment({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const [paying, setPaying] = useState(false);
  const canPay = can(useStaffMe().data?.role, 'orders.update');
  return (
    <>
      {t(`paymentMethod.${order.paymentMethod}`)} · {t(`paymentState.${paymentStateOf(order)}`)}
      {canPay && order.paymentStatus === 'unpaid' && order.status !== 'cancelled' && (
        <Button variant="outline" size="sm" className="ms-2 !h-8" onClick={() => setPaying(true)}>
          <Banknote aria-hidden="true" className="h-4 w-4" />
          {t('pay.markPaid')}
        </Button>
      )}
      <MarkPaidSheet order={paying ? order : null} onClose={() => setPaying(false)} />
    </>
  );
}

function Details({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-4">
        <Fact label={t('view.status')}>
          <OrderStatusBadge status={order.status} size="sm" />
        </Fact>
        <Fact label={t('view.date')}>
          <time dateTime={order.createdAt}>{formatShopDateTime(order.createdAt, locale)}</time>
        </Fact>
        <Fact label={t('view.customer')}>
          <span className="block font-semibold">{order.customerName}</span>
          {order.customerPhone && (
            <a href={`tel:${order.customerPhone}`} className="block text-sm text-brand-800 underline">
              <bdi dir="ltr">{order.customerPhone}</bdi>
            </a>
          )}
          <a
            href={`mailto:${order.customerEmail}`}
            className="block text-sm break-all text-stone-700 underline"
          >
            {order.customerEmail}
          </a>
        </Fact>
        <Fact label={t('view.carPlate')}>
          <CarPlate order={order} />
        </Fact>
        <Fact label={t('view.employee')}>
          {order.employee ? nameIn(order.employee, locale) : t('orders.unassigned')}
        </Fact>
        <Fact label={t('view.payment')}>
          <Payment order={order} />
        </Fact>
      </dl>
      <section aria-labelledby="order-items">
        <h3 id="order-items" className="mb-2 font-bold text-stone-900">
          {t('view.items')}
        </h3>
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {order.items.map((item, i) => (
            <li key={i} className="flex items-baseline gap-3 px-3 py-2">
              <div className="me-auto min-w-0">
                <span className="block">
                  {nameIn(item, locale)}{' '}
                  <span className="text-stone-600">({pick(item, 'sizeName', locale)})</span>
                </span>
                <LineOptions options={item.options} size="sm" withDefaults withPrices />
                <LineNote note={item.note} size="sm" />
                <span className="mt-1 block text-sm text-stone-600">
                  <bdi dir="ltr">
                    {item.quantity} × <Price fils={item.unitPriceFils} />
                  </bdi>
                </span>
              </div>
              <Price fils={item.unitPriceFils * item.quantity} className="font-semibold" />
            </li>
          ))}
        </ul>
        <div className="mt-2 flex items-baseline justify-between px-3">
          <span className="text-sm text-stone-600">
            {t('view.vatIncluded', { rate: order.vatRateBp / 100 })}
          </span>
          <Price fils={order.vatFils} className="text-sm text-stone-600" />
        </div>
        <div className="flex items-baseline justify-between px-3 text-lg font-bold">
          <span>{t('view.total')}</span>
          <Price fils={order.totalFils} />
        </div>
        {order.refundedFils > 0 && (
          <div className="flex items-baseline justify-between px-3 font-semibold text-red-800">
            <span>{t('money.refunded')}</span>
            <Price fils={order.refundedFils} />
          </div>
        )}
        <CreditNoteLinks order={order} />
      </section>
      <OrderMoneyActions order={order} />
      <section aria-labelledby="order-history">
        <h3 id="order-history" className="mb-2 font-bold text-stone-900">
          {t('view.history')}
        </h3>
        <OrderHistory history={order.history} locale={locale} orderId={order.id} />
      </section>
    </div>
  );
}

/** The read-only view: items with sizes, totals, payment, and the status history (who, when). */
export function OrderViewDialog({
  row,
  onClose,
  onEdit,
}: {
  row: AdminOrderRow | null;
  onClose: () => void;
  onEdit?: (row: AdminOrderRow) => void;
}) {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const order = useOrder(row?.id ?? null);
  const { OrderActions } = useAdminSlots();
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('view.title', { number: row ? isolate(`#${row.number}`) : '' })}
      size="lg"
      footer={
        row && (
          <>
            <Link to={adminHref('receipt', { id: row.id })} className={buttonClass('outline')}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('view.receipt')}
            </Link>
            {OrderActions && <OrderActions orderId={row.id} />}
            {onEdit && (
              <Button onClick={() => onEdit(row)}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('admin:actions.edit')}
              </Button>
            )}
          </>
        )
      }
    >
      {order.data ? (
        <Details order={order.data} />
      ) : order.isError ? (
        <p role="alert" className="text-red-800">
          {t('orders.loadFailed')}
        </p>
      ) : (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">{t('view.loading')}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </Dialog>
  );
}
