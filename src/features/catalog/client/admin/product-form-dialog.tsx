import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
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
import { useLocale } from '@/client/lib/use-locale';
import { PRODUCT_STATUSES } from '@/common/domain';
import { TextField } from '@/client/components/ui/text-field';
import {
  blankSize,
  MAX_PREP_MINUTES,
  MIN_PREP_MINUTES,
  ProductInputSchema,
  type ProductInput,
} from '../../catalog.admin.schema';
import type { AdminCategory, AdminProduct } from '../../catalog.admin.views';
import { BilingualTextFields } from './bilingual-text-fields';
import { nameIn } from './product-name';
import { ProductGalleryField } from './product-gallery-field';
import { ProductOptionGroupsField } from './product-option-groups-field';
import { ProductSizesFields } from './product-sizes-fields';
import { useCreateProduct, useUpdateProduct } from './products-api';
import { useUploadImage } from '@/client/components/admin/use-upload-image';

const FORM_ID = 'product-form';

function initialValues(p: AdminProduct | null): ProductInput {
  if (!p) {
    return {
      nameEn: '',
      nameAr: '',
      descriptionEn: '',
      descriptionAr: '',
      categoryId: '',
      subcategoryId: null,
      sizes: [blankSize()],
      image: '',
      gallery: [],
      status: 'active',
      soldOut: false,
      prepMinutes: null,
      optionGroupIds: [],
    };
  }
  return {
    nameEn: p.nameEn,
    nameAr: p.nameAr,
    descriptionEn: p.descriptionEn,
    descriptionAr: p.descriptionAr,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    sizes: p.sizes.map((s) => ({
      size: s.size,
      nameEn: s.nameEn,
      nameAr: s.nameAr,
      price: s.priceFils / 100,
      soldOut: s.soldOut,
    })),
    image: p.image ?? '',
    gallery: p.gallery,
    status: p.status,
    soldOut: p.soldOut,
    prepMinutes: p.prepMinutes,
    optionGroupIds: p.optionGroupIds,
  };
}

/** Add or edit a product. The form lives only while the dialog is open, so closing it resets it. */
export function ProductFormDialog({
  product,
  open,
  onOpenChange,
  categories,
}: {
  product: AdminProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: AdminCategory[];
}) {
  const { t } = useTranslation('admin-catalog');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={product ? t('form.editTitle') : t('form.addTitle')}
      footer={
        <SaveCancelButtons
          form={FORM_ID}
          onCancel={() => onOpenChange(false)}
          pending={pending}
          saveLabel={t('form.save')}
        />
      }
    >
      <ProductForm
        product={product}
        categories={categories}
        onSaved={() => onOpenChange(false)}
        save={(input) =>
          product ? update.mutateAsync({ id: product.id, input }) : create.mutateAsync(input)
        }
      />
    </Dialog>
  );
}

function ProductForm({
  product,
  categories,
  save,
  onSaved,
}: {
  product: AdminProduct | null;
  categories: AdminCategory[];
  save: (input: ProductInput) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin-catalog');
  const locale = useLocale();
  const message = useFieldMessage('admin-catalog');
  const uploadMain = useUploadImage('product');
  const form = useForm<ProductInput>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: initialValues(product),
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-catalog' });
  const { errors } = form.formState;
  const categoryId = form.watch('categoryId');
  const subcategory = formValue(form, 'subcategoryId');
  const subcategoryId = subcategory.value;
  const image = formValue(form, 'image');
  const gallery = formValue(form, 'gallery');
  const prepMinutes = form.watch('prepMinutes');
  // The chosen category's minutes (they follow a change of category), else the saved product's.
  const categoryPrep =
    categories.find((c) => c.id === categoryId)?.prepMinutes ??
    (product && product.categoryId === categoryId ? product.categoryPrepMinutes : undefined);
  const visible = categories.filter((c) => c.status === 'active' || c.id === product?.categoryId);
  const offered = (categories.find((c) => c.id === categoryId)?.subcategories ?? []).filter(
    (s) => s.status === 'active' || s.id === product?.subcategoryId,
  );

  // The intended rule: only the chosen category's subcategories; a choice it does not offer is cleared.
  useEffect(() => {
    if (subcategoryId && !offered.some((s) => s.id === subcategoryId)) form.setValue('subcategoryId', null);
  }, [categoryId, subcategoryId, offered, form]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await save(input);
        toast.success(t(product ? 'products.updated' : 'products.added'));
        onSaved();
      } catch (e) {
        toastFailure(t('products.saveFailed'), showRefusal(e), locale);
      }
    },
    () => toast.error(t('products.saveFailed')),
  );

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <BilingualTextFields labels="form" register={form.register} errors={errors} />
        <SelectField
          label={t('form.category')}
          required
          error={message(errors.categoryId?.message)}
          options={[
            { value: '', label: t('form.chooseCategory') },
            ...visible.map((c) => ({ value: c.id, label: nameIn(c, locale) })),
          ]}
          {...form.register('categoryId')}
        />
        <SelectField
          label={t('form.subcategory')}
          disabled={offered.length === 0}
          error={message(errors.subcategoryId?.message)}
          options={[
            { value: '', label: t('form.noSubcategory') },
            ...offered.map((s) => ({ value: s.id, label: nameIn(s, locale) })),
          ]}
          value={subcategory.value ?? ''}
          onChange={(e) => subcategory.set(e.target.value || null)}
        />
      </div>
      <ProductSizesFields form={form} />
      <ProductOptionGroupsField form={form} categories={categories} />
      <ImageUploadField
        label={t('form.mainImage')}
        hint={t('form.mainImageHint')}
        preview="main"
        value={image.value || null}
        onChange={(url) => image.set(url ?? '')}
        upload={uploadMain}
        error={message(errors.image?.message)}
      />
      <ProductGalleryField
        value={gallery.value}
        onChange={gallery.set}
        error={message(errors.gallery?.message)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField
            label={t('form.prepMinutes')}
            hint={t('form.prepMinutesHint')}
            placeholder={
              categoryPrep === undefined
                ? t('form.prepCategoryDefault')
                : t('form.prepCategoryMinutes', { count: categoryPrep })
            }
            type="number"
            inputMode="numeric"
            min={MIN_PREP_MINUTES}
            max={MAX_PREP_MINUTES}
            step="1"
            dir="ltr"
            error={message(errors.prepMinutes?.message)}
            {...form.register('prepMinutes', {
              // Empty: the category's minutes (null); anything else is checked as a number.
              setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
            })}
          />
          {prepMinutes !== null && prepMinutes !== undefined && (
            <button
              type="button"
              className="mt-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              onClick={() =>
                form.setValue('prepMinutes', null, {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            >
              {t('form.prepUseCategory')}
            </button>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.status')}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          {...form.register('status')}
        />
        <label className="flex h-11 items-center gap-2 self-end text-sm font-semibold text-stone-800">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" {...form.register('soldOut')} />
          {t('form.soldOut')}
        </label>
      </div>
    </form>
  );
}
