import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { useFormReady } from '@/client/lib/use-form-ready';
import { useLocale } from '@/client/lib/use-locale';
import type { ContactMessageInput } from '../contact.schema';
import { useSendMessage } from './send-message';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() => import('./contact-validation').then((m) => m.contactResolver));

const SENT_NOTICE_MS = 3000;
const FORM_ID = 'contact-form';
const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const send = useSendMessage();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactMessageInput>({ resolver: checks.resolver, defaultValues: EMPTY });
  const showRefusal = useShowRefusal(form, { ns: 'contact' });
  const formReady = useFormReady(FORM_ID);
  const { errors } = form.formState;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, locale });
      form.reset(EMPTY);
      setSent(true);
    } catch (e) {
      showRefusal(e);
    }
  });

  const err = useFieldMessage('contact');

  return (
    <form
      {...formReady}
      method="post"
      onSubmit={onSubmit}
      onFocus={checks.warm}
      onPointerDown={checks.warm}
      noValidate
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {sent && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 font-semibold text-brand-800"
        >
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          {t('sent')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          error={err(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          error={err(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <TextField
        label={t('fields.phone')}
        hint={t('optional', { ns: 'common' })}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        error={err(errors.phone?.message)}
        {...form.register('phone')}
      />
      <TextField
        label={t('fields.message')}
        multiline
        rows={5}
        required
        error={err(errors.message?.message)}
        {...form.register('message')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
        {form.formState.isSubmitting && <Spinner />}
        {t('send')}
      </Button>
    </form>
  );
}
