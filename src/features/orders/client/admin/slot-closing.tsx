import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import { apiClient, call } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopTime, shopDay } from '@/common/dates';
import type { AdminOrderSlots } from '../../order-slots.schema';

const SLOTS_KEY = [...ADMIN_KEY, 'order-slots'] as const;

/** GET /api/admin/order-slots */
const useAdminSlots = () =>
  useQuery({
    queryKey: SLOTS_KEY,
    queryFn: () => call(apiClient.GET('/api/admin/order-slots')),
    staleTime: 0,
  });

/** POST /api/admin/order-slots/closed: the answer is the slots as changed. */
function useCloseSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { start: string; closed: boolean }) =>
      call(apiClient.POST('/api/admin/order-slots/closed', { body })),
    onSuccess: (slots) => queryClient.setQueryData(SLOTS_KEY, slots),
  });
}

/** The slots of the rest of today and tomorrow by day, shop time. */
function byDay(slots: AdminOrderSlots['slots']) {
  const days = new Map<string, AdminOrderSlots['slots']>();
  for (const s of slots)
    days.set(shopDay(new Date(s.start)), [...(days.get(shopDay(new Date(s.start))) ?? []), s]);
  return [...days.entries()];
}

/**
 * Settings → Store → Orders for later: each slot of today and tomorrow with its orders, closed by
 * hand with a tap (a busy hour, a delivery coming) and opened again the same way. Saved at once.
 */
export function SlotClosing() {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const slots = useAdminSlots();
  const close = useCloseSlot();
  if (!slots.data) return null;
  const today = shopDay();
  const { capacity } = slots.data;
  return (
    <div className="space-y-3" data-testid="slot-closing">
      <h3 className="font-semibold text-stone-900">{t('slots.closeTitle')}</h3>
      <p className="text-sm text-stone-600">{t('slots.closeHint')}</p>
      {slots.data.slots.length === 0 && <p className="text-sm text-stone-600">{t('slots.none')}</p>}
      {byDay(slots.data.slots).map(([day, list]) => (
        // Today open, tomorrow folded: a shop open all day has well over a hundred slots a day.
        <details key={day} open={day === today} className="group">
          <summary className="mb-2 cursor-pointer text-sm font-semibold text-stone-700">
            {day === today ? t('slots.today') : t('slots.tomorrow')}
          </summary>
          <ul className="flex flex-wrap gap-2">
            {list.map((s) => {
              const time = formatShopTime(s.start, locale);
              return (
                <li key={s.start}>
                  <button
                    type="button"
                    aria-pressed={s.closed}
                    aria-label={t(s.closed ? 'slots.openSlot' : 'slots.closeSlot', { time })}
                    disabled={close.isPending}
                    onClick={() =>
                      close.mutate(
                        { start: s.start, closed: !s.closed },
                        {
                          onSuccess: () =>
                            toast.success(t(s.closed ? 'slots.opened' : 'slots.closed', { time })),
                          onError: (e) => toastFailure(t('saveFailed'), e, locale),
                        },
                      )
                    }
                    className={`rounded-xl border px-3 py-1.5 text-sm tabular-nums ${s.closed ? 'border-red-300 bg-red-50 text-red-900 line-through' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
                  >
                    <bdi>{time}</bdi>{' '}
                    <span className="text-xs text-stone-600">
                      {t('slots.taken', { taken: s.taken, capacity })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </div>
  );
}
