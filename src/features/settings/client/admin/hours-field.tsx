import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/client/lib/form-refusal';
import type { SettingsInput } from '../../settings.admin.schema';
import { weekdayName } from '../hours-text';
import { useFieldError } from './use-field-error';

/** The UAE's week starts on Monday; the stored list starts on Sunday (as Date.getDay()). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const TIME =
  'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-base tabular-nums focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 read-only:bg-stone-100 read-only:text-stone-400 aria-[invalid=true]:border-red-600';

/** Opening hours per weekday: open and close times, or closed. A close before the open runs past midnight. */
export function HoursField() {
  const { t } = useTranslation('admin-settings');
  const { t: shared } = useTranslation();
  const { register, watch, formState } = useFormContext<SettingsInput>();
  const err = useFieldError();
  const fieldMessage = useFieldMessage('admin-settings');
  const days = watch('hours');
  const whole = (formState.errors.hours as { message?: string } | undefined)?.message;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('hours.title')}</legend>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {WEEK.map((d) => {
          const closed = days[d]?.closed ?? false;
          const name = weekdayName(d, shared);
          const problem = err(`hours.${d}.open`) ?? err(`hours.${d}.close`);
          return (
            <li key={d} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5">
              <span className="w-24 font-semibold text-stone-900">{name}</span>
              <label className="flex items-center gap-2 text-sm text-stone-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  {...register(`hours.${d}.closed`)}
                />
                {t('hours.closed')}
              </label>
              <span className="flex items-center gap-2 text-sm" dir="ltr">
                <input
                  type="time"
                  aria-label={t('hours.opensAt', { day: name })}
                  readOnly={closed}
                  aria-invalid={err(`hours.${d}.open`) ? true : undefined}
                  className={TIME}
                  {...register(`hours.${d}.open`)}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  aria-label={t('hours.closesAt', { day: name })}
                  readOnly={closed}
                  aria-invalid={err(`hours.${d}.close`) ? true : undefined}
                  className={TIME}
                  {...register(`hours.${d}.close`)}
                />
              </span>
              {problem && <span className="basis-full text-sm text-red-700">{problem}</span>}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-stone-600">{t('hours.hint')}</p>
      {whole && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {fieldMessage(whole)}
        </p>
      )}
    </fieldset>
  );
}
