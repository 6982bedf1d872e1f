import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formValue } from '@/client/components/admin/form-value';
import type { ProductInput } from '../../catalog.admin.schema';
import type { AdminCategory } from '../../catalog.admin.views';
import { OptionGroupsField } from './option-groups-field';

/**
 * The product form's "Options": its category's groups come ticked (untick one to leave it out),
 * any other can be ticked to add it. Choosing another category starts again from that one's groups.
 */
export function ProductOptionGroupsField({
  form,
  categories,
}: {
  form: UseFormReturn<ProductInput>;
  categories: AdminCategory[];
}) {
  const { t } = useTranslation('admin-catalog');
  const categoryId = form.watch('categoryId');
  const ids = formValue(form, 'optionGroupIds');
  const inherited = categories.find((c) => c.id === categoryId)?.optionGroupIds;
  const shownFor = useRef(categoryId);
  useEffect(() => {
    if (shownFor.current === categoryId || inherited === undefined) return;
    shownFor.current = categoryId;
    form.setValue('optionGroupIds', inherited, { shouldDirty: true });
  }, [categoryId, inherited, form]);
  return (
    <OptionGroupsField
      legend={t('optionGroupsField.productLegend')}
      hint={t('optionGroupsField.productHint')}
      value={ids.value ?? []}
      onChange={ids.set}
      inherited={inherited ?? []}
    />
  );
}
