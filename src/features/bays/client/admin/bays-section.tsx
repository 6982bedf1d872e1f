import '@/client/locales/bundles/admin-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog, Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { DeleteRowButton } from '@/client/components/admin/row-actions';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { adminHref } from '@/common/admin-paths';
import { isolateAuto } from '@/common/text';
import { BayInputSchema, MAX_BAY_NAME, type Bay, type BayInput } from '../../bays.schema';
import { useAddBay, useBays, useRemoveBay, useRenameBay } from './bays-api';

/** A bay's name field (add and rename): one label, shown as it is in both languages. */
function useBayForm(name = '') {
  const form = useForm<BayInput>({ resolver: zodResolver(BayInputSchema), defaultValues: { name } });
  const showRefusal = useShowRefusal(form, { ns: 'admin-settings' });
  const fieldMessage = useFieldMessage('admin-settings');
  return { form, showRefusal, error: fieldMessage(form.formState.errors.name?.message) };
}

function AddBayForm() {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const add = useAddBay();
  const { form, showRefusal, error } = useBayForm();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ name: '' });
      toast.success(t('bays.added'));
    } catch (e) {
      toastFailure(t('bays.saveFailed'), showRefusal(e), locale);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-full max-w-sm">
        <TextField
          label={t('bays.name')}
          hint={t('bays.nameHint')}
          maxLength={MAX_BAY_NAME}
          autoComplete="off"
          error={error}
          {...form.register('name')}
        />
      </div>
      <Button type="submit" disabled={add.isPending} data-add-bay>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('bays.add')}
      </Button>
    </form>
  );
}

function RenameBayDialog({ bay, onClose }: { bay: Bay; onClose: () => void }) {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const rename = useRenameBay();
  const { form, showRefusal, error } = useBayForm(bay.name);
  const formId = useId();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync({ id: bay.id, ...values });
      toast.success(t('bays.renamed'));
      onClose();
    } catch (e) {
      toastFailure(t('bays.saveFailed'), showRefusal(e), locale);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('bays.renameTitle')}
      description={t('bays.renameHint')}
      size="sm"
      footer={
        <SaveCancelButtons
          saveLabel={t('bays.save')}
          onCancel={onClose}
          pending={rename.isPending}
          form={formId}
        />
      }
    >
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('bays.name')}
          maxLength={MAX_BAY_NAME}
          autoComplete="off"
          error={error}
          {...form.register('name')}
        />
      </form>
    </Dialog>
  );
}

/**
 * Settings → Bays (issue 39): the shop's bays, each with the QR sticker a customer scans to say
 * "I'm here at bay 4". Adding makes the bay's code; renaming keeps it; removing stops it.
 */
export function BaysSection() {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const bays = useBays();
  const remove = useRemoveBay();
  const [renaming, setRenaming] = useState<Bay | null>(null);
  const [removing, setRemoving] = useState<Bay | null>(null);
  const headingId = useId();
  const list = bays.data ?? [];
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t('bays.removed'));
    } catch (e) {
      toastFailure(t('bays.removeFailed'), e, locale);
    }
    setRemoving(null);
  };
  return (
    <section
      aria-labelledby={headingId}
      data-bays-settings
      className="mt-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-stone-900">
            {t('bays.title')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('bays.description')}</p>
        </div>
        {list.length > 0 && (
          <Link to={adminHref('baySheet')} className={buttonClass('outline')} data-print-bays>
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('bays.print')}
          </Link>
        )}
      </div>
      <div className="mt-4 space-y-4">
        {bays.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('bays.loadFailed')}
          </p>
        ) : bays.data && list.length === 0 ? (
          <p className="text-sm text-stone-600">{t('bays.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('bays.title')}>
            {list.map((bay) => (
              <li
                key={bay.id}
                data-bay-row={bay.name}
                className="flex items-center gap-1 rounded-xl border border-stone-200 bg-stone-50 ps-3 pe-1"
              >
                <bdi className="me-1 text-xl font-extrabold text-stone-900">{bay.name}</bdi>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('bays.renameItem', { name: isolateAuto(bay.name) })}
                  onClick={() => setRenaming(bay)}
                >
                  <Pencil aria-hidden="true" className="h-5 w-5" />
                </Button>
                <DeleteRowButton
                  item={t('bays.item', { name: isolateAuto(bay.name) })}
                  onClick={() => setRemoving(bay)}
                />
              </li>
            ))}
          </ul>
        )}
        <AddBayForm />
      </div>
      {renaming && <RenameBayDialog bay={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('bays.removeTitle', { name: isolateAuto(removing?.name ?? '') })}
        message={t('bays.removeMessage')}
        confirmLabel={t('bays.remove')}
        onConfirm={() => void confirmRemove()}
        pending={remove.isPending}
      />
    </section>
  );
}
