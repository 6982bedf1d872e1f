// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { boardOrder, boardServer, push } from './board-alerts-test-kit';
import { Component as KitchenScreen } from './kitchen-screen';
import { OrderAlerts } from './order-alerts';

cleanUpAfterEach();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function renderKitchen() {
  return renderWithProviders(
    <OrderAlerts>
      <KitchenScreen />
    </OrderAlerts>,
    { route: '/admin/kitchen' },
  );
}

describe('kitchen mode', () => {
  it('shows every open order in one grid, customers at the car first, each with its one next step', async () => {
    const received = boardOrder({ createdAt: minutesAgo(9) });
    const preparing = boardOrder({ status: 'processing', createdAt: minutesAgo(12) });
    const ready = boardOrder({ status: 'ready', createdAt: minutesAgo(15) });
    const here = boardOrder({
      status: 'ready',
      createdAt: minutesAgo(7),
      arrivedAt: minutesAgo(2),
      arrivalNote: 'Bay 4, white Patrol',
    });
    const done = boardOrder({ status: 'completed', completedAt: minutesAgo(1) });
    boardServer([received, preparing, ready, here, done]);
    renderKitchen();
    const grid = await screen.findByRole('region', { name: 'Open orders' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(4));
    const tickets = within(grid).getAllByRole('article');
    expect(tickets.map((t) => t.getAttribute('data-order'))).toEqual(
      [here, ready, preparing, received].map((o) => String(o.number)),
    );
    expect(tickets[0]!.textContent).toContain('Bay 4, white Patrol');
    expect(tickets.map((t) => within(t).getAllByRole('button')[0]!.textContent)).toEqual([
      'Hand Over',
      'Hand Over',
      'Mark Ready',
      'Start Preparing',
    ]);
    // Paid is taken as it is handed over: Mark paid on ready tickets only.
    expect(tickets.map((t) => within(t).queryByRole('button', { name: 'Mark Paid' }) !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen Mode' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Open orders by state' }).textContent).toBe(
      'Received 1Being Prepared 1Ready 2',
    );
  });

  it('a tap on a new ticket acknowledges it; its button moves it on without a second request', async () => {
    const fresh = boardOrder({ seenAt: null });
    const { server } = boardServer([fresh]);
    renderKitchen();
    const ticket = await screen.findByRole('article');
    expect(ticket.getAttribute('data-unseen')).toBe('true');
    expect(within(ticket).getByText('New')).toBeTruthy();
    fireEvent.click(within(ticket).getByText('Mango Juice'));
    await waitFor(() => expect(server.sent(`POST /api/admin/orders/${fresh.id}/seen`)).toHaveLength(1));
    expect(ticket.getAttribute('data-unseen')).toBeNull();
  });

  it('keeps the screen awake, asking again when the tab is shown again', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    boardServer([]);
    const { unmount } = renderKitchen();
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    await waitFor(() => expect(release).toHaveBeenCalled());
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it('says "Reconnecting…" when the live stream drops, and catches up when it is back', async () => {
    const { server } = boardServer([]);
    renderKitchen();
    act(() => push('ready'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Live');
    act(() => push('error'));
    expect(await screen.findByText(/new orders will appear as soon as the connection is back/)).toBeTruthy();
    const asked = server.sent('GET /api/admin/orders/board').length;
    act(() => push('ready'));
    await waitFor(() => expect(server.sent('GET /api/admin/orders/board')).toHaveLength(asked + 1));
    expect(screen.queryByText(/new orders will appear as soon/)).toBeNull();
  });
});
