import { Copy } from 'lucide-react';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFieldMessage } from '@/client/components/admin/form-errors';
import { SelectField } from '@/client/components/admin/select-field';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import {
  ALTERNATIVE_METHODS,
  CARD_BRANDS,
  GATEWAY_MODES,
  SECRET_FIELDS,
  TRANSACTION_TYPES,
  type SecretField,
} from '../../payment-gateways';
import type { GatewayUpdateInput, GatewayView } from '../../payments.schema';

type Form = UseFormReturn<GatewayUpdateInput>;

/** Checkboxes for a list of options (accepted cards, alternative methods). */
function CheckGroup({
  form,
  name,
  legend,
  options,
  error,
}: {
  form: Form;
  name: 'acceptedCards' | 'alternativeMethods';
  legend: string;
  options: { value: string; label: string }[];
  error?: string;
}) {
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              value={o.value}
              className="h-4 w-4 accent-brand-700"
              {...form.register(name)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A write-only key: what is saved shows masked; typing replaces it; empty keeps it. */
function SecretInput({
  form,
  name,
  secret,
}: {
  form: Form;
  name: SecretField;
  secret: GatewayView['credentials'][SecretField];
}) {
  const { t } = useTranslation('admin-payments');
  const message = useFieldMessage('admin-payments');
  const removing = (form.watch('clearCredentials') ?? []).includes(name);
  return (
    <div>
      <TextField
        label={t(`fields.${name}`)}
        hint={secret.isSet ? t('secret.saved', { masked: secret.masked }) : t('secret.notSet')}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        dir="ltr"
        placeholder={secret.isSet ? t('secret.keep') : t('secret.paste')}
        disabled={removing}
        error={message(form.formState.errors.credentials?.[name]?.message)}
        {...form.register(`credentials.${name}`)}
      />
      {secret.isSet && (
        <label className="mt-1 flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            value={name}
            className="h-4 w-4 accent-red-700"
            {...form.register('clearCredentials')}
          />
          {t('secret.remove')}
        </label>
      )}
    </div>
  );
}

/** The webhook address to paste into the provider's dashboard, with a copy button. */
function WebhookUrl({ url }: { url: string }) {
  const { t } = useTranslation('admin-payments');
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (an insecure origin): select the text and copy it the older way.
      input.current?.select();
      if (!document.execCommand('copy')) return void toast.error(t('copyFailed'));
    }
    toast.success(t('webhookCopied'));
  };
  return (
    <div>
      <p className="mb-1 text-sm font-semibold text-stone-800" id="webhook-label">
        {t('fields.webhookUrl')}
      </p>
      <div className="flex gap-2">
        <input
          ref={input}
          readOnly
          value={url}
          dir="ltr"
          size={1}
          aria-labelledby="webhook-label"
          className="w-0 min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50 px-3 py-2.5 text-sm text-stone-700"
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={t('copyWebhook')}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('copy')}
        </Button>
      </div>
      <p className="mt-1 text-xs text-stone-600">{t('webhookHint')}</p>
    </div>
  );
}

/** The card provider's own fields: mode, keys, cards, wallets, transaction type, webhook, debug. */
export function CardProviderFields({ form, gateway }: { form: Form; gateway: GatewayView }) {
  const { t } = useTranslation('admin-payments');
  const message = useFieldMessage('admin-payments');
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('fields.mode')}
          options={GATEWAY_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          {...form.register('mode')}
        />
        <SelectField
          label={t('fields.transactionType')}
          options={TRANSACTION_TYPES.map((m) => ({ value: m, label: t(`transactionTypes.${m}`) }))}
          {...form.register('transactionType')}
        />
      </div>
      <CheckGroup
        form={form}
        name="acceptedCards"
        legend={t('fields.acceptedCards')}
        options={CARD_BRANDS.map((c) => ({ value: c, label: t(`cards.${c}`) }))}
        error={message(errors.acceptedCards?.message)}
      />
      <CheckGroup
        form={form}
        name="alternativeMethods"
        legend={t('fields.alternativeMethods')}
        options={ALTERNATIVE_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        error={message(errors.alternativeMethods?.message)}
      />
      <fieldset className="min-w-0 space-y-4 rounded-2xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-bold text-stone-900">{t('credentials')}</legend>
        {SECRET_FIELDS.map((f) => (
          <SecretInput key={f} form={form} name={f} secret={gateway.credentials[f]} />
        ))}
        <WebhookUrl url={gateway.webhookUrl} />
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" {...form.register('debugMode')} />
        <span>
          <span className="font-semibold text-stone-800">{t('fields.debugMode')}</span>
          <span className="block text-stone-600">{t('debugHint')}</span>
        </span>
      </label>
    </>
  );
}
