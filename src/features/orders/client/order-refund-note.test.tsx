// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { OrderRefundNote } from './order-refund-note';

cleanUpAfterEach();

const cancelled = {
  status: 'cancelled' as const,
  cancelReason: 'out_of_stock' as const,
  refundedFils: 2100,
  creditNotes: ['CN-0003'],
};

describe("the customer's page of a cancelled or refunded order", () => {
  it('says why it was cancelled and what was refunded, with the credit note', () => {
    renderWithProviders(<OrderRefundNote order={cancelled} />, { locale: 'en' });
    const text = screen.getByTestId('order-refund-note').textContent!;
    expect(text).toContain('Reason: An item was out of stock');
    expect(text).toMatch(/Refunded .*21\.00.* — credit note .*CN-0003/);
  });

  it('in Arabic', () => {
    renderWithProviders(<OrderRefundNote order={cancelled} />, { locale: 'ar' });
    const text = screen.getByTestId('order-refund-note').textContent!;
    expect(text).toContain('السبب: نفدت كمية أحد الأصناف');
    expect(text).toMatch(/استُرد .*21\.00.* — إشعار دائن .*CN-0003/);
  });

  it('a reason kept inside (other) is not shown; nothing at all for an ordinary order', () => {
    renderWithProviders(
      <OrderRefundNote order={{ ...cancelled, cancelReason: null, refundedFils: 0, creditNotes: [] }} />,
      { locale: 'en' },
    );
    expect(screen.queryByTestId('order-refund-note')).toBeNull();
  });
});
