import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMIRATES, type Emirate } from '@/common/domain';
import { formatPlate, normalisePlate, plateIssues, PLATE_CODE_KIND } from '@/common/plates';
import { PlateBadge } from './plate-badge';

const FIELD =
  'block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-stone-900 focus:outline-none focus:ring-2 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30 border-stone-300 focus:border-brand-700 focus:ring-brand-700/30';

type Part = 'emirate' | 'code' | 'number';

export interface PlateInputsProps {
  legend: string;
  hint?: string;
  /** The plate as typed so far (watched), for the code's keyboard and the preview. */
  value: { emirate?: Emirate; code?: string; number?: string } | undefined;
  /** react-hook-form's register() of each part. */
  fields: Record<Part, UseFormRegisterReturn>;
  /** Each part's error, already in the page's language. */
  errors: Partial<Record<Part, string | undefined>>;
  /** Shown under the inputs until the plate is valid (then the plate itself is). */
  example: string;
  /** Between the legend and the inputs (e.g. the saved cars to pick from). */
  before?: ReactNode;
  className?: string;
}

/**
 * The car's plate the way it is written: the emirate, then the code and the number (left to right
 * as on the plate, in both languages). Arabic digits are fine; the server checks each emirate's
 * pattern and says which part is wrong. A valid plate is previewed as staff will see it.
 * Used by the checkout and by the customer's saved cars.
 */
export function PlateInputs({
  legend,
  hint,
  value,
  fields,
  errors,
  example,
  before,
  className = '',
}: PlateInputsProps) {
  const { t } = useTranslation();
  const id = useId();
  const digitsCode = value?.emirate ? PLATE_CODE_KIND[value.emirate] === 'digits' : true;
  const preview =
    value?.emirate &&
    plateIssues({ emirate: value.emirate, code: value.code ?? '', number: value.number ?? '' }).length === 0
      ? normalisePlate({ emirate: value.emirate, code: value.code ?? '', number: value.number ?? '' })
      : null;
  const messages = (['emirate', 'code', 'number'] as const)
    .map((k) => ({ k, m: errors[k] }))
    .filter((e) => e.m);
  const errorId = `${id}-errors`;
  const invalid = (k: Part) =>
    errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <fieldset className={className}>
      <legend className="mb-1 flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-stone-800">
        {legend}
        {hint && <span className="text-xs font-normal text-stone-600">({hint})</span>}
      </legend>
      {before}
      <div className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)] gap-2">
        <div>
          <label htmlFor={`${id}-emirate`} className="mb-1 block text-xs text-stone-700">
            {t('plate.emirate')}
          </label>
          <select id={`${id}-emirate`} className={FIELD} {...invalid('emirate')} {...fields.emirate}>
            {EMIRATES.map((e) => (
              <option key={e} value={e}>
                {t(`emirates.${e}`)}
              </option>
            ))}
          </select>
        </div>
        {/* Code then number, left to right as on the plate, in both languages. */}
        <div dir="ltr" className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
          <div>
            <label htmlFor={`${id}-code`} className="mb-1 block text-xs text-stone-700" dir="auto">
              {t('plate.code')}
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
              {...fields.code}
            />
          </div>
          <div>
            <label htmlFor={`${id}-number`} className="mb-1 block text-xs text-stone-700" dir="auto">
              {t('plate.number')}
            </label>
            <input
              id={`${id}-number`}
              className={`${FIELD} font-bold tabular-nums`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              placeholder="12345"
              {...invalid('number')}
              {...fields.number}
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
          {preview ? <PlateBadge plate={preview} text={formatPlate(preview)} /> : example}
        </p>
      )}
    </fieldset>
  );
}
