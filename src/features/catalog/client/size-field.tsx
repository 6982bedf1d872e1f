import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { pick } from '@/common/locales';
import type { MenuSize } from '../catalog.schema';
import { CHOICE_CLASS } from './choice-class';

/**
 * "Choose a size": one radio per size, in the owner's order, named as the owner names it in the
 * visitor's language, with its price; a sold-out size says so and cannot be chosen.
 */
export function SizeField({
  sizes,
  chosen,
  onChoose,
}: {
  sizes: MenuSize[];
  chosen: string | undefined;
  onChoose: (size: string) => void;
}) {
  const { t } = useTranslation(['common', 'menu']);
  const locale = useLocale();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-bold">{t('menu:chooseSize')}</legend>
      <div className="grid gap-2">
        {sizes.map((s) => (
          <label key={s.size} className={CHOICE_CLASS}>
            <input
              type="radio"
              name={name}
              value={s.size}
              checked={chosen === s.size}
              disabled={s.soldOut}
              onChange={() => onChoose(s.size)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="flex-1 font-semibold">{pick(s, 'name', locale)}</span>
            {s.soldOut ? (
              <span className="text-sm">{t('product.soldOut')}</span>
            ) : (
              <Price fils={s.priceFils} />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
