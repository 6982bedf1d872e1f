import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMIRATES } from '@/common/domain';
import { formatPlate, normalisePlate, plateIssues, PLATE_CODE_KIND } from '@/common/plates';
import { PlateBadge } from '@/client/components/plate-badge';
import type { CheckoutFormInput } from '@/features/orders/orders.schema';

const FIELD =
  'block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-stone-900 focus:outline-none focus:ring-2 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30 border-stone-300 focus:border-brand-700 focus:ring-brand-700/30';

/**
 * The car's plate the way it is written: the emirate, then the code and the number (left to right
 * as on the plate, in both languages). Arabic digits are fine; the server checks each emirate's
 * pattern and says which part is wrong. A valid plate is previewed as staff will see it.
 */
export function PlateField({ form, err }: { form: UseFormReturn<CheckoutFormInput>; err: (m?: string) => string | undefined }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const plate = useWatch({ control: form.control, name: 'plate' });
  const errors = form.formState.errors.plate;
  const digitsCode = plate?.emirate ? PLATE_CODE_KIND[plate.emirate] === 'digits' : true;
  const preview = plate?.emirate && plateIssues(plate).length === 0 ? normalisePlate(plate) : null;
  const messages = (['emirate', 'code', 'number'] as const).map((k) => ({ k, m: err(errors?.[k]?.message) })).filter((e) => e.m);
  const errorId = `${id}-errors`;
  const invalid = (k: 'emirate' | 'code' | 'number') => (errors?.[k] ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 flex items-baseline gap-2 text-sm font-semibold text-stone-800">
        {t('fields.carPlate')}
        <span className="text-xs font-normal text-stone-600">({t('plateHint')})</span>
      </legend>
      <div className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)] gap-2">
        <div>
          <label htmlFor={`${id}-emirate`} className="mb-1 block text-xs text-stone-700">
            {t('plate.emirate', { ns: 'common' })}
          </label>
          <select id={`${id}-emirate`} className={FIELD} {...invalid('emirate')} {...form.register('plate.emirate')}>
            {EMIRATES.map((e) => (
              <option key={e} value={e}>
                {t(`emirates.${e}`, { ns: 'common' })}
              </option>
            ))}
          </select>
        </div>
        {/* Code then number, left to right as on the plate, in both languages. */}
        <div dir="ltr" className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
          <div>
            <label htmlFor={`${id}-code`} className="mb-1 block text-xs text-stone-700" dir="auto">
              {t('plate.code', { ns: 'common' })}
            </label>
            <input
              id={`${id}-code`}
              className={`${FIELD} font-bold uppercase`}
              inputMode={digitsCode ? 'numeric' : 'text'}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={12}
              placeholder={digitsCode ? '5' : 'A'}
              {...invalid('code')}
              {...form.register('plate.code')}
            />
          </div>
          <div>
            <label htmlFor={`${id}-number`} className="mb-1 block text-xs text-stone-700" dir="auto">
              {t('plate.number', { ns: 'common' })}
            </label>
            <input
              id={`${id}-number`}
              className={`${FIELD} font-bold tabular-nums`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              placeholder="12345"
              {...invalid('number')}
              {...form.register('plate.number')}
            />
          </div>
        </div>
      </div>
      {messages.length > 0 ? (
        <div id={errorId}>
          {messages.map(({ k, m }) => (
            <p key={k} className="mt-1 text-sm text-red-700">
              {m}
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-1.5 flex min-h-8 flex-wrap items-center gap-2 text-xs text-stone-600">
          {preview ? <PlateBadge plate={preview} text={formatPlate(preview)} /> : t('plateExample')}
        </p>
      )}
    </fieldset>
  );
}
