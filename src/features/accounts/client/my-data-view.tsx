import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDate, formatShopDateTime } from '@/common/dates';
import type { MyData } from '../my-data.schema';

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

/** A titled part of the page; each starts on a fresh sheet's flow when printed (never split mid-row). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 break-inside-avoid-page">
      <h2
        id={id}
        className="border-b border-stone-200 pb-2 text-xl font-bold text-brand-900 print:text-black"
      >
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs, two columns from a tablet up. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid items-baseline gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-stone-600">{label}</dt>
          <dd className="break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Download my data" as a page to read and print: the same data as the JSON file, in the visitor's language. */
export function MyDataView({ data }: { data: MyData }) {
  const { t } = useTranslation('my-data');
  const locale = useLocale();
  const none = <span className="text-stone-500">{t('page.none')}</span>;
  const yesNo = (v: boolean) => (v ? t('page.yes') : t('page.no'));

  return (
    <>
      <Part id="data-account" title={t('account.heading')}>
        <Facts
          rows={[
            [t('account.name'), <bdi key="n">{data.account.name}</bdi>],
            [t('account.email'), ltr(data.account.email)],
            [t('account.createdAt'), formatShopDate(data.account.createdAt, locale)],
            [t('account.emailConfirmed'), yesNo(data.account.emailConfirmed)],
          ]}
        />
      </Part>

      <Part id="data-customer" title={t('customer.heading')}>
        {data.customer ? (
          <Facts
            rows={[
              [t('account.name'), <bdi key="n">{data.customer.name}</bdi>],
              [t('customer.phone'), data.customer.phone ? ltr(data.customer.phone) : none],
              [t('customer.carPlate'), data.customer.carPlate ? ltr(data.customer.carPlate) : none],
            ]}
          />
        ) : (
          none
        )}
      </Part>

      <Part id="data-cars" title={t('cars.heading')}>
        {data.savedCars.length === 0 ? (
          none
        ) : (
          <ul className="space-y-2">
            {data.savedCars.map((car) => (
              <li key={car.plate} className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-bold">{ltr(car.plate)}</span>
                {[car.nickname, car.colour, car.make].filter(Boolean).map((text) => (
                  <bdi key={text} className="text-stone-700">
                    {text}
                  </bdi>
                ))}
                {car.isDefault && (
                  <span className="text-sm font-semibold text-brand-800">{t('cars.default')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="data-orders" title={t('orders.heading')}>
        {data.orders.length === 0 ? (
          none
        ) : (
          <div className="space-y-6">
            {data.orders.map((order) => (
              <article
                key={order.number}
                aria-label={`#${order.number}`}
                className="break-inside-avoid rounded-2xl border border-stone-200 p-4"
              >
                <h3 className="text-lg font-bold">{ltr(`#${order.number}`)}</h3>
                <div className="mt-2">
                  <Facts
                    rows={[
                      [t('orders.placedAt'), formatShopDateTime(order.placedAt, locale)],
                      [t('orders.status'), t(`status.${order.status}`, { ns: 'orders' })],
                      [
                        t('orders.payment'),
                        `${t(`paymentMethod.${order.paymentMethod}`, { ns: 'orders' })} · ${t(`orders.${order.paymentStatus}`)}`,
                      ],
                      [t('orders.carPlate'), order.carPlate ? ltr(order.carPlate) : none],
                      [
                        t('orders.arrivalNote'),
                        order.arrivalNote ? <bdi key="a">{order.arrivalNote}</bdi> : none,
                      ],
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
                        <td className="py-1.5">{locale === 'ar' ? item.nameAr : item.nameEn}</td>
                        <td className="py-1.5">{t(`sizes.${item.size}`, { ns: 'common' })}</td>
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
            ))}
          </div>
        )}
      </Part>

      <Part id="data-reviews" title={t('reviews.heading')}>
        {data.reviews.length === 0 ? (
          none
        ) : (
          <ul className="space-y-4">
            {data.reviews.map((review) => (
              <li
                key={review.writtenAt + review.title}
                className="break-inside-avoid rounded-2xl border border-stone-200 p-4"
              >
                <p className="font-bold">
                  {review.product
                    ? locale === 'ar'
                      ? review.product.nameAr
                      : review.product.nameEn
                    : t('reviews.unknownProduct')}
                  {review.orderNumber !== null && (
                    <span className="ms-2 font-normal text-stone-600">{ltr(`#${review.orderNumber}`)}</span>
                  )}
                </p>
                <p className="text-sm text-stone-600">
                  {t('reviews.rating', { rating: review.rating })} · {t(`reviews.status.${review.status}`)} ·{' '}
                  {formatShopDate(review.writtenAt, locale)}
                </p>
                {review.title && (
                  <p className="mt-2 font-semibold">
                    <bdi>{review.title}</bdi>
                  </p>
                )}
                <p className="mt-1 whitespace-pre-line">
                  <bdi>{review.comment}</bdi>
                </p>
                {review.shopReply && (
                  <p className="mt-2 border-s-4 border-brand-700/40 ps-3 text-sm text-stone-700">
                    <span className="font-semibold">{t('reviews.reply')}: </span>
                    <bdi>{review.shopReply}</bdi>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Part>
    </>
  );
}
