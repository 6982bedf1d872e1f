import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { invoiceLine, listsParts } from '../../invoice-line';
import { nameIn } from './order-names';
import { pick } from '@/common/locales';

/**
 * Under a line of the printed invoice: the size with its own price, each option listed on paper (see
 * invoiceLine) with its price when it has one, the price of one with them, and the note — so
 * that base + options = each, and each × quantity = the amount.
 */
export function ReceiptLineParts({ item }: { item: AdminOrderDetail['items'][number] }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const line = invoiceLine(item);
  if (!listsParts(item))
    return (
      <span className="block text-xs text-stone-700">
        <Price fils={item.unitPriceFils} />
      </span>
    );
  return (
    <>
      <span className="flex justify-between gap-2 text-xs text-stone-700">
        <span>{pick(item, 'sizeName', locale)}</span>
        <Price fils={line.baseFils} />
      </span>
      {line.options.map((o) => (
        <span
          key={o.optionId}
          data-receipt-option={o.nameEn}
          className="flex justify-between gap-2 text-xs font-semibold text-stone-900"
        >
          <span>+ {nameIn(o, locale)}</span>
          {o.priceFils > 0 && <Price fils={o.priceFils} />}
        </span>
      ))}
      {line.priced && (
        <span className="flex justify-between gap-2 border-t border-dotted border-stone-400 text-xs text-stone-700">
          <span>{t('receipt.each')}</span>
          <Price fils={item.unitPriceFils} />
        </span>
      )}
      {item.note && (
        <span data-receipt-note="true" className="block text-xs text-stone-800 italic">
          {t('receipt.note')}: <bdi>{item.note}</bdi>
        </span>
      )}
    </>
  );
}
