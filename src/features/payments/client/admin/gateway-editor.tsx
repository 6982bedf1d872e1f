import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { SaveButton } from '@/client/components/admin/save-cancel-buttons';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { gatewayFormSchema, type GatewayUpdateInput, type GatewayView } from '../../payments.schema';
import { CardProviderFields } from './gateway-fields';
import { StripeSection } from './stripe-section';
import { useGatewayTitle } from './gateway-title';
import { useUpdateGateway } from './payments-api';

const NO_NEW_KEYS = { secretKey: '', webhookSecret: '' };
/** The form's values: what is saved, and for the card provider empty key inputs (keys are write-only). */
const valuesOf = (g: GatewayView): GatewayUpdateInput => {
  const { id: _id, name: _name, connection: _connection, ...fields } = g;
  return g.id === 'stripe' ? { ...fields, keys: { test: NO_NEW_KEYS, live: NO_NEW_KEYS } } : fields;
};

/** Every field of one gateway; Save Changes sends them all. */
export function GatewayEditor({ gateway }: { gateway: GatewayView }) {
  const { t } = useTranslation(['admin-payments', 'admin']);
  const locale = useLocale();
  const message = useFieldMessage('admin-payments');
  const title = useGatewayTitle()(gateway);
  const update = useUpdateGateway();
  const form = useForm<GatewayUpdateInput>({
    resolver: zodResolver(gatewayFormSchema(gateway.id)),
    defaultValues: valuesOf(gateway),
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-payments' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (change) => {
    try {
      await update.mutateAsync({ id: gateway.id, change });
      toast.success(t('saved'));
    } catch (e) {
      toastFailure(t('saveFailed'), showRefusal(e), locale);
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="gateway-editor-title"
      className="min-w-0 space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2 id="gateway-editor-title" className="text-lg font-bold text-stone-900">
          {t('editing', { name: title })}
        </h2>
        <p className="text-sm text-stone-600">{t(`summaries.${gateway.id}`)}</p>
      </div>
      <label className="flex items-center gap-2 font-semibold text-stone-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('isEnabled')} />
        {t('fields.isEnabled')}
      </label>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label={t('fields.displayName')}
          placeholder={t(`names.${gateway.id}`)}
          error={message(errors.displayName?.message)}
          {...form.register('displayName')}
        />
        <TextField
          label={t('fields.sortOrder')}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          dir="ltr"
          error={message(errors.sortOrder?.message)}
          {...form.register('sortOrder', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label={t('fields.description')}
        hint={t('backOfficeOnly')}
        multiline
        rows={2}
        error={message(errors.description?.message)}
        {...form.register('description')}
      />
      {gateway.id === 'stripe' ? (
        <>
          <CardProviderFields form={form} />
          {gateway.connection && <StripeSection form={form} connection={gateway.connection} />}
        </>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {(['ar', 'en'] as const).map((lang) => {
            const name = lang === 'ar' ? 'instructionsAr' : 'instructionsEn';
            return (
              <TextField
                key={lang}
                label={t(`fields.${name}`)}
                multiline
                rows={4}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                lang={lang}
                error={message(errors[name]?.message)}
                {...form.register(name)}
              />
            );
          })}
        </div>
      )}
      <div className="flex justify-end border-t border-stone-100 pt-4">
        <SaveButton label={t('admin:actions.saveChanges')} pending={isSubmitting} />
      </div>
    </form>
  );
}
