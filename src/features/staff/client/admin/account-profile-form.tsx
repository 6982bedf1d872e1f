import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { ImageUploadField } from '@/client/components/admin/image-upload-field';
import { SaveButton } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import {
  NOTIFICATION_PREFS,
  StaffProfileSchema,
  TIME_ZONES,
  type StaffAccountView,
  type StaffProfileInput,
} from '../../account.schema';
import { uploadAvatar, useSaveProfile } from './account-api';
import { AccountSection } from './account-section';

const LANGUAGE_VALUES = { default: null, ar: 'ar', en: 'en' } as const;

/** Profile, language and time zone, e-mail preferences: one form, one Save Changes. */
export function AccountProfileForm({ account }: { account: StaffAccountView }) {
  const { t, i18n } = useTranslation(['admin-account', 'admin']);
  const locale = useLocale();
  const save = useSaveProfile();
  const { id: _id, email, role: _role, twoFactorEnabled: _tf, createdAt: _c, ...profile } = account;
  const form = useForm<StaffProfileInput>({
    resolver: zodResolver(StaffProfileSchema),
    defaultValues: profile,
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-account' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('admin-account');
  const zoneName = (zone: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts()
      .find((p) => p.type === 'timeZoneName')?.value ?? zone;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ ...values, image: saved.image });
      toast.success(t('profile.saved'));
      // The chosen language applies at once; "shop default" leaves the current one.
      if (saved.language && saved.language !== i18n.language) await i18n.changeLanguage(saved.language);
    } catch (e) {
      toastFailure(t('profile.failed'), showRefusal(e), locale);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <AccountSection id="account-profile" title={t('profile.title')}>
        <div className="grid gap-5 md:grid-cols-[auto_1fr]">
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <ImageUploadField
                label={t('profile.photo')}
                hint={t('profile.photoHint')}
                preview="avatar"
                value={field.value}
                onChange={field.onChange}
                upload={uploadAvatar}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('profile.name')}
              autoComplete="name"
              dir="auto"
              required
              error={err(errors.name?.message)}
              {...form.register('name')}
            />
            <TextField
              label={t('profile.displayName')}
              hint={t('profile.displayNameHint')}
              dir="auto"
              error={err(errors.displayName?.message)}
              {...form.register('displayName')}
            />
            <TextField
              label={t('profile.email')}
              type="email"
              dir="ltr"
              value={email}
              disabled
              className="bg-stone-100! text-stone-600"
            />
            <TextField
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              error={err(errors.phone?.message)}
              {...form.register('phone')}
            />
            <TextField
              label={t('profile.jobTitle')}
              autoComplete="organization-title"
              dir="auto"
              error={err(errors.jobTitle?.message)}
              {...form.register('jobTitle')}
            />
          </div>
        </div>
      </AccountSection>

      <AccountSection id="account-prefs" title={t('prefs.title')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <SelectField
                label={t('prefs.language')}
                value={field.value ?? 'default'}
                onChange={(e) =>
                  field.onChange(LANGUAGE_VALUES[e.target.value as keyof typeof LANGUAGE_VALUES])
                }
                options={[
                  { value: 'default', label: t('prefs.shopDefault') },
                  { value: 'ar', label: t('prefs.arabic') },
                  { value: 'en', label: t('prefs.english') },
                ]}
              />
            )}
          />
          <SelectField
            label={t('prefs.timezone')}
            options={TIME_ZONES.map((z) => ({ value: z, label: `${zoneName(z)} (${z})` }))}
            {...form.register('timezone')}
          />
        </div>
      </AccountSection>

      <AccountSection id="account-notifications" title={t('notifications.title')}>
        <ul className="divide-y divide-stone-100">
          {NOTIFICATION_PREFS.map((key) => (
            <li key={key} className="flex items-start gap-3 py-3">
              <input
                id={`notify-${key}`}
                type="checkbox"
                aria-describedby={`notify-${key}-hint`}
                className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-brand-700"
                {...form.register(`emailNotifications.${key}`)}
              />
              <div>
                <label
                  htmlFor={`notify-${key}`}
                  className="block cursor-pointer font-semibold text-stone-900"
                >
                  {t(`notifications.${key}`)}
                </label>
                <p id={`notify-${key}-hint`} className="text-sm text-stone-600">
                  {t(`notifications.${key}Hint`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </AccountSection>

      <div className="flex justify-end">
        <SaveButton label={t('admin:actions.saveChanges')} pending={isSubmitting} />
      </div>
    </form>
  );
}
