import { Gauge, Hourglass, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopTime } from '@/common/dates';
import {
  activeBusy,
  BUSY_EXTRA_CHOICES,
  BUSY_EXTRA_FOR_MINUTES,
  BUSY_PAUSE_CHOICES,
  type BusyMode,
} from '@/common/busy-mode';
import { useNow } from './board-hooks';
import { useBusyMode } from './orders-api';

/**
 * Busy mode on the board: what applies now (with its end time and a button to end it), and a
 * panel to add minutes to every estimate for an hour or to pause new orders for a while.
 */
export function BusyPanel({ busy, clockOffset }: { busy: BusyMode; clockOffset: number }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const now = new Date(useNow() + clockOffset);
  const active = activeBusy(busy, now);
  const mode = useBusyMode();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const failed = () => toast.error(t('busy.failed'));
  const run = (p: Promise<unknown>, done: string) =>
    void p.then(() => {
      toast.success(done);
      setOpen(false);
    }, failed);

  return (
    <div className="mb-4 space-y-2">
      {active.pausedUntil && (
        <p
          data-busy="paused"
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-2xl bg-red-700 px-4 py-3 font-bold text-white"
        >
          <Hourglass aria-hidden="true" className="h-5 w-5" />
          {t('busy.pausedUntil', { time: formatShopTime(active.pausedUntil, locale) })}
          <Button
            variant="outline"
            size="sm"
            className="ms-auto !bg-white"
            disabled={mode.pending}
            onClick={() => run(mode.end.mutateAsync('pause'), t('busy.resumed'))}
          >
            {t('busy.resume')}
          </Button>
        </p>
      )}
      {active.extraMinutes > 0 && active.extraUntil && (
        <p
          data-busy="extra"
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-2xl bg-amber-100 px-4 py-3 font-bold text-amber-950"
        >
          <Timer aria-hidden="true" className="h-5 w-5" />
          {t('busy.extraUntil', {
            count: active.extraMinutes,
            time: formatShopTime(active.extraUntil, locale),
          })}
          <Button
            variant="outline"
            size="sm"
            className="ms-auto"
            disabled={mode.pending}
            onClick={() => run(mode.end.mutateAsync('extra'), t('busy.extraEnded'))}
          >
            {t('busy.endExtra')}
          </Button>
        </p>
      )}
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Gauge aria-hidden="true" className="h-4 w-4" />
        {t('busy.button')}
      </Button>
      {open && (
        <section
          id={panelId}
          aria-label={t('busy.button')}
          className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2"
        >
          <div>
            <h2 className="font-bold text-stone-900">{t('busy.extraTitle')}</h2>
            <p className="mt-0.5 text-sm text-stone-600">{t('busy.extraHint')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {BUSY_EXTRA_CHOICES.map((m) => (
                <Button
                  key={m}
                  variant="outline"
                  disabled={mode.pending}
                  onClick={() =>
                    run(
                      mode.set.mutateAsync({ kind: 'extra', minutes: m, forMinutes: BUSY_EXTRA_FOR_MINUTES }),
                      t('busy.extraSet', { count: m }),
                    )
                  }
                >
                  {t('busy.addMinutes', { minutes: m })}
                </Button>
              ))}
            </div>
          </div>
          <div>
            <h2 className="font-bold text-stone-900">{t('busy.pauseTitle')}</h2>
            <p className="mt-0.5 text-sm text-stone-600">{t('busy.pauseHint')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {BUSY_PAUSE_CHOICES.map((m) => (
                <Button
                  key={m}
                  variant="outline"
                  className="text-red-800"
                  disabled={mode.pending}
                  onClick={() => run(mode.set.mutateAsync({ kind: 'pause', minutes: m }), t('busy.pauseSet'))}
                >
                  {t('busy.pauseFor', { count: m })}
                </Button>
              ))}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
