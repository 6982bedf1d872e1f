// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import {
  cleanUpAfterEach,
  renderWithProviders,
  testQueryClient,
} from '@/client/testing/render-with-providers-test-kit';
import type { Locale } from '@/common/locales';
import { GuestOrdersClaim } from './guest-orders-claim';

cleanUpAfterEach(() => undefined);

function renderClaim(locale: Locale) {
  const server = fakeServer({
    'POST /api/account/guest-orders/code': json({ ok: true }, 202),
    'POST /api/account/guest-orders/claim': json({ added: 2 }),
  });
  renderWithProviders(<GuestOrdersClaim email="amna@example.com" />, {
    locale,
    queryClient: testQueryClient(),
  });
  return { server, user: userEvent.setup() };
}

describe('"Ordered as a guest before?" on the orders tab', () => {
  it('in Arabic: sends a code, reads Arabic-Indic digits and adds the orders', async () => {
    const { server, user } = renderClaim('ar');
    expect(screen.getByRole('heading', { name: 'هل طلبت كضيف من قبل؟' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(server.sent('POST /api/account/guest-orders/code')[0]?.body).toEqual({ locale: 'ar' });
    await user.type(screen.getByLabelText('الرمز من البريد الإلكتروني'), '١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلبات' }));
    await waitFor(() =>
      expect(server.sent('POST /api/account/guest-orders/claim')[0]?.body).toEqual({ code: '123456' }),
    );
  });

  it('in English: a code that is not 6 digits is explained, and nothing is sent', async () => {
    const { server, user } = renderClaim('en');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Code from the email'), '12');
    await user.click(screen.getByRole('button', { name: 'Add Orders' }));
    expect(await screen.findByText('Enter the 6 digits from the email.')).toBeTruthy();
    expect(server.sent('POST /api/account/guest-orders/claim')).toHaveLength(0);
  });
});
