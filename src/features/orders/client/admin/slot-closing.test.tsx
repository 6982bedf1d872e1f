// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { shopDay } from '@/common/dates';
import { SlotClosing } from './slot-closing';

cleanUpAfterEach();

/** Today (or tomorrow) at hh:mm in the shop's time zone (Asia/Dubai, UTC+4). */
const at = (hhmm: string, days = 0) =>
  new Date(`${shopDay(new Date(Date.now() + days * 86_400_000))}T${hhmm}:00+04:00`).toISOString();

describe('closing a slot by hand (decision 079)', () => {
  it('shows each slot with its orders, and a tap closes it; a closed one is opened again', async () => {
    const slot = (start: string, closed: boolean, taken = 0) => ({ start, taken, closed, offered: !closed });
    let closed = false;
    const server = fakeServer({
      'GET /api/admin/order-slots': () =>
        json({
          enabled: true,
          capacity: 3,
          slots: [slot(at('23:50'), closed, 2), slot(at('09:00', 1), false)],
        }),
      'POST /api/admin/order-slots/closed': (req) => {
        closed = (req.body as { closed: boolean }).closed;
        return json({
          enabled: true,
          capacity: 3,
          slots: [slot(at('23:50'), closed, 2), slot(at('09:00', 1), false)],
        });
      },
    });
    renderWithProviders(<SlotClosing />);
    const button = await screen.findByRole('button', { name: /Close the 11:50\s?PM slot/ });
    expect(button.textContent).toContain('2 of 3');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    await waitFor(() =>
      expect(server.sent('POST /api/admin/order-slots/closed')[0]?.body).toEqual({
        start: at('23:50'),
        closed: true,
      }),
    );
    const reopen = await screen.findByRole('button', { name: /Open the 11:50\s?PM slot again/ });
    expect(reopen.getAttribute('aria-pressed')).toBe('true');
  });
});
