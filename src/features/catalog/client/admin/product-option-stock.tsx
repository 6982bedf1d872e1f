import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { nameIn } from './product-name';
import { useOptionGroups, useSetOptionStock } from './options-api';

/**
 * The option groups a product offers, with their options; those who may change stock tick what
 * has run out ("we're out of almond milk": for every drink that offers it, at once).
 */
export function ProductOptionStock({ groupIds, canStock }: { groupIds: string[]; canStock: boolean }) {
  const { t } = useTranslation('admin-catalog');
  const locale = useLocale();
  const stock = useSetOptionStock();
  const all = useOptionGroups('active').data?.groups ?? [];
  const groups = groupIds.flatMap((id) => all.filter((g) => g.id === id));
  const set = async (id: string, soldOut: boolean) => {
    try {
      await stock.mutateAsync({ id, soldOut });
      toast.success(t('products.stockSaved'));
    } catch {
      toast.error(t('products.stockFailed'));
    }
  };
  return (
    <section>
      <h3 className="mb-1 text-sm font-bold text-stone-800">{t('view.options')}</h3>
      {canStock && groups.length > 0 && (
        <p className="mb-2 text-xs text-stone-600">{t('view.optionStockHint')}</p>
      )}
      {groups.length === 0 && <p className="text-sm text-stone-600">{t('view.noOptions')}</p>}
      <div className="space-y-2">
        {groups.map((g) => (
          <fieldset key={g.id} className="rounded-xl bg-stone-50 p-3" disabled={stock.isPending}>
            <legend className="float-start w-full text-sm font-semibold text-stone-800">
              {nameIn(g, locale)}
            </legend>
            <ul className="clear-both flex flex-wrap gap-x-5 gap-y-1">
              {g.options
                .filter((o) => o.status === 'active')
                .map((o) => (
                  <li key={o.id} className="text-sm">
                    {canStock ? (
                      <label className="flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-700"
                          checked={o.soldOut}
                          onChange={(e) => void set(o.id, e.target.checked)}
                        />
                        {t('view.optionSoldOut', { name: nameIn(o, locale) })}
                      </label>
                    ) : (
                      <span className="flex min-h-8 items-center gap-1.5">
                        {nameIn(o, locale)}
                        {o.priceFils > 0 && (
                          <span className="text-stone-600">
                            +<Price fils={o.priceFils} />
                          </span>
                        )}
                        {o.soldOut && (
                          <span className="text-xs font-semibold text-red-700">{t('products.soldOut')}</span>
                        )}
                      </span>
                    )}
                  </li>
                ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
