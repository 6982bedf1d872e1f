import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { MENU_LOCATIONS } from '@/common/domain';
import { MenuCreateSchema, NAME_MAX, type AdminMenu, type MenuCreate } from '../../menus.schema';
import { useCreateMenu, useRenameMenu } from './menus-api';

const FORM_ID = 'menu-form';
/** What the dialog does: create a menu, or rename one. */
export type MenuTarget = { mode: 'create' } | { mode: 'rename'; menu: AdminMenu };

/** Create New Menu (name and location) or Rename (name only). */
export function MenuFormDialog({
  target,
  onClose,
  onCreated,
}: {
  target: MenuTarget | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['admin-menu', 'admin']);
  const create = useCreateMenu();
  const rename = useRenameMenu();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(target?.mode === 'rename' ? 'dialogs.rename' : 'dialogs.create')}
      size="sm"
      footer={
        <SaveCancelButtons
          form={FORM_ID}
          onCancel={onClose}
          pending={create.isPending || rename.isPending}
          saveLabel={t(target?.mode === 'rename' ? 'admin:actions.saveChanges' : 'dialogs.createSave')}
        />
      }
    >
      {target && (
        <MenuForm
          key={target.mode === 'rename' ? target.menu.id : 'new'}
          target={target}
          save={async (input) => {
            if (target.mode === 'rename') {
              await rename.mutateAsync({ id: target.menu.id, name: input.name });
              toast.success(t('toasts.renamed'));
            } else {
              const created = await create.mutateAsync(input);
              toast.success(t('toasts.created'));
              onCreated(created.id);
            }
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

/** Renaming leaves the location as it is: only the name is checked then. */
const RenameFormSchema = MenuCreateSchema.extend({ location: z.string() });

function MenuForm({ target, save }: { target: MenuTarget; save: (input: MenuCreate) => Promise<void> }) {
  const { t } = useTranslation('admin-menu');
  const locale = useLocale();
  const message = useFieldMessage('admin-menu');
  const renaming = target.mode === 'rename';
  const form = useForm<MenuCreate>({
    resolver: zodResolver(renaming ? RenameFormSchema : MenuCreateSchema) as never,
    defaultValues: renaming
      ? { name: target.menu.name, location: target.menu.location }
      : { name: '', location: 'header' },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-menu' });
  const { errors } = form.formState;
  const failed = t(renaming ? 'failures.rename' : 'failures.create');
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save(values);
      } catch (e) {
        toastFailure(failed, showRefusal(e), locale);
      }
    },
    (invalid) => toast.error(invalid.name ? t('validation.nameRequired') : failed),
  );
  return (
    <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <TextField
        label={t('fields.name')}
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        dir="auto"
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <SelectField
        label={t('fields.location')}
        disabled={renaming}
        options={MENU_LOCATIONS.map((l) => ({ value: l, label: t(`locations.${l}`) }))}
        {...form.register('location')}
      />
    </form>
  );
}
