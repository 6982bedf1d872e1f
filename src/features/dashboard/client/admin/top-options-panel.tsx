import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import { formatCount } from '@/common/locales';
import type { TopOption } from '../../dashboard.schema';
import { EmptyPanel } from './dashboard-panel';

/** Options on the screen; the CSV has every option, defaults included. */
const SHOWN = 6;

/**
 * The most chosen options that differ from their group's default ("No sugar", "Honey"): the
 * share of the items offered the option's group that had it (see TopOptionSchema), as a bar.
 */
export function TopOptionsBars({ options }: { options: TopOption[] }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  const shown = options.filter((o) => !o.isDefault).slice(0, SHOWN);
  return (
    <div>
      {shown.length === 0 ? (
        <EmptyPanel text={t('options.empty')} />
      ) : (
        <ul className="space-y-4">
          {shown.map((o) => {
            const share = o.offered > 0 ? o.quantity / o.offered : 0;
            const name = locale === 'ar' ? o.nameAr : o.nameEn;
            return (
              <li key={o.optionId} data-option={o.nameEn}>
                <div className="mb-1.5 flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-stone-900">{name}</span>
                  <span className="text-stone-600">{locale === 'ar' ? o.groupNameAr : o.groupNameEn}</span>
                  <span className="ms-auto font-bold text-stone-900 tabular-nums">
                    {t('options.share', { value: formatCount(Math.round(share * 100), locale) })}
                  </span>
                  <span className="basis-full text-stone-600 tabular-nums">
                    {t('options.of', {
                      count: o.offered,
                      formatted: formatCount(o.quantity, locale),
                      offered: formatCount(o.offered, locale),
                    })}
                  </span>
                </div>
                <div className="h-3 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-700" style={{ width: `${share * 100}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-xs text-stone-600">{t('options.definition')}</p>
    </div>
  );
}
