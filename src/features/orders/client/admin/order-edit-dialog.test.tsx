// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { AdminOrderRow } from '../../orders.admin.schema';
import { OrderEditDialog } from './order-edit-dialog';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const row: AdminOrderRow = {
  id: ID,
  number: 1042,
  customerName: 'Hessa',
  carPlate: 'AD 5 2468',
  plate: null,
  employee: null,
  totalFils: 3_700,
  refundedFils: 0,
  status: 'ready',
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  createdAt: '2026-11-28T08:00:00.000Z',
  itemCount: 2,
};

describe('editing an order in the back office', () => {
  it('completing it while it stays unpaid asks why, as the hand-over does, and sends the reason', async () => {
    const server = fakeServer({
      'GET /api/staff/session': json({ me: { role: 'staff' }, refusal: null }),
      [`PATCH /api/admin/orders/${ID}`]: json({ ...row, status: 'completed' }),
    });
    renderWithProviders(<OrderEditDialog row={row} employees={[]} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Why is it handed over unpaid?')).toBeNull();
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).disabled).toBe(false),
    );
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    const why = within(dialog).getByLabelText('Why is it handed over unpaid?');
    await user.selectOptions(why, 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Say what the reason was.')).toBeTruthy();
    expect(server.sent(`PATCH /api/admin/orders/${ID}`)).toHaveLength(0);
    await user.selectOptions(why, 'pays_later');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Pays on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(server.sent(`PATCH /api/admin/orders/${ID}`).map((r) => r.body)).toEqual([
        { status: 'completed', unpaidReason: 'pays_later', unpaidNote: 'Pays on Friday' },
      ]),
    );
  });

  it('asks nothing more when the order is paid in the same edit', async () => {
    fakeServer({ 'GET /api/staff/session': json({ me: { role: 'manager' }, refusal: null }) });
    renderWithProviders(<OrderEditDialog row={row} employees={[]} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).disabled).toBe(false),
    );
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    await user.selectOptions(within(dialog).getByLabelText('Payment status'), 'paid');
    expect(within(dialog).queryByLabelText('Why is it handed over unpaid?')).toBeNull();
  });
});
