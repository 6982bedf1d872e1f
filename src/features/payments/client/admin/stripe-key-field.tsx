import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/client/lib/form-refusal';
import { Button } from '@/client/components/ui/button';
import { PasswordField } from '@/client/components/ui/password-field';
import type { GatewayUpdateInput, StripeConnectionView } from '../../payments.schema';

type Mode = 'test' | 'live';
type Field = 'secretKey' | 'webhookSecret';
type KeyState = StripeConnectionView['keys'][Mode][Field];

/**
 * One write-only key: what is saved (its mask, never the key), an empty input to type a new one,
 * and Remove (sent as null on save; Undo brings the input back).
 */
export function StripeKeyField({
  form,
  mode,
  field,
  saved,
  canWrite,
}: {
  form: UseFormReturn<GatewayUpdateInput>;
  mode: Mode;
  field: Field;
  saved: KeyState;
  canWrite: boolean;
}) {
  const { t } = useTranslation('admin-payments');
  const message = useFieldMessage('admin-payments');
  const path = `keys.${mode}.${field}` as const;
  const typed = form.watch(path);
  const removing = typed === null;
  const error = form.formState.errors.keys?.[mode]?.[field]?.message;
  const label = t(`stripe.fields.${field}`);
  const status =
    saved.state === 'set' ? (
      <>
        {t('stripe.saved')} <bdi className="font-mono">{saved.masked}</bdi>
      </>
    ) : saved.state === 'unreadable' ? (
      t('stripe.unreadable')
    ) : (
      t('stripe.notSet')
    );

  return (
    <div className="min-w-0 space-y-1.5" data-key={`${mode}.${field}`}>
      {!removing && (
        <PasswordField
          label={label}
          // A key reads left to right; the empty input keeps the page's direction for its placeholder.
          dir={typed ? 'ltr' : undefined}
          autoComplete="off"
          disabled={!canWrite}
          placeholder={t(saved.state === 'none' ? 'stripe.typeKey' : 'stripe.typeToReplace')}
          hint={t(`stripe.hints.${field}`, { mode })}
          error={message(error)}
          className={`text-sm disabled:bg-stone-100 ${typed ? 'font-mono' : ''}`}
          {...form.register(path)}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <p className={removing ? 'text-red-700' : 'text-stone-700'}>
          {removing ? t('stripe.willRemove', { name: label }) : status}
        </p>
        {saved.state !== 'none' &&
          (removing ? (
            <Button variant="ghost" size="sm" onClick={() => form.setValue(path, '', { shouldDirty: true })}>
              {t('stripe.undo')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700"
              aria-label={t('stripe.removeNamed', { name: label, mode: t(`stripe.modes.${mode}`) })}
              onClick={() => form.setValue(path, null, { shouldDirty: true })}
            >
              {t('stripe.remove')}
            </Button>
          ))}
      </div>
    </div>
  );
}
