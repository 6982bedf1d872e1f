import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/client/components/ui/price-format';
import { useLocale } from '@/client/lib/use-locale';
import type { OrderLineOption } from '@/common/order-line-option';
import { nameIn } from './order-names';

/** "+2.00 AED", the plus inside the isolate so it never lands after the number in Arabic. */
function OptionPrice({ fils, className = '' }: { fils: number; className?: string }) {
  const format = useFormatMoney();
  return (
    <bdi dir="ltr" className={`whitespace-nowrap ${className}`}>
      +{format(fils)}
    </bdi>
  );
}

/**
 * The options of a line that differ from their group's default ("No sugar", "Honey"): bold,
 * dark pills that cannot be missed at arm's length, in the staff member's language whatever
 * language the customer ordered in. Nothing when every option is the default.
 * `withDefaults`: the defaults too, quietly after the pills (the order view).
 * `withPrices`: an option's price beside it (the order view; the board leaves money out).
 */
export function LineOptions({
  options,
  size = 'lg',
  withDefaults = false,
  withPrices = false,
}: {
  options: OrderLineOption[];
  size?: 'sm' | 'lg';
  withDefaults?: boolean;
  withPrices?: boolean;
}) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const chosen = options.filter((o) => !o.isDefault);
  const defaults = withDefaults ? options.filter((o) => o.isDefault) : [];
  if (chosen.length === 0 && defaults.length === 0) return null;
  return (
    <ul aria-label={t('line.options')} className="mt-1 flex flex-wrap items-center gap-1.5">
      {chosen.map((o) => (
        <li
          key={o.optionId}
          data-option={o.nameEn}
          title={nameIn({ nameEn: o.groupNameEn, nameAr: o.groupNameAr }, locale)}
          className={`inline-flex items-center gap-1 rounded-full bg-stone-900 font-extrabold text-white ${
            size === 'lg' ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm'
          }`}
        >
          {nameIn(o, locale)}
          {withPrices && o.priceFils > 0 && (
            <OptionPrice fils={o.priceFils} className="font-semibold text-citrus-200" />
          )}
        </li>
      ))}
      {defaults.map((o) => (
        <li key={o.optionId} data-default-option={o.nameEn} className="px-1 text-sm text-stone-600">
          {nameIn(o, locale)}
          {withPrices && o.priceFils > 0 && (
            <>
              {' '}
              <OptionPrice fils={o.priceFils} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The customer's note on a line, in a yellow block with an icon: staff read it before making the drink. */
export function LineNote({ note, size = 'lg' }: { note: string | null; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('admin-orders');
  if (!note) return null;
  return (
    <p
      data-line-note="true"
      className={`mt-1.5 flex items-start gap-2 rounded-lg border-s-4 border-amber-500 bg-amber-100 px-2.5 py-1.5 font-bold text-stone-950 ${
        size === 'lg' ? 'text-base' : 'text-sm'
      }`}
    >
      <MessageSquareText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <span>
        <span className="sr-only">{t('line.note')}: </span>
        <bdi>{note}</bdi>
      </span>
    </p>
  );
}
