// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { Component as ReceiptScreen } from './receipt-screen';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const receipt = (status: string) => ({
  order: {
    id: ID,
    number: 1042,
    status,
    createdAt: '2026-11-26T10:00:00.000Z',
    customerName: 'Sara',
    carPlate: 'AD 5 12345',
    plate: null,
    items: [],
    totalFils: 2100,
    vatFils: 100,
    vatRateBp: 500,
    paymentMethod: 'card',
    paymentStatus: 'paid',
    refundedFils: status === 'cancelled' ? 2100 : 0,
    refunds:
      status === 'cancelled'
        ? [{ id: 'r1', number: 3, amountFils: 2100, vatFils: 100, method: 'card', cancelsOrder: true }]
        : [],
  },
  store: {
    addressEn: 'Al Ain',
    addressAr: 'العين',
    phone: '+971 3 000 0000',
    trn: null,
    legalNameEn: 'Aseer Juices L.L.C.',
    legalNameAr: 'عصير للعصائر ذ.م.م',
  },
});

function renderReceipt(status: string, locale: 'en' | 'ar') {
  fakeServer({ [`GET /api/admin/orders/${ID}/receipt`]: json(receipt(status)) });
  renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:id/receipt" element={<ReceiptScreen />} />
    </Routes>,
    { route: `/admin/orders/${ID}/receipt`, locale },
  );
}

describe('the admin receipt', () => {
  it("carries the shop's legal name and the tax invoice title", async () => {
    renderReceipt('completed', 'en');
    expect((await screen.findByTestId('shop-legal-name')).textContent).toBe('Aseer Juices L.L.C.');
    expect(screen.getByTestId('receipt-title').textContent).toBe('Tax Invoiceفاتورة ضريبية');
  });

  it('of a cancelled order is no tax invoice, and links its credit note (in Arabic)', async () => {
    renderReceipt('cancelled', 'ar');
    expect((await screen.findByTestId('shop-legal-name')).textContent).toBe('عصير للعصائر ذ.م.م');
    expect(screen.getByTestId('receipt-title').textContent).toBe(
      'ملغى — ليس فاتورة ضريبيةCancelled — not a tax invoice',
    );
    expect(screen.getByRole('link', { name: 'CN-0003' }).getAttribute('href')).toBe(
      `/admin/orders/${ID}/credit-notes/3`,
    );
    // Paid, then refunded in full: it says so, and does not thank for the order.
    expect(screen.getByText('مُسترد').closest('dd')!.textContent).toBe('بطاقة · مُسترد');
    expect(screen.queryByText(/مدفوع/)).toBeNull();
    expect(screen.queryByText('شكرًا لطلبك!')).toBeNull();
  });
});
