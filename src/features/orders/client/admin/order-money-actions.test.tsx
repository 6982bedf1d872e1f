// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { OrderMoneyActions } from './order-money-actions';

cleanUpAfterEach();

const order = (change: Partial<AdminOrderDetail> = {}) =>
  ({
    id: '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4',
    number: 1042,
    status: 'completed',
    paymentStatus: 'paid',
    paymentMethod: 'card',
    totalFils: 2100,
    refundedFils: 0,
    refunds: [],
    ...change,
  }) as AdminOrderDetail;

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

function renderAs(role: 'staff' | 'manager', o: AdminOrderDetail, locale: 'en' | 'ar' = 'en') {
  fakeServer({ 'GET /api/staff/session': json({ me: { role }, refusal: null }) });
  renderWithProviders(<OrderMoneyActions order={o} />, { locale });
}

describe("the order view's money actions", () => {
  it('a manager: cancel, refund part, correct the method, move a completed order back', async () => {
    renderAs('manager', order());
    await waitFor(() =>
      expect(buttons()).toEqual(['Cancel Order', 'Refund Part', 'Correct Payment Method', 'Move Back']),
    );
  });

  it('staff: no refund, no moving back, no method correction and no cancelling a paid order (the server refuses them too)', async () => {
    // Beside an unpaid order (which staff may cancel), so the session has surely arrived.
    fakeServer({ 'GET /api/staff/session': json({ me: { role: 'staff' }, refusal: null }) });
    renderWithProviders(
      <>
        <OrderMoneyActions order={order()} />
        <OrderMoneyActions
          order={order({ id: 'b0c1d2e3-0000-4000-8000-000000000001', paymentStatus: 'unpaid' })}
        />
      </>,
      { locale: 'en' },
    );
    await screen.findByText('Cancel Order');
    expect(buttons()).toEqual(['Cancel Order']);
  });

  it('staff cancel an unpaid order; correcting the method is for managers, of a paid order', async () => {
    renderAs('staff', order({ paymentStatus: 'unpaid' }));
    await waitFor(() => expect(buttons()).toEqual(['Cancel Order']));
  });

  it('nothing left to refund: no Refund part', async () => {
    renderAs('manager', order({ status: 'ready', refundedFils: 2100 }));
    await screen.findByText('Cancel Order');
    expect(buttons()).toEqual(['Cancel Order', 'Correct Payment Method']);
  });

  it('a cancelled order: nothing at all (cancelled is final)', () => {
    renderAs('manager', order({ status: 'cancelled' }), 'ar');
    expect(buttons()).toEqual([]);
  });

  it('in Arabic', async () => {
    renderAs('manager', order(), 'ar');
    await screen.findByText('استرداد جزء من المبلغ');
    expect(buttons()).toEqual([
      'إلغاء الطلب',
      'استرداد جزء من المبلغ',
      'تصحيح طريقة الدفع',
      'إعادة إلى حالة سابقة',
    ]);
  });
});
