// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, json, type Route } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { fillSampleCart } from '@/features/cart/client/cart-test-kit';
import { cart } from '@/features/cart/client';
import { shopDay } from '@/common/dates';
import type { Locale } from '@/common/locales';
import { CheckoutForm } from './checkout-form';

const PLACED = { id: '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4', number: 1042 };

cleanUpAfterEach(() => cart.clear());
beforeEach(() => {
  fillSampleCart();
});

/** Tomorrow at hh:mm in the shop's time zone (Asia/Dubai, UTC+4). */
const tomorrow = (hhmm: string) =>
  new Date(`${shopDay(new Date(Date.now() + 86_400_000))}T${hhmm}:00+04:00`).toISOString();
const S1 = tomorrow('09:00');
const S2 = tomorrow('09:10');
const S3 = tomorrow('09:20');

function renderCheckout(locale: Locale, slots: Route, placeOrder: Route = json(PLACED, 201)) {
  const server = fakeServer({
    'GET /api/account/session': json({ account: null }),
    'GET /api/employees': json([]),
    'GET /api/payment-methods': json({ methods: [{ method: 'cash' }] }),
    'GET /api/order-slots': slots,
    'POST /api/orders': placeOrder,
  });
  const onPlaced = vi.fn();
  renderWithProviders(<CheckoutForm account={null} onPlaced={onPlaced} onLineErrors={vi.fn()} />, { locale });
  return { server, onPlaced, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Sara Ahmed');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  await user.selectOptions(screen.getByLabelText('Emirate'), 'dubai');
  await user.type(screen.getByLabelText('Code'), 'aa');
  await user.type(screen.getByLabelText('Number'), '12345');
}

const slotsOf = (...offered: [string, boolean][]) =>
  json({ enabled: true, lengthMinutes: 10, slots: offered.map(([start, ok]) => ({ start, offered: ok })) });

describe('checkout: as soon as possible, or later (decision 079)', () => {
  it('offers no choice when the shop does not take orders for later', async () => {
    const { server } = renderCheckout('en', json({ enabled: false, lengthMinutes: 10, slots: [] }));
    await waitFor(() => expect(server.sent('GET /api/order-slots')).toHaveLength(1));
    expect(screen.queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
  });

  it('lists only the offered slots under their day, and sends the one chosen', async () => {
    const { server, user, onPlaced } = renderCheckout('en', slotsOf([S1, true], [S2, false], [S3, true]));
    await fillIn(user);
    expect(
      ((await screen.findByRole('radio', { name: 'As soon as possible' })) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: /^Later/ }));
    const select = screen.getByLabelText('Time') as HTMLSelectElement;
    const group = within(select).getByRole('group', { name: 'Tomorrow' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual([S1, S3]);
    await user.selectOptions(select, S3);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(server.sent('POST /api/orders')[0]?.body).toMatchObject({ scheduledFor: S3 });
  });

  it('a slot the server refuses (filled meanwhile) is said at the slot, in Arabic, and the list refreshes', async () => {
    let full = false;
    const { server, user } = renderCheckout(
      'ar',
      () => slotsOf([S1, !full], [S3, true]),
      () => {
        full = true;
        return apiError(409, 'slot_full', [{ path: 'scheduledFor', code: 'slot_full' }]);
      },
    );
    await user.type(screen.getByLabelText('الاسم الكامل'), 'سارة');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'sara@example.com');
    await user.selectOptions(screen.getByLabelText('الإمارة'), 'dubai');
    await user.type(screen.getByLabelText('الرمز'), 'aa');
    await user.type(screen.getByLabelText('الرقم'), '12345');
    await user.click(await screen.findByRole('radio', { name: /^لاحقًا/ }));
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    const alert = await screen.findByText('slot_full (ar)');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.id).toBe('slot-error'); // at the slot list, not above Place Order
    await waitFor(() => expect(server.sent('GET /api/order-slots').length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('الموعد'))
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value),
      ).toEqual([S3]),
    );
  });
});
