import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import QRCode from 'react-qr-code';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { TotpCodeSchema, type TotpCodeInput, type TwoFactorEnrolment } from '../../account.schema';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from './account-api';
import { PasswordConfirmDialog } from './account-password-dialog';
import { AccountSection } from './account-section';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the key), keep the backup codes, confirm with a code. */
function EnrolDialog({ enrolment, onClose }: { enrolment: TwoFactorEnrolment | null; onClose: () => void }) {
  const { t } = useTranslation('admin-account');
  const locale = useLocale();
  const formId = useId();
  const confirm = useConfirmTwoFactor();
  const form = useForm<TotpCodeInput>({ resolver: zodResolver(TotpCodeSchema), defaultValues: { code: '' } });
  const showRefusal = useShowRefusal(form, { ns: 'admin-account' });
  const fieldMessage = useFieldMessage('admin-account');
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      toast.success(t('twoFactor.enabled'));
      form.reset();
      onClose();
    } catch (e) {
      const message = showRefusal(e);
      if (message) toastFailure(t('twoFactor.failed'), message, locale);
    }
  });
  const copy = async () => {
    await navigator.clipboard?.writeText(enrolment!.backupCodes.join('\n')).catch(() => undefined);
    toast.success(t('twoFactor.copied'));
  };

  return (
    <Dialog
      open={enrolment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('twoFactor.setupTitle')}
      size="md"
      footer={
        <>
          <SaveCancelButtons
            saveLabel={t('twoFactor.confirm')}
            onCancel={onClose}
            pending={isSubmitting}
            form={formId}
          />
        </>
      }
    >
      {enrolment && (
        <div className="space-y-5">
          <div>
            <p className="mb-3 text-sm text-stone-800">{t('twoFactor.step1')}</p>
            <div className="flex flex-wrap items-center gap-4">
              <div className="rounded-xl border border-stone-200 bg-white p-3">
                <QRCode
                  value={enrolment.totpURI}
                  size={168}
                  title={t('twoFactor.step1')}
                  data-testid="totp-qr"
                  data-uri={enrolment.totpURI}
                />
              </div>
              <div className="min-w-0 flex-1">
                <p className="text-sm text-stone-600">{t('twoFactor.manual')}</p>
                <p className="mt-1 text-xs font-semibold text-stone-700">{t('twoFactor.secretLabel')}</p>
                <code
                  dir="ltr"
                  data-testid="totp-secret"
                  className="mt-1 block break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-sm tracking-wider text-stone-900 select-all"
                >
                  {grouped(enrolment.secret)}
                </code>
              </div>
            </div>
          </div>
          <div>
            <p className="mb-2 text-sm text-stone-800">{t('twoFactor.step2')}</p>
            <ul
              aria-label={t('twoFactor.backupCodes')}
              dir="ltr"
              className="grid grid-cols-2 gap-2 rounded-xl bg-amber-50 p-3 font-mono text-sm text-stone-900 sm:grid-cols-3"
            >
              {enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void copy()}>
              {t('twoFactor.copy')}
            </Button>
          </div>
          <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-2">
            <p className="text-sm text-stone-800">{t('twoFactor.step3')}</p>
            <div className="max-w-48">
              <TextField
                label={t('twoFactor.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={6}
                className="text-center font-mono text-lg tracking-[0.4em]"
                error={fieldMessage(errors.code?.message) || undefined}
                {...form.register('code')}
              />
            </div>
          </form>
        </div>
      )}
    </Dialog>
  );
}

/** Two-factor authentication: on or off, enrol with a QR code, turn off with the password. */
export function AccountTwoFactor({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin-account');
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [asking, setAsking] = useState<'enable' | 'disable' | null>(null);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const Icon = enabled ? ShieldCheck : ShieldOff;

  const onPassword = async (password: string) => {
    if (asking === 'enable') {
      setEnrolment(await start.mutateAsync({ password }));
    } else {
      await disable.mutateAsync({ password });
      toast.success(t('twoFactor.disabled'));
    }
    setAsking(null);
  };

  return (
    <AccountSection
      id="account-2fa"
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      actions={
        <Button
          variant={enabled ? 'outline' : 'primary'}
          onClick={() => setAsking(enabled ? 'disable' : 'enable')}
        >
          {enabled ? t('twoFactor.disable') : t('twoFactor.enable')}
        </Button>
      }
    >
      <p
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-700'}`}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {enabled ? t('twoFactor.on') : t('twoFactor.off')}
      </p>
      <PasswordConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'disable' ? t('twoFactor.disableTitle') : t('twoFactor.passwordTitle')}
        description={
          asking === 'disable' ? t('twoFactor.disableDescription') : t('twoFactor.passwordDescription')
        }
        confirmLabel={asking === 'disable' ? t('twoFactor.disable') : t('twoFactor.continue')}
        danger={asking === 'disable'}
        pending={start.isPending || disable.isPending}
        onConfirm={onPassword}
      />
      <EnrolDialog enrolment={enrolment} onClose={() => setEnrolment(null)} />
    </AccountSection>
  );
}
