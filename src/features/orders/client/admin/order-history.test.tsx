// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { OrderHistory } from './order-history';

cleanUpAfterEach();

const at = '2026-11-26T10:00:00.000Z';
const layla = { name: 'Layla', staff: true };
const history: AdminOrderDetail['history'] = [
  { at, kind: 'status', note: null, from: null, to: 'pending', by: null },
  { at, kind: 'status', note: null, from: 'pending', to: 'processing', by: layla },
  { at, kind: 'status', note: null, from: 'processing', to: 'ready', by: layla },
  { at, kind: 'status', note: null, from: 'ready', to: 'completed', by: layla },
];

describe("an order's history in the back office", () => {
  it('names the move to ready and the handing over with the one word per state, in Arabic', () => {
    renderWithProviders(<OrderHistory history={history} locale="ar" />, { locale: 'ar' });
    const items = screen.getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);
    expect(items).toHaveLength(4);
    // From being prepared to ready, then from ready to completed (the sentence around them may change).
    expect(items[2]).toMatch(/قيد التحضير.*جاهز/);
    expect(items[3]).toMatch(/جاهز.*مكتمل/);
  });

  it('and in English', () => {
    renderWithProviders(<OrderHistory history={history} locale="en" />, { locale: 'en' });
    const items = screen.getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);
    expect(items.slice(2)).toEqual(['Being prepared → Ready', 'Ready → Completed']);
  });
});
