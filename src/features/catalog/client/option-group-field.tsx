import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/client/components/ui/price-format';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuOption, MenuOptionGroup } from '../catalog.schema';
import type { OptionProblem } from '../option-rules';
import { CHOICE_CLASS } from './choice-class';

/**
 * One option group in the sheet, with its name as the legend: a single-choice group is a radio
 * group (an optional one offers "None"), a multiple one checkboxes ("Choose up to 3": once full,
 * the others wait). Each option shows what it adds ("+AED 2.00"); a sold-out one says so and
 * cannot be chosen. What is wrong with the choice is said below the group, and read out.
 */
export function OptionGroupField({
  group,
  chosenIds,
  onChange,
  problems,
}: {
  group: MenuOptionGroup;
  chosenIds: string[];
  onChange: (ids: string[]) => void;
  problems: OptionProblem[];
}) {
  const { t } = useTranslation('options');
  const locale = useLocale();
  const format = useFormatMoney();
  const name = useId();
  const hintId = useId();
  const problemId = useId();
  const label = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);
  const own = new Set(group.options.map((o) => o.id));
  const others = chosenIds.filter((id) => !own.has(id));
  const mine = chosenIds.filter((id) => own.has(id));
  const single = group.kind === 'single';
  const full = !single && mine.length >= group.maxChoices;

  const toggle = (o: MenuOption, on: boolean) => {
    if (single) onChange([...others, o.id]);
    else onChange(on ? [...chosenIds, o.id] : chosenIds.filter((id) => id !== o.id));
  };
  const hint = [
    t(group.required ? 'required' : 'optional'),
    ...(single ? [] : [t('upTo', { count: group.maxChoices })]),
  ].join(' · ');
  const message = problems[0] && problemText(problems[0]);

  function problemText(p: OptionProblem) {
    if (p.code === 'option_required') return t('problems.required', { group: label(group) });
    if (p.code === 'option_sold_out') {
      const option = group.options.find((o) => o.id === p.optionId);
      return t('problems.soldOut', { option: option ? label(option) : '' });
    }
    if (mine.length < group.minChoices) return t('atLeast', { count: group.minChoices });
    return t('upTo', { count: group.maxChoices });
  }

  return (
    <fieldset
      data-group={group.id}
      aria-describedby={message ? `${hintId} ${problemId}` : hintId}
      aria-invalid={message ? true : undefined}
    >
      <legend className="font-bold">{label(group)}</legend>
      <p id={hintId} className="mb-2 text-sm text-stone-600">
        {hint}
      </p>
      <div className="grid gap-2">
        {single && !group.required && (
          <label className={CHOICE_CLASS}>
            <input
              type="radio"
              name={name}
              checked={mine.length === 0}
              onChange={() => onChange(others)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="flex-1 font-semibold">{t('none')}</span>
          </label>
        )}
        {group.options.map((o) => {
          const checked = mine.includes(o.id);
          return (
            <label key={o.id} className={CHOICE_CLASS}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                value={o.id}
                checked={checked}
                disabled={o.soldOut || (full && !checked)}
                onChange={(e) => toggle(o, e.target.checked)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="flex-1 font-semibold">{label(o)}</span>
              {o.soldOut ? (
                <span className="text-sm">{t('product.soldOut', { ns: 'common' })}</span>
              ) : (
                o.priceFils > 0 && (
                  <bdi dir="ltr" className="whitespace-nowrap text-stone-700">
                    +{format(o.priceFils)}
                  </bdi>
                )
              )}
            </label>
          );
        })}
      </div>
      {message && (
        <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
