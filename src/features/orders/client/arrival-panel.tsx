import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Car, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShopTime } from '@/common/dates';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { apiClient, call } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import type { OrderView } from '../orders.schema';

/**
 * «وصلت» / "I'm here": one tap tells the shop the customer is waiting at the car (with an optional
 * note: a parking spot, the car's colour). Once told, the panel says since when; for a completed or
 * cancelled order it is not offered (the server refuses it too).
 */
export function ArrivalPanel({ order, accessKey }: { order: OrderView; accessKey: string | null }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const arrive = useMutation({
    mutationFn: () =>
      call(
        apiClient.POST('/api/orders/{id}/arrival', {
          params: { path: { id: order.id }, query: { key: accessKey ?? undefined } },
          body: note.trim() ? { note: note.trim() } : {},
        }),
      ),
    // A re-read started before the arrival was recorded (the live stream's catch-up, the queue's
    // nudge) would land after this answer and put the button back: drop it, then show the answer.
    onSuccess: async (updated) => {
      await queryClient.cancelQueries({ queryKey: ['orders', order.id] });
      queryClient.setQueryData(['orders', order.id, accessKey], updated);
    },
  });
  if (order.status === 'completed' || order.status === 'cancelled' || order.status === 'awaiting_payment')
    return null;

  if (order.arrivedAt) {
    return (
      <section
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <p className="font-bold text-brand-900">
            {t('arrival.told', { time: formatShopTime(order.arrivedAt, locale) })}
          </p>
          <p className="mt-1 text-sm text-stone-700">{t('arrival.toldHint')}</p>
          {order.bayName && (
            <p data-arrived-bay={order.bayName} className="mt-1 font-bold text-brand-900">
              {t('arrival.yourBay')} <bdi className="text-lg">{order.bayName}</bdi>
            </p>
          )}
          {order.arrivalNote && (
            <p className="mt-1 text-sm text-stone-700">
              {t('arrival.yourNote')} <bdi>{order.arrivalNote}</bdi>
            </p>
          )}
        </div>
      </section>
    );
  }
  const error =
    arrive.error instanceof ApiError
      ? arrive.error.messageIn(locale)
      : arrive.error
        ? t('arrival.failed')
        : undefined;
  return (
    <section
      aria-labelledby="arrival-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="arrival-title" className="text-lg font-bold text-brand-900">
        {t('arrival.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('arrival.hint')}</p>
      <form
        method="post"
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          arrive.mutate();
        }}
      >
        <TextField
          label={t('arrival.note')}
          hint={t('optional', { ns: 'common' })}
          maxLength={140}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('arrival.notePlaceholder')}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={arrive.isPending}>
          <Car aria-hidden="true" className="h-5 w-5" />
          {t('arrival.button')}
        </Button>
      </form>
    </section>
  );
}
