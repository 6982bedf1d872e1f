import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { formValue } from '@/client/components/admin/form-value';
import { ImageUploadField } from '@/client/components/admin/image-upload-field';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '@/common/domain';
import { useUploadImage } from '@/client/components/admin/use-upload-image';
import {
  EmployeeInputSchema,
  type AdminEmployee,
  type EmployeeFormValues,
  type EmployeeInput,
} from '../../employees.schema';
import { useSaveEmployee } from './employees-api';

const FORM_ID = 'employee-form';

const defaultsOf = (e: AdminEmployee | null): EmployeeFormValues => ({
  nameEn: e?.nameEn ?? '',
  nameAr: e?.nameAr ?? '',
  email: e?.email ?? '',
  phone: e?.phone ?? '',
  role: e?.role ?? 'staff',
  departmentEn: e?.departmentEn ?? '',
  departmentAr: e?.departmentAr ?? '',
  positionEn: e?.positionEn ?? '',
  positionAr: e?.positionAr ?? '',
  hireDate: e?.hireDate ?? '',
  employmentType: e?.employmentType ?? 'full-time',
  status: e?.status ?? 'active',
  profileImage: e?.profileImage ?? null,
});

function EmployeeForm({
  employee,
  save,
  onDone,
}: {
  employee: AdminEmployee | null;
  save: ReturnType<typeof useSaveEmployee>;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-employees');
  const locale = useLocale();
  const upload = useUploadImage('avatar');
  const form = useForm<EmployeeFormValues, unknown, EmployeeInput>({
    resolver: zodResolver(EmployeeInputSchema),
    defaultValues: defaultsOf(employee),
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-employees' });
  const { errors } = form.formState;
  const photo = formValue(form, 'profileImage');
  const msg = useFieldMessage('admin-employees');
  const failed = employee ? 'updateFailed' : 'addFailed';

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id: employee?.id, input });
        toast.success(t(employee ? 'updated' : 'added'));
        onDone();
      } catch (e) {
        toastFailure(t(failed), showRefusal(e), locale);
      }
    },
    () => toast.error(t(failed)),
  );

  const text = (
    name:
      'nameEn' | 'nameAr' | 'email' | 'phone' | 'departmentEn' | 'departmentAr' | 'positionEn' | 'positionAr',
  ) => ({
    label: t(`fields.${name}`),
    error: msg(errors[name]?.message),
    ...form.register(name),
  });
  const optional = t('optional');
  return (
    <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <ImageUploadField
        label={t('fields.profileImage')}
        value={photo.value ?? null}
        onChange={photo.set}
        upload={upload}
        preview="gallery"
        hint={t('form.photoHint')}
        error={msg(errors.profileImage?.message)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('nameEn')} dir="ltr" lang="en" autoComplete="off" required />
        <TextField {...text('nameAr')} dir="rtl" lang="ar" autoComplete="off" required />
        <TextField {...text('email')} type="email" dir="ltr" autoComplete="off" required />
        <TextField {...text('phone')} type="tel" dir="ltr" autoComplete="off" hint={optional} />
        <SelectField
          label={t('fields.role')}
          options={EMPLOYEE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          {...form.register('role')}
        />
        <SelectField
          label={t('fields.status')}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          {...form.register('status')}
        />
        <TextField {...text('positionEn')} dir="ltr" lang="en" autoComplete="off" hint={optional} />
        <TextField {...text('positionAr')} dir="rtl" lang="ar" autoComplete="off" hint={optional} />
        <TextField {...text('departmentEn')} dir="ltr" lang="en" autoComplete="off" hint={optional} />
        <TextField {...text('departmentAr')} dir="rtl" lang="ar" autoComplete="off" hint={optional} />
        <TextField
          label={t('fields.hireDate')}
          type="date"
          dir="ltr"
          hint={optional}
          error={msg(errors.hireDate?.message)}
          {...form.register('hireDate')}
        />
        <SelectField
          label={t('fields.employmentType')}
          options={EMPLOYMENT_TYPES.map((x) => ({ value: x, label: t(`employmentTypes.${x}`) }))}
          {...form.register('employmentType')}
        />
      </div>
    </form>
  );
}

/** Add or edit an employee: every field of the spec, the photo uploaded as soon as it is chosen. */
export function EmployeeFormDialog({
  target,
  onClose,
}: {
  target: { employee: AdminEmployee | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-employees', 'admin']);
  const locale = useLocale();
  const employee = target?.employee ?? null;
  const save = useSaveEmployee();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(employee ? 'form.editTitle' : 'form.addTitle')}
      description={employee ? (locale === 'ar' ? employee.nameAr : employee.nameEn) : undefined}
      footer={
        <SaveCancelButtons
          form={FORM_ID}
          onCancel={onClose}
          pending={save.isPending}
          saveLabel={t(employee ? 'admin:actions.saveChanges' : 'add')}
        />
      }
    >
      {target && (
        <EmployeeForm key={employee?.id ?? 'new'} employee={employee} save={save} onDone={onClose} />
      )}
    </Dialog>
  );
}
