import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/client/lib/form-refusal';
import { ALTERNATIVE_METHODS, CARD_BRANDS } from '../../payment-gateways';
import type { GatewayUpdateInput } from '../../payments.schema';

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

/**
 * The card provider's own fields: the cards and wallets the shop takes. Its online payment through
 * Stripe (mode, keys, webhook) is `StripeSection`.
 */
export function CardProviderFields({ form }: { form: Form }) {
  const { t } = useTranslation('admin-payments');
  const message = useFieldMessage('admin-payments');
  const { errors } = form.formState;
  return (
    <>
      <p className="text-sm text-stone-600">{t('atTheCar')}</p>
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
    </>
  );
}
