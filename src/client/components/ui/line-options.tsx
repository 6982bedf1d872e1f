import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import { useFormatMoney } from './price-format';

interface LineOption {
  nameEn: string;
  nameAr: string;
  priceFils: number;
  isDefault: boolean;
}

/**
 * Which options a line shows: those that differ from the group's default ("No sugar", "Honey"),
 * and a default only when it costs something (so the price adds up). "Normal sugar, normal ice"
 * on every juice would be noise hiding the choices that matter.
 */
const shownOptions = <T extends LineOption>(options: readonly T[]) =>
  options.filter((o) => !o.isDefault || o.priceFils > 0);

/** A line's options with what each adds ("No sugar · Honey +AED 2.00") and its note, in the current language. */
export function LineOptions({
  options,
  note,
  className = '',
}: {
  options: readonly LineOption[];
  note: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatMoney();
  const shown = shownOptions(options);
  if (shown.length === 0 && !note) return null;
  return (
    <div className={`text-sm text-stone-700 ${className}`} data-testid="line-options">
      {shown.length > 0 && (
        <ul aria-label={t('cart.options')} className="flex flex-wrap gap-x-1">
          {shown.map((o, i) => (
            <li key={`${o.nameEn}-${i}`}>
              {i > 0 && <span aria-hidden="true">· </span>}
              {locale === 'ar' ? o.nameAr : o.nameEn}
              {o.priceFils > 0 && (
                <>
                  {' '}
                  <bdi dir="ltr" className="whitespace-nowrap text-stone-600">
                    +{format(o.priceFils)}
                  </bdi>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p className="break-words">
          <span className="font-semibold">{t('cart.note')}:</span> <bdi>{note}</bdi>
        </p>
      )}
    </div>
  );
}
