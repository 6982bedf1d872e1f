// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { MethodDialog, MoveBackDialog } from './method-move-dialogs';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const order = { id: ID, number: 1042, status: 'completed', paymentMethod: 'card' } as AdminOrderDetail;

describe('correcting the payment method and moving a completed order back', () => {
  it('Correct payment method needs a reason, then sends the new method with it', async () => {
    const server = fakeServer({ [`POST /api/admin/orders/${ID}/payment-method`]: json({}) });
    renderWithProviders(<MethodDialog order={order} onClose={() => {}} />, { locale: 'en' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: /Payment Method of Order/ });
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Correct Payment Method' }));
    expect(await within(dialog).findByText('Say what the reason was.')).toBeTruthy();
    expect(server.sent(`POST /api/admin/orders/${ID}/payment-method`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Why'), 'Paid cash at the car');
    await user.click(within(dialog).getByRole('button', { name: 'Correct Payment Method' }));
    await waitFor(() =>
      expect(server.sent(`POST /api/admin/orders/${ID}/payment-method`).map((r) => r.body)).toEqual([
        { method: 'cash', reason: 'Paid cash at the car' },
      ]),
    );
  });

  it('Move back needs a reason, then sends the earlier state with it (in Arabic)', async () => {
    const server = fakeServer({ [`PATCH /api/admin/orders/${ID}`]: json({}) });
    renderWithProviders(<MoveBackDialog order={order} onClose={() => {}} />, { locale: 'ar' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'إعادة إلى حالة سابقة' }));
    expect(await within(dialog).findByText('اذكر السبب.')).toBeTruthy();
    expect(server.sent(`PATCH /api/admin/orders/${ID}`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('السبب'), 'سُلّم لسيارة أخرى');
    await user.click(within(dialog).getByRole('button', { name: 'إعادة إلى حالة سابقة' }));
    await waitFor(() =>
      expect(server.sent(`PATCH /api/admin/orders/${ID}`).map((r) => r.body)).toEqual([
        { status: 'ready', reason: 'سُلّم لسيارة أخرى' },
      ]),
    );
  });
});
