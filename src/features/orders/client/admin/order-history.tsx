import { useTranslation } from 'react-i18next';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { AdminOrderDetail } from '../../orders.admin.schema';

/** Every status change, the customer's arrival at the car and the payment, oldest first: what, who, when. */
export function OrderHistory({ history, locale }: { history: AdminOrderDetail['history']; locale: Locale }) {
  const { t } = useTranslation('admin-orders');
  const status = (s: string) => t(`orderStatus.${s}`, { ns: 'common' });
  return (
    <ol className="space-y-3 border-s-2 border-stone-200 ps-4">
      {history.map((e, i) => (
        <li key={i} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.4rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700"
          />
          <p className="font-semibold text-stone-900">
            {e.kind === 'arrived'
              ? t('view.arrived')
              : e.kind === 'paid'
                ? t('view.paid')
                : e.from === null
                  ? t('view.placed')
                  : t('view.changed', { from: status(e.from), to: status(e.to) })}
          </p>
          {e.note && (
            <p className="text-sm text-stone-800">
              <bdi>{e.note}</bdi>
            </p>
          )}
          <p className="text-sm text-stone-600">
            <time dateTime={e.at}>{formatShopDateTime(e.at, locale)}</time>
            {' · '}
            {e.by
              ? e.by.staff
                ? t('view.by', { name: e.by.name })
                : t('view.byCustomer')
              : e.kind === 'arrived'
                ? t('view.byCustomer')
                : t('view.bySystem')}
          </p>
        </li>
      ))}
    </ol>
  );
}
