import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDate } from '@/common/dates';
import type { MyData } from '../my-data.schema';
import { MyDataOrder } from './my-data-order';
import { ltr } from './ltr-text';
import { Facts, Part } from './my-data-parts';

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
              <MyDataOrder key={order.number} order={order} />
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
