// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { RefundPartDialog } from './refund-part-dialog';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const order = {
  id: ID,
  number: 1042,
  status: 'completed',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  totalFils: 2100,
  refundedFils: 600,
  refunds: [],
} as unknown as AdminOrderDetail;

describe('Refund part', () => {
  it('refuses more than is left, then sends the amount in fils with the method and reason', async () => {
    const server = fakeServer({
      [`POST /api/admin/orders/${ID}/refunds`]: json({ number: 4, amountFils: 500 }, 201),
    });
    renderWithProviders(<RefundPartDialog order={order} onClose={() => {}} />, { locale: 'en' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Left to refund: .*15\.00/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Amount'), '15.01');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'wrong_item');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/no more than what is left/)).toBeTruthy();
    expect(server.sent(`POST /api/admin/orders/${ID}/refunds`)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '5');
    await user.selectOptions(within(dialog).getByLabelText('Refund by'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(server.sent(`POST /api/admin/orders/${ID}/refunds`).map((r) => r.body)).toEqual([
        { amountFils: 500, method: 'cash', reason: 'wrong_item' },
      ]),
    );
  });

  it('says the server’s refusal of the amount under the amount, and focuses it', async () => {
    // Another manager refunded meanwhile: what the dialog knew as left is no longer.
    const server = fakeServer({
      [`POST /api/admin/orders/${ID}/refunds`]: json(
        {
          error: {
            code: 'refund_amount_invalid',
            message_en: 'The amount must be more than zero and no more than what is left to refund.',
            message_ar: 'يجب أن يكون المبلغ أكبر من صفر ولا يتجاوز المتبقي للاسترداد.',
            details: [{ path: 'amountFils', code: 'refund_amount_invalid' }],
          },
        },
        422,
      ),
    });
    renderWithProviders(<RefundPartDialog order={order} onClose={() => {}} />, { locale: 'en' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount');
    await user.type(amount, '10');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'wrong_item');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(server.sent(`POST /api/admin/orders/${ID}/refunds`)).toHaveLength(1));
    expect(await within(dialog).findByText(/no more than what is left to refund/)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
  });
});
