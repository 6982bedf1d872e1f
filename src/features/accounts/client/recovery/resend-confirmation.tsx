import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useLocale } from '@/client/lib/use-locale';
import { isolate } from '@/common/text';
import { useResendConfirmation } from './recovery-api';

/** "Send the confirmation e-mail again", under a sign-in refused for an unconfirmed address. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('recovery');
  const locale = useLocale();
  const resend = useResendConfirmation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo)
    return (
      <p
        role="status"
        className="flex gap-2 rounded-xl bg-citrus-50 p-3 text-sm font-semibold text-stone-800"
      >
        <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-citrus-800" />
        <span>{t('resend.sent', { email: isolate(sentTo) })}</span>
      </p>
    );
  return (
    <div>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        onClick={() => resend.mutate({ email, locale }, { onSuccess: () => setSentTo(email) })}
      >
        {resend.isPending && <Spinner />}
        {t('resend.button')}
      </Button>
      {resend.isError && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {t('resend.failed')}
        </p>
      )}
    </div>
  );
}
