// @vitest-environment happy-dom
import '@/client/locales/bundles/admin-payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/common/locales';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { gatewayFormSchema, type GatewayUpdateInput, type StripeConnectionView } from '../../payments.schema';
import { StripeSection } from './stripe-section';

cleanUpAfterEach();

const none = { state: 'none', masked: null } as const;
const connection = (over: Partial<StripeConnectionView> = {}): StripeConnectionView => ({
  keysFrom: 'settings',
  canSaveKeys: true,
  environment: null,
  keys: {
    test: { secretKey: { state: 'set', masked: 'sk_test_…4242' }, webhookSecret: none },
    live: { secretKey: none, webhookSecret: none },
  },
  webhookUrl: 'https://aseer.example/api/payments/stripe/webhook',
  webhookEvents: ['checkout.session.completed'],
  ...over,
});
const NO_NEW = { secretKey: '', webhookSecret: '' };

/** The Stripe section in the card provider's form, saved through the form's own schema. */
function open(view: StripeConnectionView, locale: Locale = 'en') {
  const save = vi.fn();
  function Harness() {
    const form = useForm<GatewayUpdateInput>({
      resolver: zodResolver(gatewayFormSchema('stripe')),
      defaultValues: {
        displayName: '',
        description: '',
        isEnabled: true,
        acceptedCards: ['visa'],
        alternativeMethods: [],
        instructionsEn: '',
        instructionsAr: '',
        sortOrder: 0,
        mode: 'test',
        transactionType: 'authorize_capture',
        keys: { test: NO_NEW, live: NO_NEW },
      },
    });
    return (
      <form onSubmit={form.handleSubmit((v) => save(v))}>
        <StripeSection form={form} connection={view} />
        <button type="submit">Save</button>
      </form>
    );
  }
  fakeServer({});
  renderWithProviders(<Harness />, { locale });
  return { save, user: userEvent.setup() };
}

describe('the Stripe section', () => {
  it('shows a saved key only as its mask; Remove sends null, a typed key is sent trimmed', async () => {
    const { save, user } = open(connection());
    const test = screen.getByRole('group', { name: /Test mode keys/ });
    expect(within(test).getByText('sk_test_…4242')).toBeTruthy();
    expect(within(test).getAllByPlaceholderText('Type a new key to replace it')).toHaveLength(1);
    await user.click(within(test).getByRole('button', { name: 'Remove the Secret key (Test mode)' }));
    expect(within(test).getByText('Secret key will be removed when you save.')).toBeTruthy();
    await user.type(within(test).getByLabelText('Webhook signing secret'), ' whsec_abc123 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].keys).toEqual({
      test: { secretKey: null, webhookSecret: 'whsec_abc123' },
      live: NO_NEW,
    });
  });

  it('refuses on the form a live key in the test slot', async () => {
    const { save, user } = open(connection());
    const test = screen.getByRole('group', { name: /Test mode keys/ });
    await user.type(within(test).getByLabelText('Secret key'), 'sk_live_51abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(test).findByText(
        'This is a live key: test mode takes a key that starts with sk_test_ or rk_test_.',
      ),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('without SECRETS_KEY on the server: says which variable to set, and the key inputs are disabled', () => {
    open(connection({ canSaveKeys: false }), 'ar');
    expect(screen.getByRole('note').textContent).toContain('SECRETS_KEY');
    const inputs = screen.getAllByLabelText('المفتاح السري');
    expect(inputs.length).toBe(2);
    for (const input of inputs) expect((input as HTMLInputElement).disabled).toBe(true);
    // Removing a saved key needs no sealing: still offered.
    expect(screen.getByRole('button', { name: 'إزالة المفتاح السري (الوضع التجريبي)' })).toBeTruthy();
  });

  it('with the keys in the environment: says so, shows them masked, asks for none', () => {
    open(
      connection({
        keysFrom: 'environment',
        canSaveKeys: false,
        environment: { mode: 'live', secretKey: 'sk_live_…9876', webhookSecret: 'whsec_…1234' },
      }),
    );
    expect(screen.getByText(/come from the server's environment/).textContent).toContain('Live mode');
    expect(screen.getByText('sk_live_…9876')).toBeTruthy();
    expect(screen.getByText('whsec_…1234')).toBeTruthy();
    expect(screen.queryByLabelText('Secret key')).toBeNull();
  });
});
