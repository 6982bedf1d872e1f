import { Plus, Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/client/components/admin/form-errors';
import { SelectField } from '@/client/components/admin/select-field';
import { Button } from '@/client/components/ui/button';
import { useMoneyFormat } from '@/client/components/ui/price-format';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { SIZES } from '@/common/domain';
import { currencyLabel } from '@/common/money';
import type { ProductInput } from '../../catalog.admin.schema';

/** Size rows (size, price, sold out): at least one; the first row cannot be removed. */
export function ProductSizesFields({ form }: { form: UseFormReturn<ProductInput> }) {
  const { t } = useTranslation('admin-catalog');
  const message = useFieldMessage('admin-catalog');
  const currency = currencyLabel(useMoneyFormat().currency, useLocale());
  // At most three rows (small, medium, large): plain values, not useFieldArray, whose code would
  // otherwise ride along in the form library chunk the storefront's forms share.
  const rows = form.watch('sizes');
  const setRows = (next: ProductInput['sizes']) =>
    form.setValue('sizes', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const errors = form.formState.errors.sizes;
  const listError = errors?.root?.message ?? errors?.message;
  const used = rows.map((s) => s.size);
  const next = SIZES.find((s) => !used.includes(s));
  const sizeOptions = SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`) }));

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('form.sizes')}</legend>
      {rows.map((_, i) => (
        <div
          key={i}
          role="group"
          aria-label={t('form.sizeRow', { n: i + 1 })}
          className="grid grid-cols-[1fr_1fr_2.5rem] items-start gap-x-2 gap-y-1 rounded-xl border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_auto_2.5rem]"
        >
          <SelectField
            label={t('form.size')}
            options={sizeOptions}
            error={message(errors?.[i]?.size?.message)}
            {...form.register(`sizes.${i}.size`)}
          />
          <TextField
            label={t('form.price', { currency })}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            dir="ltr"
            error={message(errors?.[i]?.price?.message)}
            {...form.register(`sizes.${i}.price`, { valueAsNumber: true })}
          />
          <label className="col-span-2 row-start-2 flex h-11 items-center gap-2 text-sm font-semibold text-stone-800 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:mt-6">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              {...form.register(`sizes.${i}.soldOut`)}
            />
            {t('form.sizeSoldOut')}
          </label>
          {i > 0 ? (
            <Button
              variant="ghost"
              size="icon"
              className="col-start-3 row-start-1 mt-6 text-red-700 sm:col-start-4"
              aria-label={t('form.removeSize', { n: i + 1 })}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden="true" className="h-5 w-5" />
            </Button>
          ) : (
            <span aria-hidden="true" className="col-start-3 row-start-1 sm:col-start-4" />
          )}
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {message(listError)}
        </p>
      )}
      {next && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setRows([...rows, { size: next, price: Number.NaN, soldOut: false }])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('form.addSize')}
        </Button>
      )}
    </fieldset>
  );
}
