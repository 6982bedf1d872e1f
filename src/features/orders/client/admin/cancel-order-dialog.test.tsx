// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { CancelOrderDialog } from './cancel-order-dialog';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const detail = (paid: boolean) => ({
  id: ID,
  number: 1042,
  status: 'ready',
  paymentMethod: 'card',
  paymentStatus: paid ? 'paid' : 'unpaid',
  totalFils: 2100,
  refundedFils: 500,
  refunds: [],
  history: [],
  items: [],
});

function renderDialog(role: 'staff' | 'manager', paid: boolean, locale: 'en' | 'ar' = 'en') {
  const server = fakeServer({
    'GET /api/staff/session': json({ me: { role }, refusal: null }),
    [`GET /api/admin/orders/${ID}`]: json(detail(paid)),
    [`POST /api/admin/orders/${ID}/cancel`]: json({ ...detail(paid), status: 'cancelled' }),
  });
  renderWithProviders(<CancelOrderDialog order={{ id: ID, number: 1042 }} onClose={() => {}} />, { locale });
  return { server, user: userEvent.setup() };
}

describe('cancelling an order from the back office', () => {
  it('a void needs a reason, and "other" a note', async () => {
    const { server, user } = renderDialog('staff', false);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/not paid: it is voided/);
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Order' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'other');
    await user.click(confirm);
    expect(await within(dialog).findByText('Say what the reason was.')).toBeTruthy();
    expect(server.sent(`POST /api/admin/orders/${ID}/cancel`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Note/), 'Customer left');
    await user.click(confirm);
    await waitFor(() =>
      expect(server.sent(`POST /api/admin/orders/${ID}/cancel`).map((r) => r.body)).toEqual([
        { reason: 'other', note: 'Customer left' },
      ]),
    );
  });

  it('a staff member sees that only a manager cancels a paid order, and no button pretends', async () => {
    renderDialog('staff', true);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Only a manager can cancel it/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('a manager sees the refund of what is left and how it goes back', async () => {
    const { server, user } = renderDialog('manager', true);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/refunds .*16\.00/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'staff_error');
    await user.selectOptions(within(dialog).getByLabelText('Refund by'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(server.sent(`POST /api/admin/orders/${ID}/cancel`).map((r) => r.body)).toEqual([
        { reason: 'staff_error', refundMethod: 'cash' },
      ]),
    );
  });

  it('in Arabic', async () => {
    renderDialog('staff', true, 'ar');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/لا يلغيه مع استرداد المبلغ إلا المدير/)).toBeTruthy();
  });
});
