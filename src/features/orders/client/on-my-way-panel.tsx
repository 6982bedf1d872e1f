import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigation } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api';
import { apiClient, call } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import { distanceParts, MANUAL_MINUTES, type LatLng } from '../approach';
import type { ApproachInput, OrderView } from '../orders.schema';

/** The phone is asked for its position this often while the page shares it (and the shop hears it). */
const SEND_EVERY_MS = 15_000;

/** Why the phone's position is not shared: then the customer chooses minutes by hand. */
type Refusal = 'denied' | 'unavailable' | 'unsupported' | 'server';

/**
 * "I'm on my way" (issue 39): with the customer's consent the page shares the phone's position
 * while it is open (Geolocation, high accuracy off), every 15 s; the server
 * turns it into minutes and metres from the shop and keeps nothing else. A customer who says no,
 * or whose phone cannot tell, chooses "10 min away" or "5 min away" instead. Closing the page
 * (or Stop Sharing) ends it; the board then says when it last heard.
 */
export function OnMyWayPanel({ order, accessKey }: { order: OrderView; accessKey: string | null }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const [serverMessage, setServerMessage] = useState<string>();
  const send = useMutation({
    mutationFn: (body: ApproachInput) =>
      call(
        apiClient.POST('/api/orders/{id}/approach', {
          params: { path: { id: order.id }, query: { key: accessKey ?? undefined } },
          body,
        }),
      ),
    onSuccess: (updated) => queryClient.setQueryData(['orders', order.id, accessKey], updated),
    onError: (e) => {
      // The shop has no position, or the order closed meanwhile: stop asking the phone.
      if (e instanceof ApiError && e.status === 409) {
        setSharing(false);
        setRefusal('server');
        setServerMessage(e.messageIn(locale));
      }
    },
  });
  useShareWhileOpen(
    sharing,
    (position) => send.mutate({ position }),
    (why) => {
      setSharing(false);
      setRefusal(why);
    },
  );

  if (order.status === 'completed' || order.status === 'cancelled' || order.status === 'awaiting_payment')
    return null;
  if (order.arrivedAt) return null;

  const approach = order.approach;
  const distance = (metres: number) => {
    const { unit, value } = distanceParts(metres);
    return unit === 'km' ? t('onMyWay.km', { km: value }) : t('onMyWay.m', { m: value });
  };
  const said =
    approach === null
      ? undefined
      : approach.metres === null
        ? t('onMyWay.told', { count: approach.minutes })
        : approach.minutes === 0
          ? t('onMyWay.atShop')
          : t('onMyWay.away', { count: approach.minutes, distance: distance(approach.metres) });
  const why =
    refusal === 'server'
      ? serverMessage
      : refusal
        ? t(`onMyWay.${refusal}`)
        : send.isError
          ? t('onMyWay.failed')
          : undefined;

  return (
    <section
      aria-labelledby="on-my-way-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="on-my-way-title" className="text-lg font-bold text-brand-900">
        {t('onMyWay.title')}
      </h2>
      {!sharing && !said && <p className="mt-1 text-sm text-stone-700">{t('onMyWay.hint')}</p>}
      {sharing && <p className="mt-1 text-sm text-stone-700">{t('onMyWay.sharing')}</p>}
      {said && (
        <p role="status" className="mt-2 font-semibold text-brand-900">
          {said}
        </p>
      )}
      {why && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {why}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {sharing ? (
          <Button variant="outline" onClick={() => setSharing(false)}>
            {t('onMyWay.stop')}
          </Button>
        ) : (
          refusal === undefined && (
            <Button
              onClick={() => {
                setRefusal(undefined);
                setSharing(true);
              }}
            >
              <Navigation aria-hidden="true" className="h-4 w-4" />
              {t('onMyWay.start')}
            </Button>
          )
        )}
      </div>
      {!sharing && (
        <div className="mt-3">
          {refusal === undefined && <p className="text-sm text-stone-700">{t('onMyWay.orTell')}</p>}
          <div className="mt-2 flex flex-wrap gap-2">
            {MANUAL_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                variant="outline"
                disabled={send.isPending}
                onClick={() => send.mutate({ minutes })}
              >
                {t('onMyWay.minutesButton', { count: minutes })}
              </Button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * While `on`, the phone's position (low accuracy) goes to `send`: asked at once, then every 15 s
 * (`getCurrentPosition`, not `watchPosition`: a phone reports a watch only when it moves, and a car
 * waiting at a light would read on the board as a phone gone quiet). A refusal, no position before
 * the first answer or no Geolocation at all goes to `refused`; a later miss waits for the next ask.
 */
function useShareWhileOpen(
  on: boolean,
  send: (position: LatLng) => void,
  refused: (why: 'denied' | 'unavailable' | 'unsupported') => void,
) {
  const latest = useRef({ send, refused });
  latest.current = { send, refused };
  useEffect(() => {
    if (!on) return;
    if (!('geolocation' in navigator)) {
      latest.current.refused('unsupported');
      return;
    }
    let stopped = false;
    let answered = false;
    const ask = () =>
      navigator.geolocation.getCurrentPosition(
        (p) => {
          if (stopped) return;
          answered = true;
          latest.current.send({ lat: p.coords.latitude, lng: p.coords.longitude });
        },
        (e) => {
          if (stopped) return;
          if (e.code === e.PERMISSION_DENIED) latest.current.refused('denied');
          else if (!answered) latest.current.refused('unavailable');
        },
        // A fresh fix each time (a cached one would repeat where the car was).
        { enableHighAccuracy: false, maximumAge: 0, timeout: SEND_EVERY_MS },
      );
    ask();
    const every = setInterval(ask, SEND_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(every);
    };
  }, [on]);
}
