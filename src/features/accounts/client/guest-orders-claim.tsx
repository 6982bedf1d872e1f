import { History, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { FormError } from '@/client/components/ui/form-parts';
import { Spinner } from '@/client/components/ui/spinner';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { useLocale } from '@/client/lib/use-locale';
import { isolate } from '@/common/text';
import { useClaimGuestOrders, useSendGuestOrdersCode } from './guest-orders-api';

/** Arabic-Indic and Persian digits typed on an Arabic keyboard, read as 0–9. */
const westernDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf)).replace(/\s/g, '');

/**
 * "Ordered as a guest before?": sends a code to the account's address; the code adds the orders
 * placed as a guest with it (a confirmation link alone never does: issue 36).
 */
export function GuestOrdersClaim({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const send = useSendGuestOrdersCode();
  const claim = useClaimGuestOrders();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const failure = (e: unknown) => (e instanceof ApiError ? e.messageIn(locale) : t('guestOrders.failed'));

  const ask = () =>
    send.mutate(locale, {
      onSuccess: () => {
        setSent(true);
        setError(undefined);
      },
      onError: (e) => setError(failure(e)),
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = westernDigits(code);
    if (!/^\d{6}$/.test(value)) return setError(t('guestOrders.codeFormat'));
    claim.mutate(value, {
      onSuccess: ({ added }) => {
        toast.success(t('guestOrders.added', { count: added }));
        setSent(false);
        setCode('');
        setError(undefined);
      },
      onError: (err) => setError(failure(err)),
    });
  };

  return (
    <section
      aria-labelledby="guest-orders-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 text-start"
    >
      <h2 id="guest-orders-heading" className="flex items-center gap-2 font-bold text-stone-900">
        <History aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('guestOrders.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('guestOrders.body', { email: isolate(email) })}</p>
      {sent ? (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3">
          <p role="status" className="flex gap-2 text-sm font-semibold text-stone-800">
            <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-citrus-800" />
            {t('guestOrders.sent', { email: isolate(email) })}
          </p>
          <TextField
            label={t('guestOrders.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={12}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={claim.isPending} aria-busy={claim.isPending}>
              {claim.isPending && <Spinner />}
              {t('guestOrders.add')}
            </Button>
            <Button type="button" variant="outline" disabled={send.isPending} onClick={ask}>
              {t('guestOrders.resend')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 space-y-2">
          <Button variant="outline" disabled={send.isPending} aria-busy={send.isPending} onClick={ask}>
            {send.isPending && <Spinner />}
            {t('guestOrders.send')}
          </Button>
          <FormError message={error} />
        </div>
      )}
    </section>
  );
}
