import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/client/components/admin/dialog';
import { Button } from '@/client/components/ui/button';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { Price } from '@/client/components/ui/price';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatShopDate, formatShopDateTime } from '@/common/dates';
import { useLocale } from '@/client/lib/use-locale';
import type { AdminCustomer, AdminCustomerDetail } from '../../customers.schema';
import { useCustomer } from './customers-api';
import { PlateBadge } from '@/client/components/plate-badge';
import { Ltr } from './customer-bits';
import { formatCount } from '@/common/locales';
import { adminHref } from '@/common/admin-paths';

function Fact({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold text-stone-600">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}

function OrderHistory({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation('admin-customers');
  const locale = useLocale();
  if (customer.orders.length === 0)
    return <p className="rounded-xl bg-stone-50 p-4 text-center text-stone-600">{t('view.noOrders')}</p>;
  return (
    <>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {customer.orders.map((o) => (
          <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
            <Link
              to={adminHref('receipt', { id: o.id })}
              className="font-bold text-brand-800 underline-offset-2 hover:underline"
              aria-label={t('view.receipt', { number: `#${o.number}` })}
            >
              <bdi dir="ltr" className="tabular-nums">
                #{o.number}
              </bdi>
            </Link>
            <time dateTime={o.createdAt} className="me-auto text-sm text-stone-600">
              {formatShopDateTime(o.createdAt, locale)}
            </time>
            <Price fils={o.totalFils} className="font-semibold text-stone-900" />
            <OrderStatusBadge status={o.status} size="sm" />
          </li>
        ))}
      </ul>
      {customer.orders.length < customer.orderCount && (
        <p className="mt-2 text-sm text-stone-600">
          {t('view.latest', {
            shown: formatCount(customer.orders.length, locale),
            count: customer.orderCount,
            formatted: formatCount(customer.orderCount, locale),
          })}
        </p>
      )}
    </>
  );
}

function Details({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation('admin-customers');
  const locale = useLocale();
  return (
    <div className="space-y-5">
      <section aria-labelledby="customer-personal">
        <h3 id="customer-personal" className="mb-2 font-bold text-stone-900">
          {t('view.personal')}
        </h3>
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t('fields.name')} className="col-span-2 sm:col-span-1">
            {customer.name}
          </Fact>
          <Fact label={t('fields.email')} className="col-span-2 sm:col-span-1">
            <Ltr>{customer.email}</Ltr>
          </Fact>
          <Fact label={t('fields.phone')}>{customer.phone ? <Ltr>{customer.phone}</Ltr> : t('none')}</Fact>
          <Fact label={t('fields.carPlate')}>
            {customer.carPlate ? <PlateBadge plate={customer.plate} text={customer.carPlate} /> : t('none')}
          </Fact>
          <Fact label={t('view.joined')}>{formatShopDate(customer.createdAt, locale)}</Fact>
          <Fact label={t('view.account')}>{customer.hasAccount ? t('hasAccount') : t('guest')}</Fact>
        </dl>
      </section>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-stone-50 p-3 text-center">
        <Fact label={t('columns.orders')}>{formatCount(customer.orderCount, locale)}</Fact>
        <Fact label={t('view.completed')}>{formatCount(customer.completedCount, locale)}</Fact>
        <Fact label={t('columns.spent')}>
          <Price fils={customer.totalSpentFils} className="font-semibold" />
        </Fact>
      </dl>
      <section aria-labelledby="customer-orders">
        <h3 id="customer-orders" className="mb-2 font-bold text-stone-900">
          {t('view.orders')}
        </h3>
        <OrderHistory customer={customer} />
      </section>
    </div>
  );
}

/** The customer's personal information and order history (or "No orders found"). */
export function CustomerViewDialog({
  row,
  onClose,
  onEdit,
}: {
  row: AdminCustomer | null;
  onClose: () => void;
  onEdit?: (row: AdminCustomer) => void;
}) {
  const { t } = useTranslation(['admin-customers', 'admin', 'common']);
  const detail = useCustomer(row?.id ?? null);
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('view.title')}
      description={row?.name}
      size="lg"
      footer={
        row && (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            {onEdit && <Button onClick={() => onEdit(row)}>{t('admin:actions.edit')}</Button>}
          </>
        )
      }
    >
      {detail.data ? (
        <Details customer={detail.data} />
      ) : detail.isError ? (
        <p role="alert" className="text-red-800">
          {t('loadFailed')}
        </p>
      ) : (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </Dialog>
  );
}
