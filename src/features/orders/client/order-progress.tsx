import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/common/domain';

const STEPS = ['pending', 'processing', 'completed'] as const;

/** Where the order is: received → being prepared → completed (or cancelled), announced when it changes. */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  const reached = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <div>
      <p role="status" aria-live="polite" className="text-lg font-bold text-brand-900">
        {t(`statusLine.${status}`)}
      </p>
      {status !== 'cancelled' && (
        <ol className="mt-4 grid grid-cols-3 gap-2" aria-label={t('progress')}>
          {STEPS.map((step, i) => {
            const done = i <= reached;
            return (
              <li key={step} aria-current={i === reached ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center text-xs font-semibold">
                <span
                  className={`flex h-8 w-8 items-center justify-center rounded-full ${done ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-500'}`}
                >
                  {done ? <Check aria-hidden="true" className="h-4 w-4" /> : <bdi>{i + 1}</bdi>}
                </span>
                <span className={done ? 'text-brand-900' : 'text-stone-600'}>{t(`orderStatus.${step}`, { ns: 'common' })}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
