// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import {
  cleanUpAfterEach,
  renderWithProviders,
  routerLocation,
} from '@/client/testing/render-with-providers-test-kit';
import { audio, boardOrder, boardServer, push, streamsOpened, tones } from './board-alerts-test-kit';
import { Component as BoardScreen } from './board-screen';
import { OrderAlerts } from './order-alerts';
import { SOUND_KEY } from './order-sound';
import { SoundControl } from './sound-control';

cleanUpAfterEach(() => toast.dismiss());

/** Lets the fake server's answer land (its timers are real ones). */
const settle = (ms = 50) => act(() => new Promise((r) => setTimeout(r, ms)));

const CHIME = ['sine:880', 'sine:1319'];
const DOORBELL = ['triangle:659', 'triangle:523', 'triangle:659'];

function renderShell(route: string, page = <p>Products</p>) {
  return renderWithProviders(
    <OrderAlerts>
      {page}
      <Toaster />
    </OrderAlerts>,
    { route },
  );
}

describe('an order nobody has seen', () => {
  it('chimes again every 30 s on any back-office page, until someone acknowledges it anywhere', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const waiting = boardOrder({ seenAt: null });
    const { board, server } = boardServer([waiting, boardOrder()]);
    renderShell('/admin/products');
    await waitFor(() => expect(server.sent('GET /api/admin/orders/board')).toHaveLength(1));
    // Already there when the page opened: no chime at once, the reminder after 30 s.
    await vi.advanceTimersByTimeAsync(29_000);
    expect(tones).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tones).toEqual(CHIME);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tones).toEqual([...CHIME, ...CHIME]);

    // Someone taps it on another device: the event stream brings the change, the chime stops.
    const asked = server.sent('GET /api/admin/orders/board').length;
    board.orders = board.orders.map((o) => ({ ...o, seenAt: new Date().toISOString() }));
    act(() => push('orders', waiting.id));
    // (The board's 100 ms pause for a burst of events, then its answer: real time, as a tab's.)
    await settle(300);
    expect(server.sent('GET /api/admin/orders/board')).toHaveLength(asked + 1);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(tones).toEqual([...CHIME, ...CHIME]);
  });

  it('on the board, a tap on its card acknowledges it: the highlight goes and the chime stops', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const waiting = boardOrder({ seenAt: null });
    const { server } = boardServer([waiting]);
    renderShell('/admin/board', <BoardScreen />);
    const card = await screen.findByRole('article');
    expect(card.getAttribute('data-unseen')).toBe('true');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tones).toEqual(CHIME);

    fireEvent.click(within(card).getByText('Mango Juice'));
    await waitFor(() => expect(server.sent(`POST /api/admin/orders/${waiting.id}/seen`)).toHaveLength(1));
    expect(card.getAttribute('data-unseen')).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tones).toEqual(CHIME);
    // A second tap sends nothing more.
    fireEvent.click(within(card).getByText('Mango Juice'));
    expect(server.sent(`POST /api/admin/orders/${waiting.id}/seen`)).toHaveLength(1);
  });
});

describe('alerts away from the board', () => {
  it('a new order chimes once and shows a toast with a way to the board, gone once someone sees it', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const { board, server } = boardServer([]);
    renderShell('/admin/products');
    await waitFor(() => expect(server.sent('GET /api/admin/orders/board')).toHaveLength(1));
    const placed = boardOrder({ seenAt: null, carPlate: 'DXB Q 777' });
    board.orders = [placed];
    act(() => push('orders', placed.id));
    const toast = await screen.findByText(
      `New order \u2066#${placed.number}\u2069, car \u2066DXB Q 777\u2069`,
    );
    expect(tones).toEqual(CHIME);
    const open = screen.getByRole('button', { name: 'Open the board' });

    board.orders = [{ ...placed, seenAt: new Date().toISOString() }];
    act(() => push('orders', placed.id));
    await waitFor(() => expect(toast.isConnected).toBe(false));
    expect(open.isConnected).toBe(false);
    expect(tones).toEqual(CHIME);
  });

  it('a customer at the car rings the doorbell and offers the board', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const ready = boardOrder({ status: 'ready' });
    const { board } = boardServer([ready]);
    renderShell('/admin/customers');
    await settle();
    board.orders = [{ ...ready, arrivedAt: new Date().toISOString(), arrivalNote: 'Bay 4' }];
    act(() => push('orders', ready.id));
    await screen.findByText(/is at the car/);
    expect(tones).toEqual(DOORBELL);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the board' }));
    expect(routerLocation.current).toBe('/admin/board');
  });

  it('a device that never turned the sound on stays quiet away from the board, and holds no stream', async () => {
    const { board, server } = boardServer([]);
    renderShell('/admin/products');
    board.orders = [boardOrder({ seenAt: null })];
    await settle(300);
    expect(streamsOpened()).toBe(0);
    expect(server.sent('GET /api/admin/orders/board')).toHaveLength(0);
    expect(screen.queryByText(/^New order/)).toBeNull();
    expect(tones).toEqual([]);
  });

  it('the orders list follows the stream on any device', async () => {
    boardServer([]);
    renderShell('/admin/orders');
    await settle();
    expect(streamsOpened()).toBe(1);
  });

  it('on the board page itself: no toast (the card says it), and one chime only', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const { board, server } = boardServer([]);
    renderShell('/admin/board', <BoardScreen />);
    await waitFor(() => expect(server.sent('GET /api/admin/orders/board')).toHaveLength(1));
    const placed = boardOrder({ seenAt: null });
    board.orders = [placed];
    act(() => push('orders', placed.id));
    expect((await screen.findByRole('article')).getAttribute('data-unseen')).toBe('true');
    expect(tones).toEqual(CHIME);
    // Said to screen readers by the page's live region, not by a toast.
    // (The live region may be filled a render after the card on a loaded machine: waited for.)
    const said = await screen.findAllByText(new RegExp(`^New order \u2066#${placed.number}`));
    expect(said.map((e) => e.getAttribute('aria-live'))).toEqual(['assertive']);
  });
});

