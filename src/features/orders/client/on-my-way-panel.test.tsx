// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { OrderView } from '../orders.schema';
import { OnMyWayPanel } from './on-my-way-panel';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const PATH = `POST /api/orders/${ID}/approach`;
const order = (change: Partial<OrderView> = {}) =>
  ({ id: ID, status: 'pending', arrivedAt: null, approach: null, ...change }) as OrderView;

/** The phone's Geolocation, driven by the test: each ask is answered by `answer` or `refuse`. */
function fakeGeolocation() {
  const asks: { ok: PositionCallback; err?: PositionErrorCallback | null; options?: PositionOptions }[] = [];
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, err?: PositionErrorCallback | null, options?: PositionOptions) => {
      asks.push({ ok, err, options });
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return {
    getCurrentPosition,
    asks,
    answer: (lat: number, lng: number) =>
      asks
        .at(-1)!
        .ok({ coords: { latitude: lat, longitude: lng }, timestamp: Date.now() } as GeolocationPosition),
    refuse: (code: 1 | 2 | 3) =>
      asks.at(-1)!.err!({
        code,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: '',
      } as GeolocationPositionError),
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('"I\'m on my way" on the order\'s page', () => {
  it('shares the phone’s position at low accuracy every 15 s while the page is open, and stops on Stop Sharing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const geo = fakeGeolocation();
      const server = fakeServer({
        [PATH]: json(
          order({ approach: { metres: 2100, minutes: 5, at: new Date().toISOString(), nearAt: null } }),
        ),
      });
      renderWithProviders(<OnMyWayPanel order={order()} accessKey="k3y" />, { locale: 'en' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: "I'm on My Way" }));
      expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
      expect(geo.asks[0]!.options).toMatchObject({ enableHighAccuracy: false });
      geo.answer(24.2381, 55.7236);
      await waitFor(() =>
        expect(server.sent(PATH).map((r) => [r.body, r.query.get('key')])).toEqual([
          [{ position: { lat: 24.2381, lng: 55.7236 } }, 'k3y'],
        ]),
      );
      expect(screen.getByText('Sharing your location while this page is open.')).toBeTruthy();
      // 15 s on, the phone is asked again (a car standing still still says it is there).
      await vi.advanceTimersByTimeAsync(15_000);
      expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2);
      geo.answer(24.235, 55.7236);
      await waitFor(() => expect(server.sent(PATH)).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'Stop Sharing' }));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says how far the car is, from the server’s figures, in both languages', () => {
    const at = new Date().toISOString();
    renderWithProviders(
      <OnMyWayPanel
        order={order({ approach: { metres: 2104, minutes: 5, at, nearAt: null } })}
        accessKey={null}
      />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('status').textContent).toBe('About 5 minutes away (2.1 km).');
  });

  it('in Arabic, the distance kept in order inside the sentence', () => {
    const at = new Date().toISOString();
    renderWithProviders(
      <OnMyWayPanel
        order={order({ approach: { metres: 2104, minutes: 5, at, nearAt: null } })}
        accessKey={null}
      />,
      {
        locale: 'ar',
      },
    );
    expect(screen.getByRole('status').textContent).toBe(
      'تصل خلال 5 دقائق تقريبًا (\u2068\u20662.1\u2069 كم\u2069).',
    );
  });

  it('a customer who says no chooses minutes instead: "10 Min Away" tells the shop', async () => {
    const geo = fakeGeolocation();
    const server = fakeServer({
      [PATH]: json(
        order({ approach: { metres: null, minutes: 10, at: new Date().toISOString(), nearAt: null } }),
      ),
    });
    renderWithProviders(<OnMyWayPanel order={order()} accessKey={null} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "I'm on My Way" }));
    geo.refuse(1);
    expect(await screen.findByText(/You chose not to share your location/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm on My Way" })).toBeNull();
    await user.click(screen.getByRole('button', { name: '10 Min Away' }));
    await waitFor(() => expect(server.sent(PATH).map((r) => r.body)).toEqual([{ minutes: 10 }]));
  });

  it('a phone that cannot find itself, or a shop with no position, falls back to minutes with the reason', async () => {
    const geo = fakeGeolocation();
    fakeServer({ [PATH]: apiError(409, 'shop_position_unset') });
    renderWithProviders(<OnMyWayPanel order={order()} accessKey={null} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "I'm on My Way" }));
    geo.refuse(3);
    expect(await screen.findByText(/We couldn't find your location/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '5 Min Away' })).toBeTruthy();
  });

  it('is not offered once the customer is here, or for a closed order', () => {
    renderWithProviders(
      <OnMyWayPanel order={order({ arrivedAt: new Date().toISOString() })} accessKey={null} />,
    );
    expect(screen.queryByRole('button', { name: "I'm on My Way" })).toBeNull();
    renderWithProviders(<OnMyWayPanel order={order({ status: 'completed' })} accessKey={null} />);
    expect(screen.queryByRole('button', { name: "I'm on My Way" })).toBeNull();
  });
});
