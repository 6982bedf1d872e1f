import { KeyRound, ServerCog } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GATEWAY_MODES, TRANSACTION_TYPES } from '../../payment-gateways';
import type { GatewayUpdateInput, StripeConnectionView } from '../../payments.schema';
import { StripeCheck } from './stripe-check';
import { StripeKeyField } from './stripe-key-field';
import { StripeWebhook } from './stripe-webhook';

type Form = UseFormReturn<GatewayUpdateInput>;

/** A choice drawn as cards of radio buttons, each with a line saying what it does. */
function Choice({
  form,
  name,
  legend,
  options,
}: {
  form: Form;
  name: 'mode' | 'transactionType';
  legend: string;
  options: { value: string; label: string; hint: string }[];
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-2 rounded-xl border border-stone-300 bg-white p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={o.value}
              className="mt-0.5 h-4 w-4 accent-brand-700"
              {...form.register(name)}
            />
            <span>
              <span className="block font-semibold text-stone-900">{o.label}</span>
              <span className="block text-stone-600">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The environment's keys, in use instead of the screen's: shown masked, not editable here. */
function EnvironmentKeys({ env }: { env: NonNullable<StripeConnectionView['environment']> }) {
  const { t } = useTranslation('admin-payments');
  return (
    <div className="space-y-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      <p className="flex items-start gap-2">
        <ServerCog aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {t('stripe.fromEnvironment', { mode: t(`stripe.modes.${env.mode}`) })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ps-7">
        <dt>{t('stripe.fields.secretKey')}</dt>
        <dd>
          <bdi className="font-mono">{env.secretKey}</bdi>
        </dd>
        <dt>{t('stripe.fields.webhookSecret')}</dt>
        <dd>
          <bdi className="font-mono">{env.webhookSecret}</bdi>
        </dd>
      </dl>
    </div>
  );
}

/**
 * The card provider's online payment through Stripe (issue 37): mode, transaction type, each mode's
 * write-only keys, Check connection, and the webhook to give Stripe.
 */
export function StripeSection({ form, connection }: { form: Form; connection: StripeConnectionView }) {
  const { t } = useTranslation('admin-payments');
  const mode = form.watch('mode') ?? 'test';
  const keysTouched = !!form.formState.dirtyFields.keys;
  const fromEnv = connection.keysFrom === 'environment';
  const pair = connection.keys[mode];
  const incomplete = !fromEnv && (pair.secretKey.state !== 'set' || pair.webhookSecret.state !== 'set');

  return (
    <section aria-labelledby="stripe-online-title" className="space-y-4 border-t border-stone-100 pt-4">
      <div>
        <h3 id="stripe-online-title" className="flex items-center gap-2 font-bold text-stone-900">
          <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-800" />
          {t('stripe.title')}
        </h3>
        <p className="text-sm text-stone-600">{t('stripe.description')}</p>
      </div>
      <Choice
        form={form}
        name="mode"
        legend={t('stripe.fields.mode')}
        options={GATEWAY_MODES.map((m) => ({
          value: m,
          label: t(`stripe.modes.${m}`),
          hint: t(`stripe.modeHints.${m}`),
        }))}
      />
      {incomplete && (
        <p className="rounded-xl border border-citrus-200 bg-citrus-50 p-3 text-sm text-citrus-900">
          {t('stripe.incomplete', { mode: t(`stripe.modes.${mode}`) })}
        </p>
      )}
      <Choice
        form={form}
        name="transactionType"
        legend={t('stripe.fields.transactionType')}
        options={TRANSACTION_TYPES.map((x) => ({
          value: x,
          label: t(`stripe.transactionTypes.${x}`),
          hint: t(`stripe.transactionHints.${x}`),
        }))}
      />
      {fromEnv && connection.environment ? (
        <EnvironmentKeys env={connection.environment} />
      ) : (
        <>
          {!connection.canSaveKeys && (
            <p role="note" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {t('stripe.noSecretsKey')}
            </p>
          )}
          <div className="grid gap-4">
            {GATEWAY_MODES.map((m) => (
              <fieldset
                key={m}
                data-mode={m}
                className={`min-w-0 space-y-3 rounded-xl border p-3 ${m === mode ? 'border-brand-700' : 'border-stone-200'}`}
              >
                <legend className="px-1 text-sm font-bold text-stone-900">
                  {t('stripe.keysOf', { mode: t(`stripe.modes.${m}`) })}
                  {m === mode && (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      {t('stripe.inUse')}
                    </span>
                  )}
                </legend>
                {(['secretKey', 'webhookSecret'] as const).map((f) => (
                  <StripeKeyField
                    key={f}
                    form={form}
                    mode={m}
                    field={f}
                    saved={connection.keys[m][f]}
                    canWrite={connection.canSaveKeys}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </>
      )}
      <StripeCheck mode={mode} unsaved={keysTouched} />
      <StripeWebhook url={connection.webhookUrl} events={connection.webhookEvents} />
    </section>
  );
}
