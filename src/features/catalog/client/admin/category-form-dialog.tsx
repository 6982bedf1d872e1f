import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formValue } from '@/client/components/admin/form-value';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { ImageUploadField } from '@/client/components/admin/image-upload-field';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { z } from 'zod';
import {
  CATEGORY_STATUSES,
  CategoryInputSchema,
  DEFAULT_CATEGORY_PREP_MINUTES,
  MAX_PREP_MINUTES,
  MIN_PREP_MINUTES,
  PrepMinutesSchema,
  SubcategoryInputSchema,
  type CategoryInput,
  type SubcategoryInput,
} from '../../catalog.admin.schema';
import type { AdminCategory, AdminSubcategory } from '../../catalog.admin.views';
import { BilingualTextFields } from './bilingual-text-fields';
import { useSaveCategory, useSaveSubcategory } from './categories-api';
import { OptionGroupsField } from './option-groups-field';
import { nameIn } from './product-name';
import { useUploadImage } from '@/client/components/admin/use-upload-image';

const FORM_ID = 'category-form';
/**
 * A category's form has the parent field too (unused) and always sends its preparation time; a
 * subcategory's requires the parent and has no preparation time (its schema drops the field).
 */
const CategoryFormSchema = CategoryInputSchema.extend({
  prepMinutes: PrepMinutesSchema,
  categoryId: z.string().optional(),
});
/** Carries the (hidden, unsent) default preparation time so both forms have the same fields. */
const SubcategoryFormSchema = SubcategoryInputSchema.extend({ prepMinutes: z.number() });
type FormValues = z.infer<typeof CategoryFormSchema>;

/** What the dialog edits: a new or existing category, or a new or existing subcategory. */
export type CategoryTarget =
  { sub: false; item: AdminCategory | null } | { sub: true; item: AdminSubcategory | null };

/** The one add/edit dialog of categories and subcategories (a subcategory also names its parent). */
export function CategoryFormDialog({
  target,
  onClose,
  categories,
}: {
  target: CategoryTarget | null;
  onClose: () => void;
  categories: AdminCategory[];
}) {
  const { t } = useTranslation('admin-catalog');
  const saveCategory = useSaveCategory();
  const saveSub = useSaveSubcategory();
  const pending = saveCategory.isPending || saveSub.isPending;
  const title = !target
    ? ''
    : target.sub
      ? t(target.item ? 'categoryForm.editSubcategory' : 'categoryForm.addSubcategory')
      : t(target.item ? 'categoryForm.editCategory' : 'categoryForm.addCategory');
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <SaveCancelButtons
          form={FORM_ID}
          onCancel={onClose}
          pending={pending}
          saveLabel={t('categoryForm.save')}
        />
      }
    >
      {target && (
        <CategoryForm
          target={target}
          categories={categories}
          onSaved={onClose}
          save={(input) =>
            target.sub
              ? saveSub.mutateAsync({ id: target.item?.id, input: input as SubcategoryInput })
              : saveCategory.mutateAsync({ id: target.item?.id, input })
          }
        />
      )}
    </Dialog>
  );
}

function CategoryForm({
  target,
  categories,
  save,
  onSaved,
}: {
  target: CategoryTarget;
  categories: AdminCategory[];
  save: (input: CategoryInput | SubcategoryInput) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin-catalog');
  const locale = useLocale();
  const message = useFieldMessage('admin-catalog');
  const upload = useUploadImage('category');
  const item = target.item;
  const form = useForm<FormValues>({
    resolver: zodResolver(target.sub ? SubcategoryFormSchema : CategoryFormSchema),
    defaultValues: {
      nameEn: item?.nameEn ?? '',
      nameAr: item?.nameAr ?? '',
      descriptionEn: item?.descriptionEn ?? '',
      descriptionAr: item?.descriptionAr ?? '',
      image: item?.image ?? null,
      sortOrder: item?.sortOrder ?? 0,
      status: item?.status ?? 'active',
      prepMinutes: !target.sub && target.item ? target.item.prepMinutes : DEFAULT_CATEGORY_PREP_MINUTES,
      categoryId: target.sub && target.item ? target.item.categoryId : '',
      optionGroupIds: !target.sub && target.item ? target.item.optionGroupIds : [],
    },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-catalog' });
  const { errors } = form.formState;
  const image = formValue(form, 'image');
  const groupIds = formValue(form, 'optionGroupIds');
  const done = target.sub
    ? item
      ? 'categories.subUpdated'
      : 'categories.subAdded'
    : item
      ? 'categories.updated'
      : 'categories.added';
  const failed = target.sub ? 'categories.subSaveFailed' : 'categories.saveFailed';

  const onSubmit = form.handleSubmit(
    async ({ categoryId, prepMinutes, ...rest }) => {
      try {
        await save(target.sub ? { ...rest, categoryId: categoryId ?? '' } : { ...rest, prepMinutes });
        toast.success(t(done));
        onSaved();
      } catch (e) {
        toastFailure(t(failed), showRefusal(e), locale);
      }
    },
    () => toast.error(t(failed)),
  );

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
      {target.sub && (
        <SelectField
          label={t('categoryForm.parent')}
          required
          error={message(errors.categoryId?.message)}
          options={[
            { value: '', label: t('categoryForm.chooseParent') },
            ...categories.map((c) => ({ value: c.id, label: nameIn(c, locale) })),
          ]}
          {...form.register('categoryId')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <BilingualTextFields labels="categoryForm" register={form.register} errors={errors} />
      </div>
      <ImageUploadField
        label={t('categoryForm.image')}
        value={image.value}
        onChange={image.set}
        upload={upload}
        error={message(errors.image?.message)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('categoryForm.sortOrder')}
          hint={t('categoryForm.sortOrderHint')}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          dir="ltr"
          error={message(errors.sortOrder?.message)}
          {...form.register('sortOrder', { valueAsNumber: true })}
        />
        <SelectField
          label={t('categoryForm.status')}
          options={CATEGORY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          {...form.register('status')}
        />
        {!target.sub && (
          <TextField
            label={t('categoryForm.prepMinutes')}
            hint={t('categoryForm.prepMinutesHint')}
            type="number"
            inputMode="numeric"
            min={MIN_PREP_MINUTES}
            max={MAX_PREP_MINUTES}
            step="1"
            dir="ltr"
            error={message(errors.prepMinutes?.message)}
            {...form.register('prepMinutes', { valueAsNumber: true })}
          />
        )}
      </div>
      {!target.sub && (
        <OptionGroupsField
          legend={t('optionGroupsField.categoryLegend')}
          hint={t('optionGroupsField.categoryHint')}
          value={groupIds.value ?? []}
          onChange={groupIds.set}
        />
      )}
    </form>
  );
}
