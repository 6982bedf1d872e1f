import { AlertTriangle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { PasswordField } from '@/client/components/ui/password-field';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api';
import { useReadRefusal } from '@/client/lib/form-refusal';
import { useDeleteAccount } from './my-data-query';

const DANGER =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * "Delete your account?": what goes, what stays, and the password to confirm it (a native modal
 * dialog, as the storefront's others). A wrong password is said on the field; any other refusal
 * (an order still on its way, too many tries) above the buttons.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('my-data');
  const readRefusal = useReadRefusal('my-data');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const warningId = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!password) return setFieldError(t('validation.required', { ns: 'common' }));
    setFieldError(undefined);
    try {
      await remove.mutateAsync({ password });
      onDeleted();
    } catch (err) {
      if (!(err instanceof ApiError)) return setError(t('delete.failed'));
      const refusal = readRefusal(err, ['password']);
      setFieldError(refusal.fields[0]?.text);
      setError(refusal.message && `${t('delete.failed')} ${refusal.message}`);
    }
  };

  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && !remove.isPending && close()}
      className="m-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50"
    >
      <div className="flex items-start gap-3 border-b border-stone-200 px-5 py-4">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-red-700" />
        <h2 id={titleId} className="me-auto text-lg font-bold">
          {t('delete.title')}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="h-11! w-11!"
          aria-label={t('delete.cancel')}
          onClick={close}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4 px-5 py-4">
        <div id={warningId} className="space-y-3 text-sm">
          <div>
            <h3 className="font-bold text-red-900">{t('delete.goesTitle')}</h3>
            <ul className="mt-1 list-disc space-y-1 ps-5 text-stone-800">
              <li>{t('delete.goes.login')}</li>
              <li>{t('delete.goes.cars')}</li>
              <li>{t('delete.goes.details')}</li>
            </ul>
          </div>
          <div>
            <h3 className="font-bold text-stone-900">{t('delete.staysTitle')}</h3>
            <ul className="mt-1 list-disc space-y-1 ps-5 text-stone-800">
              <li>{t('delete.stays.orders')}</li>
              <li>{t('delete.stays.reviews')}</li>
            </ul>
          </div>
          <p className="font-semibold text-red-800">{t('delete.final')}</p>
        </div>
        <PasswordField
          label={t('delete.password')}
          name="password"
          autoComplete="current-password"
          required
          hint={t('delete.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldError}
        />
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <button type="submit" className={DANGER} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            {t('delete.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
