import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';

/** The address to give Stripe (read-only, with Copy) and the events its endpoint must send. */
export function StripeWebhook({ url, events }: { url: string; events: string[] }) {
  const { t } = useTranslation('admin-payments');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('stripe.webhook.copied'));
    } catch {
      toast.error(t('stripe.webhook.copyFailed'));
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {t('stripe.webhook.url')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          dir="ltr"
          onFocus={(e) => e.currentTarget.select()}
          className="block min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50 px-3 py-2.5 font-mono text-sm text-stone-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={t('stripe.webhook.copyLabel')}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('stripe.webhook.copy')}
        </Button>
      </div>
      <p className="text-sm text-stone-600">{t('stripe.webhook.how')}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('stripe.webhook.events')}>
        {events.map((e) => (
          <li key={e}>
            <code dir="ltr" className="rounded-md bg-stone-100 px-2 py-0.5 text-xs text-stone-800">
              {e}
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}
