// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeInfoQuery } from '@/client/lib/store-info-query';
import {
  cleanUpAfterEach,
  renderWithProviders,
  testQueryClient,
} from '@/client/testing/render-with-providers-test-kit';
import { DEFAULT_MONEY_FORMAT } from '@/common/money';
import type { Dashboard } from '../../dashboard.schema';
import { DashboardTotals } from './dashboard-totals';
import { PaymentMethodsList } from './payment-methods-panel';

cleanUpAfterEach();

const data = (unpaidOrders: number) =>
  ({
    totals: { salesFils: 3_800, vatFils: 181, orders: 2, averageFils: 1_900 },
    byMethod: [
      { method: 'cash', orders: 1, salesFils: 2_500, vatFils: 119 },
      { method: 'card', orders: 1, salesFils: 1_300, vatFils: 62 },
    ],
    openNow: { orders: 5, totalFils: 5_100 },
    unpaid: { orders: unpaidOrders, totalFils: unpaidOrders * 1_000 },
  }) as Dashboard;

/** The shop's money format already known (no request for the store's details). */
const shop = (locale: 'en' | 'ar' = 'en') => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(storeInfoQuery.queryKey, { money: DEFAULT_MONEY_FORMAT } as never);
  return { locale, queryClient };
};

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, ' ');

describe('the dashboard’s figures', () => {
  it('shows the sales with their VAT, and the open orders apart with count and value', () => {
    renderWithProviders(<DashboardTotals data={data(0)} />, shop());
    expect(text('sales-vat')).toBe('VAT included AED 1.81');
    expect(screen.getByRole('region', { name: 'Open Now' })).toBeTruthy();
    expect(text('open-now')).toBe('5 orders · AED 51.00');
    // Nothing handed over unpaid: no warning.
    expect(screen.queryByRole('region', { name: 'Handed Over, Not Paid' })).toBeNull();
  });

  it('warns of orders handed over but not paid, in Arabic too', () => {
    renderWithProviders(<DashboardTotals data={data(2)} />, shop('ar'));
    expect(screen.getByRole('region', { name: 'مكتملة وغير مدفوعة' })).toBeTruthy();
    expect(text('unpaid')).toMatch(/^طلبان · /);
    expect(text('open-now')).toMatch(/^5 طلبات · /);
  });

  it('lists each payment method with its orders, VAT and sales', () => {
    renderWithProviders(<PaymentMethodsList methods={data(0).byMethod} />, shop());
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Cash1 order · VAT AED 1.19AED 25.00',
      'Card1 order · VAT AED 0.62AED 13.00',
    ]);
  });
});
