import { Bell, BellRing, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/common/domain';
import { armOnFirstTap, playReadyChime, type ChimeResult } from './ready-chime';

/**
 * "Your order is ready", unmistakably: a banner (an alert, read out when it appears) while the order
 * is ready, and, when this open page sees it become ready, a chime and a buzz (only after the
 * visitor's first tap on the page: the browser's rule). The outcome is on the element for tests:
 * `data-armed` (the first tap was seen), `data-chime` (played / no-tap / unsupported, or `none`
 * when the page was opened on a ready order) and `data-chimes` (how many times it played).
 */
export function ReadyAlert({ status, arrived = false }: { status: OrderStatus; arrived?: boolean }) {
  const { t } = useTranslation('orders');
  const ready = status === 'ready';
  const [armed, setArmed] = useState(false);
  const [chime, setChime] = useState<ChimeResult | 'none'>('none');
  const [chimes, setChimes] = useState(0);
  const [vibrated, setVibrated] = useState(false);
  const last = useRef(status);

  useEffect(() => armOnFirstTap(() => setArmed(true)), []);
  useEffect(() => {
    const was = last.current;
    last.current = status;
    if (!ready || was === 'ready') return;
    const result = playReadyChime();
    setChime(result.sound);
    setVibrated(result.vibrated);
    if (result.sound === 'played') setChimes((n) => n + 1);
  }, [status, ready]);

  // Until the page has been tapped it may not make a sound: while the order is being made, offer
  // the tap (the document's listener arms it, so the offer goes with any tap). Once armed, the same
  // place says the sound is on: nothing below moves under the finger that tapped (a first tap on
  // «وصلت» lands on «وصلت», not on what slid under it).
  const making = status === 'pending' || status === 'processing';
  const slot =
    'flex w-full items-center justify-center gap-2 rounded-2xl border border-brand-200 p-3 text-sm font-bold text-brand-800';
  return (
    <>
      {making && (
        // Both messages take the same cell: the slot is as tall as the longer one before and after.
        <div className="grid">
          {armed ? (
            <p data-testid="chime-on" className={`${slot} bg-brand-50 shadow-sm [grid-area:1/1]`}>
              <Bell aria-hidden="true" className="h-5 w-5" />
              {t('readyAlert.soundOn')}
            </p>
          ) : (
            <button
              type="button"
              data-testid="chime-prompt"
              className={`${slot} bg-white shadow-sm hover:bg-brand-50 [grid-area:1/1]`}
            >
              <BellRing aria-hidden="true" className="h-5 w-5" />
              {t('readyAlert.enableSound')}
            </button>
          )}
          <span aria-hidden="true" className={`${slot} invisible [grid-area:1/1]`}>
            <Bell className="h-5 w-5" />
            {t(armed ? 'readyAlert.enableSound' : 'readyAlert.soundOn')}
          </span>
        </div>
      )}
      <div
        data-testid="ready-alert"
        data-armed={armed}
        data-chime={chime}
        data-chimes={chimes}
        data-vibrated={vibrated}
        className={ready ? '' : 'hidden'}
      >
        {ready && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-2xl border-2 border-brand-700 bg-brand-50 p-5 text-brand-900 shadow-sm"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-8 w-8 shrink-0 text-brand-700" />
            <div>
              <p className="text-2xl font-extrabold">{t('readyAlert.title')}</p>
              <p className="mt-1 text-base">{t(arrived ? 'readyAlert.bodyArrived' : 'readyAlert.body')}</p>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
