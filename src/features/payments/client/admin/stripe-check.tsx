import { CheckCircle2, PlugZap, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLocale } from '@/client/lib/use-locale';
import type { StripeCheckResult } from '../../payments.schema';
import { useCheckStripe } from './payments-api';

/** A country's name in the screen's language ("AE" → United Arab Emirates / الإمارات العربية المتحدة). */
function countryName(code: string | null, locale: string) {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Found({ found }: { found: StripeCheckResult }) {
  const { t } = useTranslation('admin-payments');
  const locale = useLocale();
  const mode = t(`stripe.modes.${found.mode}`);
  if (found.result !== 'connected' || !found.account)
    return (
      <p className="flex items-start gap-2 text-red-800">
        <XCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {t(`stripe.check.${found.result}`, { mode, code: found.stripeCode ?? '—' })}
      </p>
    );
  const a = found.account;
  return (
    <div className="space-y-1.5">
      <p className="flex items-start gap-2 font-semibold text-brand-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          {t('stripe.check.connected', { mode })} <bdi className="font-mono">{a.id}</bdi>
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 ps-7 text-stone-700">
        <dt>{t('stripe.check.country')}</dt>
        <dd>{countryName(a.country, locale)}</dd>
        <dt>{t('stripe.check.currency')}</dt>
        <dd>
          <bdi>{a.defaultCurrency?.toUpperCase() ?? '—'}</bdi>
        </dd>
        <dt>{t('stripe.check.charges')}</dt>
        <dd>{t(a.chargesEnabled ? 'stripe.check.chargesOn' : 'stripe.check.chargesOff')}</dd>
      </dl>
      {!found.webhookSecretSet && <p className="ps-7 text-citrus-900">{t('stripe.check.noWebhookSecret')}</p>}
    </div>
  );
}

/** "Check connection": asks Stripe, through the server, about the saved keys of `mode`. */
export function StripeCheck({ mode, unsaved }: { mode: 'test' | 'live'; unsaved: boolean }) {
  const { t } = useTranslation('admin-payments');
  const locale = useLocale();
  const check = useCheckStripe();
  const run = async () => {
    try {
      await check.mutateAsync(mode);
    } catch (e) {
      toastFailure(t('stripe.check.failedToAsk'), e, locale);
    }
  };
  const found = check.data && check.variables === mode ? check.data : undefined;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => void run()}
          disabled={check.isPending}
          aria-busy={check.isPending}
        >
          {check.isPending ? <Spinner /> : <PlugZap aria-hidden="true" className="h-4 w-4" />}
          {t('stripe.check.button')}
        </Button>
        <p className="text-sm text-stone-600">
          {unsaved
            ? t('stripe.check.saveFirst')
            : t('stripe.check.hint', { mode: t(`stripe.modes.${mode}`) })}
        </p>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {found && (
          <div className="rounded-xl border border-stone-200 bg-stone-50 p-3">
            <Found found={found} />
          </div>
        )}
      </div>
    </div>
  );
}
