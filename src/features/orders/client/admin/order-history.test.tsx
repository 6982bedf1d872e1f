// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { OrderHistory } from './order-history';

cleanUpAfterEach();

const at = '2026-11-26T10:00:00.000Z';
const layla = { name: 'Layla', staff: true };
const history: AdminOrderDetail['history'] = [
  { at, kind: 'status', note: null, from: null, to: 'pending', by: null, reason: null, detail: null },
  {
    at,
    kind: 'status',
    note: null,
    from: 'pending',
    to: 'processing',
    by: layla,
    reason: null,
    detail: null,
  },
  { at, kind: 'status', note: null, from: 'processing', to: 'ready', by: layla, reason: null, detail: null },
  { at, kind: 'status', note: null, from: 'ready', to: 'completed', by: layla, reason: null, detail: null },
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

describe('cancellations, refunds and corrected methods in the history', () => {
  const mona = { name: 'Mona', staff: true };
  const money: AdminOrderDetail['history'] = [
    {
      at,
      kind: 'status',
      note: null,
      from: 'pending',
      to: 'cancelled',
      by: mona,
      reason: 'staff_error',
      detail: null,
    },
    {
      at,
      kind: 'refund',
      note: null,
      from: 'cancelled',
      to: 'cancelled',
      by: mona,
      reason: 'staff_error',
      detail: { refundId: 'r', number: 'CN-0007', amountFils: 1575 },
    },
    {
      at,
      kind: 'method',
      note: null,
      from: 'cancelled',
      to: 'cancelled',
      by: mona,
      reason: null,
      detail: { from: 'cash', to: 'card' },
    },
  ];

  it('says the reason, the amount with its credit note link, and from which method to which', () => {
    renderWithProviders(<OrderHistory history={money} locale="en" orderId="o-1" />, { locale: 'en' });
    const [cancel, refund, method] = screen.getAllByRole('listitem');
    expect(cancel!.textContent).toContain('Reason: Staff mistake');
    expect(refund!.textContent).toMatch(/Refunded.*15\.75/);
    expect(screen.getByRole('link', { name: /CN-0007/ }).getAttribute('href')).toBe(
      '/admin/orders/o-1/credit-notes/7',
    );
    expect(method!.textContent).toContain('Payment method: Cash → Card');
  });

  it('in Arabic too', () => {
    renderWithProviders(<OrderHistory history={money} locale="ar" orderId="o-1" />, { locale: 'ar' });
    const [cancel, , method] = screen.getAllByRole('listitem');
    expect(cancel!.textContent).toContain('السبب: خطأ من الموظف');
    expect(method!.textContent).toMatch(/طريقة الدفع: من .+ إلى .+/);
  });
});

describe('the customer at a bay (its QR code) in the history', () => {
  const arrivals: AdminOrderDetail['history'] = [
    {
      at,
      kind: 'arrived',
      note: 'white Patrol',
      from: 'pending',
      to: 'pending',
      by: null,
      reason: null,
      detail: null,
    },
    {
      at,
      kind: 'arrived',
      note: null,
      from: 'pending',
      to: 'pending',
      by: null,
      reason: null,
      detail: { bay: 'B2' },
    },
  ];

  it('names the bay, isolated, in both languages; a plain "I\'m here" stays as it was', () => {
    for (const [locale, plain, atBay] of [
      [
        'en',
        'The customer says they are here, waiting in their car',
        'The customer says they are here, at bay \u2068B2\u2069',
      ],
      ['ar', 'أبلغ العميل بوصوله، وهو ينتظر في سيارته', 'أبلغ العميل بوصوله، وهو في الموقف \u2068B2\u2069'],
    ] as const) {
      const { unmount } = renderWithProviders(<OrderHistory history={arrivals} locale={locale} />, {
        locale,
      });
      const items = screen.getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);
      expect(items).toEqual([plain, atBay]);
      unmount();
    }
  });
});
