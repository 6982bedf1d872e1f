import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RowOrderButtons } from './row-order-buttons';
import { useFieldMessage } from '@/client/lib/form-refusal';
import { Button } from '@/client/components/ui/button';
import { useMoneyFormat } from '@/client/components/ui/price-format';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { currencyLabel } from '@/common/money';
import { MAX_GROUP_OPTIONS, MAX_OPTION_PRICE, type OptionGroupInput } from '../../option-group.admin.schema';

type Row = OptionGroupInput['options'][number];
const blank = (): Row => ({ nameEn: '', nameAr: '', price: 0, isDefault: false, soldOut: false });

/**
 * The group's options: both names, the price added (AED), the default (one radio across the rows,
 * or none), sold out; rows can be added, removed and moved. Plain values rather than
 * useFieldArray, like the product's sizes.
 */
export function OptionRowsFields({ form }: { form: UseFormReturn<OptionGroupInput> }) {
  const { t } = useTranslation('admin-catalog');
  const message = useFieldMessage('admin-catalog');
  const currency = currencyLabel(useMoneyFormat().currency, useLocale());
  const radioName = useId();
  const rows = form.watch('options');
  const setRows = (next: Row[]) =>
    form.setValue('options', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const move = (i: number, by: number) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setRows(next);
  };
  const setDefault = (i: number | null) => setRows(rows.map((r, j) => ({ ...r, isDefault: j === i })));
  const errors = form.formState.errors.options;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('optionForm.options')}</legend>
      {rows.map((row, i) => {
        const name = row.nameEn || row.nameAr || String(i + 1);
        return (
          <div
            key={i}
            role="group"
            aria-label={t('optionForm.optionRow', { n: i + 1 })}
            className="grid gap-x-3 gap-y-2 rounded-xl border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_8rem]"
          >
            <TextField
              label={t('optionForm.optionNameEn')}
              dir="ltr"
              lang="en"
              required
              error={message(errors?.[i]?.nameEn?.message)}
              {...form.register(`options.${i}.nameEn`)}
            />
            <TextField
              label={t('optionForm.optionNameAr')}
              dir="rtl"
              lang="ar"
              required
              error={message(errors?.[i]?.nameAr?.message)}
              {...form.register(`options.${i}.nameAr`)}
            />
            <TextField
              label={t('optionForm.price', { currency })}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max={MAX_OPTION_PRICE}
              dir="ltr"
              error={message(errors?.[i]?.price?.message)}
              {...form.register(`options.${i}.price`, { valueAsNumber: true })}
            />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:col-span-3">
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-800">
                <input
                  type="radio"
                  name={radioName}
                  className="h-5 w-5 accent-brand-700"
                  checked={row.isDefault}
                  onChange={() => setDefault(i)}
                />
                {t('optionForm.default')}
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  {...form.register(`options.${i}.soldOut`)}
                />
                {t('optionForm.soldOut')}
              </label>
              {errors?.[i]?.isDefault && (
                <p role="alert" className="text-sm text-red-700">
                  {message(errors[i]?.isDefault?.message)}
                </p>
              )}
              <RowOrderButtons
                index={i}
                count={rows.length}
                labels={{
                  up: t('optionForm.moveUp', { name }),
                  down: t('optionForm.moveDown', { name }),
                  remove: t('optionForm.removeOption', { name }),
                }}
                onMove={move}
                onRemove={(at) => setRows(rows.filter((_, j) => j !== at))}
              />
            </div>
          </div>
        );
      })}
      <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
        <input
          type="radio"
          name={radioName}
          className="h-5 w-5 accent-brand-700"
          checked={rows.every((r) => !r.isDefault)}
          onChange={() => setDefault(null)}
        />
        {t('optionForm.noDefault')}
      </label>
      <p className="text-xs text-stone-600">{t('optionForm.removeHint')}</p>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {message(listError)}
        </p>
      )}
      {rows.length < MAX_GROUP_OPTIONS && (
        <Button variant="outline" size="sm" onClick={() => setRows([...rows, blank()])}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('optionForm.addOption')}
        </Button>
      )}
    </fieldset>
  );
}
