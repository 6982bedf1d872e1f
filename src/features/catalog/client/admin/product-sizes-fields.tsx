import { Plus } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RowOrderButtons } from './row-order-buttons';
import { useFieldMessage } from '@/client/lib/form-refusal';
import { Button } from '@/client/components/ui/button';
import { useMoneyFormat } from '@/client/components/ui/price-format';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { currencyLabel } from '@/common/money';
import { MAX_PRODUCT_SIZES } from '@/common/product-size';
import {
  blankSize,
  MAX_SIZE_NAME_LENGTH,
  type ProductInput,
  type ProductSizeInput,
} from '../../catalog.admin.schema';
import { nameIn } from './product-name';

/**
 * The product's sizes as the owner names them (issue 35): both names, the price, sold out; rows
 * can be added, moved (the menu's order) and removed, at least one kept. A saved size keeps its
 * key through a rename. Plain values rather than useFieldArray, like the option group's options,
 * whose code would otherwise ride along in the form library chunk the storefront's forms share.
 */
export function ProductSizesFields({ form }: { form: UseFormReturn<ProductInput> }) {
  const { t } = useTranslation('admin-catalog');
  const message = useFieldMessage('admin-catalog');
  const locale = useLocale();
  const currency = currencyLabel(useMoneyFormat().currency, locale);
  const rows = form.watch('sizes');
  const setRows = (next: ProductSizeInput[]) =>
    form.setValue('sizes', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const move = (i: number, by: number) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setRows(next);
  };
  const errors = form.formState.errors.sizes;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('form.sizes')}</legend>
      <p className="text-xs text-stone-600">{t('form.sizesHint')}</p>
      {rows.map((row, i) => {
        const name = nameIn(row, locale) || t('form.sizeRow', { n: i + 1 });
        return (
          <div
            key={i}
            role="group"
            aria-label={t('form.sizeRow', { n: i + 1 })}
            className="grid gap-x-3 gap-y-2 rounded-xl border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_8rem]"
          >
            <TextField
              label={t('form.sizeNameEn')}
              dir="ltr"
              lang="en"
              required
              maxLength={MAX_SIZE_NAME_LENGTH}
              error={message(errors?.[i]?.nameEn?.message)}
              {...form.register(`sizes.${i}.nameEn`)}
            />
            <TextField
              label={t('form.sizeNameAr')}
              dir="rtl"
              lang="ar"
              required
              maxLength={MAX_SIZE_NAME_LENGTH}
              error={message(errors?.[i]?.nameAr?.message)}
              {...form.register(`sizes.${i}.nameAr`)}
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
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:col-span-3">
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  {...form.register(`sizes.${i}.soldOut`)}
                />
                {t('form.sizeSoldOut')}
              </label>
              {errors?.[i]?.size && (
                <p role="alert" className="text-sm text-red-700">
                  {message(errors[i]?.size?.message)}
                </p>
              )}
              <RowOrderButtons
                index={i}
                count={rows.length}
                labels={{
                  up: t('form.moveSizeUp', { name }),
                  down: t('form.moveSizeDown', { name }),
                  remove: t('form.removeSize', { name }),
                }}
                onMove={move}
                onRemove={(at) => setRows(rows.filter((_, j) => j !== at))}
              />
            </div>
          </div>
        );
      })}
      {rows.length === 1 && <p className="text-xs text-stone-600">{t('form.oneSizeHint')}</p>}
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {message(listError)}
        </p>
      )}
      {rows.length < MAX_PRODUCT_SIZES && (
        <Button variant="outline" size="sm" onClick={() => setRows([...rows, blankSize()])}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('form.addSize')}
        </Button>
      )}
    </fieldset>
  );
}
