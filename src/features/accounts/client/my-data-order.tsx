import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineOptions } from '@/client/components/ui/line-options';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import type { MyData } from '../my-data.schema';
import { ltr } from './ltr-text';
import { Facts } from './my-data-parts';
import { pick } from '@/common/locales';

/** One order on the "Your data" page: when, status, payment, plate, note, bay (when it has one), its lines and total. */
export function MyDataOrder({ order }: { order: MyData['orders'][number] }) {
  const { t } = useTranslation('my-data');
  const locale = useLocale();
  const none = <span className="text-stone-500">{t('page.none')}</span>;
  return (
    <article
      aria-label={`#${order.number}`}
      className="break-inside-avoid rounded-2xl border border-stone-200 p-4"
    >
      <h3 className="text-lg font-bold">{ltr(`#${order.number}`)}</h3>
      <div className="mt-2">
        <Facts
          rows={[
            [t('orders.placedAt'), formatShopDateTime(order.placedAt, locale)],
            [t('orders.status'), t(`orderStatus.${order.status}`, { ns: 'common' })],
            [
              t('orders.payment'),
              `${t(`paymentMethod.${order.paymentMethod}`, { ns: 'orders' })} · ${t(`orders.${order.paymentStatus}`)}`,
            ],
            [t('orders.carPlate'), order.carPlate ? ltr(order.carPlate) : none],
            [t('orders.arrivalNote'), order.arrivalNote ? <bdi key="a">{order.arrivalNote}</bdi> : none],
            ...(order.bayName ? [[t('orders.bay'), ltr(order.bayName)] as [string, ReactNode]] : []),
          ]}
        />
      </div>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-start text-stone-600">
            <th scope="col" className="py-1 text-start font-semibold">
              {t('orders.item')}
            </th>
            <th scope="col" className="py-1 text-start font-semibold">
              {t('orders.size')}
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              {t('orders.quantity')}
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              {t('orders.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i} className="border-b border-stone-100">
              <td className="py-1.5">
                {locale === 'ar' ? item.nameAr : item.nameEn}
                <LineOptions options={item.options} note={item.note} />
              </td>
              <td className="py-1.5">{pick(item, 'sizeName', locale)}</td>
              <td className="py-1.5 text-end tabular-nums">{item.quantity}</td>
              <td className="py-1.5 text-end">
                <Price fils={item.lineTotalFils} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 flex justify-between font-bold">
        <span>{t('orders.total')}</span>
        <Price fils={order.totalFils} />
      </p>
      <p className="flex justify-between text-sm text-stone-600">
        <span>{t('orders.vat')}</span>
        <Price fils={order.vatFils} />
      </p>
    </article>
  );
}
