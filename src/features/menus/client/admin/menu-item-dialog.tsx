import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { MENU_ITEM_TYPES, MENU_TARGETS } from '@/common/domain';
import {
  MenuItemFormSchema,
  STORE_PAGES,
  TITLE_MAX,
  URL_MAX,
  type AdminMenuItem,
  type AdminMenuItemRow,
  type MenuItemFormValues,
} from '../../menus.schema';
import { useMenuChoices, useSaveMenuItem } from './menus-api';

const FORM_ID = 'menu-item-form';

/** What the dialog edits: a new item (optionally under a parent) or an existing one. */
export type ItemTarget = { item: AdminMenuItemRow | null; parentId: string | null };

/** Add Item / Edit Item: both titles, link type and its destination, Open in, and the parent. */
export function MenuItemDialog({
  menuId,
  target,
  items,
  onClose,
}: {
  menuId: string;
  target: ItemTarget | null;
  items: AdminMenuItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-menu');
  const save = useSaveMenuItem();
  const title = !target
    ? ''
    : target.item
      ? t('dialogs.editItem')
      : target.parentId
        ? t('dialogs.addChild')
        : t('dialogs.addItem');
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <SaveCancelButtons
          form={FORM_ID}
          onCancel={onClose}
          pending={save.isPending}
          saveLabel={t('dialogs.saveItem')}
        />
      }
    >
      {target && (
        <ItemForm
          key={target.item?.id ?? `new-${target.parentId}`}
          target={target}
          items={items}
          save={async (input) => {
            await save.mutateAsync({ menuId, itemId: target.item?.id, input });
            toast.success(t(target.item ? 'toasts.itemUpdated' : 'toasts.itemAdded'));
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

function ItemForm({
  target,
  items,
  save,
}: {
  target: ItemTarget;
  items: AdminMenuItem[];
  save: (input: MenuItemFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('admin-menu');
  const locale = useLocale();
  const message = useFieldMessage('admin-menu');
  const choices = useMenuChoices(true).data;
  const item = target.item;
  const form = useForm<MenuItemFormValues>({
    resolver: zodResolver(MenuItemFormSchema),
    defaultValues: {
      titleEn: item?.titleEn ?? '',
      titleAr: item?.titleAr ?? '',
      type: item?.type ?? 'custom',
      url: item?.url ?? '',
      categoryId: item?.categoryId ?? '',
      productId: item?.productId ?? '',
      target: item?.target ?? '_self',
      parentId: item ? (item.parentId ?? '') : (target.parentId ?? ''),
    },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-menu' });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const nameOf = (c: { nameEn: string; nameAr: string; active: boolean }) => {
    const name = locale === 'ar' ? c.nameAr : c.nameEn;
    return c.active ? name : t('inactive', { name });
  };
  // One level of children: parents are top-level items other than this one; an item with children stays on top.
  const hasChildren = items.some((i) => i.id === item?.id && i.children.length > 0);
  const parents = items.filter((i) => i.id !== item?.id);
  const typeField = form.register('type');

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save(values);
      } catch (e) {
        toastFailure(t('failures.saveItem'), showRefusal(e), locale);
      }
    },
    (invalid) =>
      toast.error(invalid.titleEn || invalid.titleAr ? t('validation.required') : t('failures.saveItem')),
  );

  return (
    <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.titleEn')}
          required
          maxLength={TITLE_MAX}
          dir="ltr"
          lang="en"
          autoComplete="off"
          error={message(errors.titleEn?.message)}
          {...form.register('titleEn')}
        />
        <TextField
          label={t('fields.titleAr')}
          required
          maxLength={TITLE_MAX}
          dir="rtl"
          lang="ar"
          autoComplete="off"
          error={message(errors.titleAr?.message)}
          {...form.register('titleAr')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('fields.type')}
          options={MENU_ITEM_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          {...typeField}
          onChange={(e) => {
            // The destination of one type means nothing to another.
            form.setValue('url', '');
            form.clearErrors(['url', 'categoryId', 'productId']);
            return typeField.onChange(e);
          }}
        />
        <SelectField
          label={t('fields.target')}
          options={MENU_TARGETS.map((v) => ({ value: v, label: t(`targets.${v}`) }))}
          {...form.register('target')}
        />
      </div>
      {type === 'custom' && (
        <TextField
          label={t('fields.url')}
          hint={t('fields.urlHint')}
          required
          maxLength={URL_MAX}
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={message(errors.url?.message)}
          {...form.register('url')}
        />
      )}
      {type === 'page' && (
        <SelectField
          label={t('fields.page')}
          required
          error={message(errors.url?.message)}
          options={[
            { value: '', label: t('choose') },
            ...STORE_PAGES.map((p) => ({ value: p.path, label: `${t(`pages.${p.key}`)} (${p.path})` })),
          ]}
          {...form.register('url')}
        />
      )}
      {type === 'category' && choices && (
        <SelectField
          label={t('fields.category')}
          required
          error={message(errors.categoryId?.message)}
          options={[
            { value: '', label: t('choose') },
            ...choices.categories.map((c) => ({ value: c.id, label: nameOf(c) })),
          ]}
          {...form.register('categoryId')}
        />
      )}
      {type === 'product' && choices && (
        <SelectField
          label={t('fields.product')}
          required
          error={message(errors.productId?.message)}
          options={[
            { value: '', label: t('choose') },
            ...choices.products.map((p) => ({ value: p.id, label: nameOf(p) })),
          ]}
          {...form.register('productId')}
        />
      )}
      <SelectField
        label={t('fields.parent')}
        disabled={hasChildren}
        error={message(errors.parentId?.message) ?? (hasChildren ? t('validation.hasChildren') : undefined)}
        options={[
          { value: '', label: t('noParent') },
          ...parents.map((p) => ({ value: p.id, label: locale === 'ar' ? p.titleAr : p.titleEn })),
        ]}
        {...form.register('parentId')}
      />
    </form>
  );
}
