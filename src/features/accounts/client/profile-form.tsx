import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { TextField } from '@/client/components/ui/text-field';
import { FormPlateInputs } from '@/client/components/form-plate-inputs';
import { isolate } from '@/common/text';
import type { AccountView, UpdateProfileInput } from '../account.schema';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useUpdateProfile } from './update-profile';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() => import('./profile-validation').then((m) => m.profileResolver));

const valuesOf = (a: AccountView): UpdateProfileInput => ({
  name: a.name,
  phone: a.phone ?? '',
  // No plate yet: Abu Dhabi is chosen (the shop is there); code and number left empty save none.
  plate: a.plate ? { ...a.plate } : { emirate: 'abu_dhabi', code: '', number: '' },
});

/** Name, phone and car plate; the e-mail is shown but belongs to the account. */
export function ProfileForm({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: checks.resolver,
    defaultValues: valuesOf(account),
  });
  const showRefusal = useShowRefusal(form, { ns: 'account' });
  const { errors, isSubmitting } = form.formState;
  // Text typed before plates were structured that could not be read as one (decision 071).
  const oldText = account.plate ? null : account.carPlate;
  const err = useFieldMessage('account');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success(t('profile.updated'));
    } catch (e) {
      toast.error(t('profile.updateFailed'), { description: showRefusal(e) });
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={checks.warm}
      onPointerDown={checks.warm}
      noValidate
      className="max-w-xl space-y-4"
    >
      <TextField
        label={t('fields.email')}
        hint={t('profile.emailLocked')}
        type="email"
        dir="ltr"
        value={account.email}
        readOnly
        className="bg-stone-100! text-stone-700"
      />
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        required
        error={err(errors.name?.message)}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.phone')}
          hint={t('optional', { ns: 'common' })}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          error={err(errors.phone?.message)}
          {...form.register('phone')}
        />
      </div>
      <div>
        <FormPlateInputs
          form={form}
          err={err}
          legend={t('fields.carPlate')}
          hint={t('optional', { ns: 'common' })}
          example={t('cars.plateExample')}
          before={
            oldText && (
              <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('profile.oldPlateText', { plate: isolate(oldText) })}
              </p>
            )
          }
        />
        <p className="mt-1 text-xs text-stone-600">{t('profile.carPlateHint')}</p>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {t('profile.save')}
      </Button>
    </form>
  );
}
