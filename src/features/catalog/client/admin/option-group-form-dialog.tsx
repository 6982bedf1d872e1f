import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { Skeleton } from '@/client/components/ui/skeleton';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { OPTION_GROUP_KINDS } from '@/common/domain';
import { OptionGroupInputSchema, type OptionGroupInput } from '../../option-group.admin.schema';
import type { AdminOptionGroup } from '../../option-group.admin.views';
import { OptionRowsFields } from './option-rows-fields';

const FORM_ID = 'option-group-form';

const blankOption = (): OptionGroupInput['options'][number] => ({
  nameEn: '',
  nameAr: '',
  price: 0,
  isDefault: false,
  soldOut: false,
});

function initialValues(g: AdminOptionGroup | null): OptionGroupInput {
  if (!g)
    return {
      nameEn: '',
      nameAr: '',
      kind: 'single',
      required: false,
      minChoices: 0,
      maxChoices: 1,
      sortOrder: 0,
      options: [blankOption(), blankOption()],
    };
  return {
    nameEn: g.nameEn,
    nameAr: g.nameAr,
    kind: g.kind,
    required: g.required,
    minChoices: g.minChoices,
    maxChoices: g.maxChoices,
    sortOrder: g.sortOrder,
    options: g.options
      .filter((o) => o.status === 'active')
      .map((o) => ({
        id: o.id,
        nameEn: o.nameEn,
        nameAr: o.nameAr,
        price: o.priceFils / 100,
        isDefault: o.isDefault,
        soldOut: o.soldOut,
      })),
  };
}

/** Add or edit an option group with its options (one save). Closing the dialog drops the form. */
export function OptionGroupFormDialog({
  group,
  open,
  onOpenChange,
  save,
  pending,
  ready = true,
}: {
  group: AdminOptionGroup | null;
  /** False while the list is being fetched again: the form starts from what is stored now. */
  ready?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  save: (input: OptionGroupInput) => Promise<AdminOptionGroup>;
  pending: boolean;
}) {
  const { t } = useTranslation('admin-catalog');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={group ? t('optionForm.editTitle') : t('optionForm.addTitle')}
      footer={
        <SaveCancelButtons
          form={FORM_ID}
          onCancel={() => onOpenChange(false)}
          pending={pending}
          saveLabel={t('optionForm.save')}
        />
      }
    >
      {open &&
        (ready ? (
          <OptionGroupForm group={group} save={save} onSaved={() => onOpenChange(false)} />
        ) : (
          <Skeleton className="h-64 w-full" />
        ))}
    </Dialog>
  );
}

function OptionGroupForm({
  group,
  save,
  onSaved,
}: {
  group: AdminOptionGroup | null;
  save: (input: OptionGroupInput) => Promise<AdminOptionGroup>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin-catalog');
  const locale = useLocale();
  const message = useFieldMessage('admin-catalog');
  const form = useForm<OptionGroupInput>({
    resolver: zodResolver(OptionGroupInputSchema),
    defaultValues: initialValues(group),
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-catalog' });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const required = form.watch('required');
  const update = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        const saved = await save(input);
        const wasActive = new Set(group?.options.filter((o) => o.status === 'active').map((o) => o.id));
        const archived = saved.options.filter((o) => o.status === 'archived' && wasActive.has(o.id));
        toast.success(t(group ? 'options.updated' : 'options.added'));
        if (archived.length) toast.info(t('options.optionsArchived', { count: archived.length }));
        onSaved();
      } catch (e) {
        toastFailure(t('options.saveFailed'), showRefusal(e), locale);
      }
    },
    () => toast.error(t('options.saveFailed')),
  );

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('optionForm.nameEn')}
          dir="ltr"
          lang="en"
          required
          error={message(errors.nameEn?.message)}
          {...form.register('nameEn')}
        />
        <TextField
          label={t('optionForm.nameAr')}
          dir="rtl"
          lang="ar"
          required
          error={message(errors.nameAr?.message)}
          {...form.register('nameAr')}
        />
        <SelectField
          label={t('optionForm.kind')}
          options={OPTION_GROUP_KINDS.map((k) => ({ value: k, label: t(`options.kinds.${k}`) }))}
          {...form.register('kind', {
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value === 'single') form.setValue('maxChoices', 1, update);
            },
          })}
        />
        <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            {...form.register('required', {
              onChange: (e: { target: { checked: boolean } }) =>
                form.setValue('minChoices', e.target.checked ? 1 : 0, update),
            })}
          />
          {t('optionForm.required')}
        </label>
        <TextField
          label={t('optionForm.minChoices')}
          hint={required ? t('optionForm.minHintRequired') : t('optionForm.minHintOptional')}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          dir="ltr"
          error={message(errors.minChoices?.message)}
          {...form.register('minChoices', { valueAsNumber: true })}
        />
        <TextField
          label={t('optionForm.maxChoices')}
          hint={kind === 'single' ? t('optionForm.maxHintSingle') : undefined}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          dir="ltr"
          readOnly={kind === 'single'}
          className="read-only:bg-stone-100 read-only:text-stone-600"
          error={message(errors.maxChoices?.message)}
          {...form.register('maxChoices', { valueAsNumber: true })}
        />
        <TextField
          label={t('optionForm.sortOrder')}
          hint={t('optionForm.sortOrderHint')}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          dir="ltr"
          error={message(errors.sortOrder?.message)}
          {...form.register('sortOrder', { valueAsNumber: true })}
        />
      </div>
      <OptionRowsFields form={form} />
    </form>
  );
}
