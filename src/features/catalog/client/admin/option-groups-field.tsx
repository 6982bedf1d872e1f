import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import { nameIn } from './product-name';
import { useOptionGroups } from './options-api';

const TAG = 'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * Tick the option groups offered. With `inherited` (a product's category's groups) those are
 * marked "from the category": unticking one leaves it out for this product, ticking another adds it.
 */
export function OptionGroupsField({
  value,
  onChange,
  inherited,
  legend,
  hint,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  inherited?: string[];
  legend: string;
  hint: string;
}) {
  const { t } = useTranslation('admin-catalog');
  const locale = useLocale();
  const groups = (useOptionGroups().data?.groups ?? []).filter(
    (g) => g.status === 'active' || value.includes(g.id),
  );
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <p className="text-xs text-stone-600">{hint}</p>
      {groups.length === 0 && <p className="text-sm text-stone-600">{t('optionGroupsField.none')}</p>}
      <ul className="grid gap-2 sm:grid-cols-2">
        {groups.map((g) => {
          const on = value.includes(g.id);
          const fromCategory = inherited?.includes(g.id) ?? false;
          return (
            <li key={g.id}>
              <label className="flex min-h-11 items-start gap-3 rounded-xl border border-stone-200 p-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  checked={on}
                  onChange={(e) => toggle(g.id, e.target.checked)}
                />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <span className="font-semibold text-stone-900">{nameIn(g, locale)}</span>
                    {fromCategory && on && (
                      <span className={`${TAG} bg-stone-100 text-stone-700`}>
                        {t('optionGroupsField.fromCategory')}
                      </span>
                    )}
                    {fromCategory && !on && (
                      <span className={`${TAG} bg-amber-100 text-amber-900`}>
                        {t('optionGroupsField.leftOut')}
                      </span>
                    )}
                    {inherited && !fromCategory && on && (
                      <span className={`${TAG} bg-brand-100 text-brand-900`}>
                        {t('optionGroupsField.added')}
                      </span>
                    )}
                    {g.status === 'archived' && (
                      <span className={`${TAG} bg-red-100 text-red-900`}>{t('status.archived')}</span>
                    )}
                  </span>
                  <span className="block text-xs text-stone-600">
                    {g.options
                      .filter((o) => o.status === 'active')
                      .map((o) => nameIn(o, locale))
                      .join(t('optionGroupsField.separator'))}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
