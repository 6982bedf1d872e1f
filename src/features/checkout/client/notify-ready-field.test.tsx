// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import {
  cleanUpAfterEach,
  renderWithProviders,
  testQueryClient,
} from '@/client/testing/render-with-providers-test-kit';
import { fillSampleCart } from '@/features/cart/client/cart-test-kit';
import type { AccountView } from '@/features/accounts';
import type { Locale } from '@/common/locales';
import { cart } from '@/features/cart/client';
import { CheckoutForm } from './checkout-form';

cleanUpAfterEach(() => cart.clear());
beforeEach(() => fillSampleCart());

const NOURA: AccountView = {
  email: 'noura@example.com',
  name: 'Noura',
  phone: null,
  plate: null,
  carPlate: null,
  notifyReady: true,
  emailVerified: true,
};

function renderCheckout(locale: Locale, account: AccountView | null) {
  const server = fakeServer({
    'GET /api/account/session': json({ account }),
    'GET /api/employees': json([]),
    'GET /api/payment-methods': json({ methods: [{ method: 'cash' }] }),
    'POST /api/orders': json({ id: '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4', number: 7 }, 201),
  });
  const onPlaced = vi.fn();
  renderWithProviders(<CheckoutForm account={account} onPlaced={onPlaced} onLineErrors={vi.fn()} />, {
    locale,
    queryClient: testQueryClient(),
  });
  return { server, onPlaced, user: userEvent.setup() };
}

const sentTick = (server: ReturnType<typeof fakeServer>) =>
  (server.sent('POST /api/orders')[0]?.body as { notifyReady: unknown }).notifyReady;

describe('"E-mail me when it\'s ready" at checkout', () => {
  it('a guest finds it off, in Arabic; ticked, the order asks for the e-mail', async () => {
    const { server, user, onPlaced } = renderCheckout('ar', null);
    const box = screen.getByRole('checkbox', { name: 'أرسل لي بريدًا إلكترونيًا عندما يصبح طلبي جاهزًا' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await user.type(screen.getByLabelText('الاسم الكامل'), 'سارة');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'sara@example.com');
    await user.selectOptions(screen.getByLabelText('الإمارة'), 'dubai');
    await user.type(screen.getByLabelText('الرمز'), 'AA');
    await user.type(screen.getByLabelText('الرقم'), '12345');
    await user.click(await screen.findByRole('radio', { name: 'نقدًا' }));
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentTick(server)).toBe(true);
  });

  it('a signed-in customer who ticked it last time finds it ticked; unticked, the order says so', async () => {
    const { server, user, onPlaced } = renderCheckout('en', NOURA);
    const box = screen.getByRole('checkbox', { name: "E-mail me when it's ready" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    await user.selectOptions(screen.getByLabelText('Emirate'), 'dubai');
    await user.type(screen.getByLabelText('Code'), 'AA');
    await user.type(screen.getByLabelText('Number'), '12345');
    await user.click(await screen.findByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentTick(server)).toBe(false);
  });
});