describe('the board’s columns', () => {
  it('a customer waiting at the car tops the Ready column, with the plate, their note and the wait', async () => {
    const earlier = boardOrder({
      status: 'ready',
      createdAt: new Date(Date.now() - 20 * 60_000).toISOString(),
    });
    const here = boardOrder({
      status: 'ready',
      carPlate: 'AD 7 4242',
      // Half a minute past 3 min: the board's clock (a shared 15 s tick, corrected by the
      // server's time) may read a few moments behind this one, and the wait is shown floored.
      arrivedAt: new Date(Date.now() - 3.5 * 60_000).toISOString(),
      arrivalNote: 'Bay 4, white Patrol',
    });
    boardServer([earlier, here]);
    renderShell('/admin/board', <BoardScreen />);
    const column = await screen.findByRole('region', { name: /^Ready/ });
    await waitFor(() => expect(within(column).getAllByRole('article')).toHaveLength(2));
    const [first, second] = within(column).getAllByRole('article');
    expect(first!.getAttribute('data-order')).toBe(String(here.number));
    expect(first!.textContent).toContain('AD 7 4242');
    expect(first!.textContent).toContain('Bay 4, white Patrol');
    expect(first!.textContent).toContain('Waiting at the Car');
    expect(first!.textContent).toContain('for 3 min');
    expect(within(first!).getByRole('button', { name: 'Hand Over' })).toBeTruthy();
    expect(second!.getAttribute('data-order')).toBe(String(earlier.number));
  });
});

describe('sound, chosen once per device', () => {
  it('not chosen yet: "Enable sound", which is remembered', async () => {
    boardServer([]);
    renderShell('/admin/board', <SoundControl />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enable Sound' }));
    expect(localStorage.getItem(SOUND_KEY)).toBe('on');
    expect(await screen.findByRole('button', { name: 'Sound On', pressed: true })).toBeTruthy();
    await waitFor(() => expect(tones).toEqual(CHIME)); // a chime to say it works
  });

  it('chosen on before, but the browser waits for a tap: a hint, no question; any tap anywhere wakes it', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    boardServer([]);
    audio.allowed = false;
    renderShell('/admin/board', <SoundControl />);
    expect(screen.queryByRole('button', { name: 'Enable Sound' })).toBeNull();
    expect(await screen.findByText('Tap anywhere to turn the sound back on')).toBeTruthy();
    audio.allowed = true;
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByText('Tap anywhere to turn the sound back on')).toBeNull());
  });

  it('turned off: stays off on this device, and nothing chimes', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const { board } = boardServer([]);
    renderShell('/admin/board', <SoundControl />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sound On' }));
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    expect(screen.getByRole('button', { name: 'Sound Off', pressed: false })).toBeTruthy();
    const placed = boardOrder({ seenAt: null });
    board.orders = [placed];
    act(() => push('orders', placed.id));
    await settle();
    await settle();
    expect(tones).toEqual([]);
  });

  it('a car on its way that comes within the owner’s line tops the Received column with one chime', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const old = boardOrder({ createdAt: new Date(Date.now() - 20 * 60_000).toISOString() });
    const coming = boardOrder({ carPlate: 'AD 9 31337' });
    const { board } = boardServer([old, coming]);
    renderShell('/admin/board', <BoardScreen />);
    const column = await screen.findByRole('region', { name: /^Received/ });
    await waitFor(() => expect(within(column).getAllByRole('article')).toHaveLength(2));
    expect(within(column).getAllByRole('article')[0]!.getAttribute('data-order')).toBe(String(old.number));

    // Still far: nothing moves, nothing rings.
    const now = new Date().toISOString();
    board.orders = [old, { ...coming, approach: { metres: 6000, minutes: 12, at: now, nearAt: null } }];
    act(() => push('orders', coming.id));
    await settle(300);
    expect(within(column).getAllByRole('article')[0]!.getAttribute('data-order')).toBe(String(old.number));
    expect(tones).toEqual([]);

    // Within the line: on top, one chime, and the words for screen readers.
    board.orders = [old, { ...coming, approach: { metres: 2000, minutes: 4, at: now, nearAt: now } }];
    act(() => push('orders', coming.id));
    await waitFor(() =>
      expect(within(column).getAllByRole('article')[0]!.getAttribute('data-order')).toBe(
        String(coming.number),
      ),
    );
    expect(tones).toEqual(CHIME);
    await screen.findByText(new RegExp(`^The car of order \u2066#${coming.number}\u2069 is 4 min away`));
    // The next report, nearer still, does not ring again.
    board.orders = [old, { ...coming, approach: { metres: 900, minutes: 2, at: now, nearAt: now } }];
    act(() => push('orders', coming.id));
    await settle(300);
    expect(tones).toEqual(CHIME);
  });

  it('an order for later that starts because its car came near rings once, as a new order, not twice', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    const { board } = boardServer([]);
    renderShell('/admin/board', <BoardScreen />);
    await settle();
    const now = new Date().toISOString();
    const started = boardOrder({
      seenAt: null,
      approach: { metres: 1500, minutes: 3, at: now, nearAt: now },
    });
    board.orders = [started];
    act(() => push('orders', started.id));
    expect((await screen.findByRole('article')).getAttribute('data-order')).toBe(String(started.number));
    await settle(300);
    expect(tones).toEqual(CHIME);
  });
});
