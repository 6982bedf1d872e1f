// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { ShiftReport } from '../../shifts.schema';
import { AdjustmentsPanel } from './adjustments-panel';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const report = {
  shift: { id: ID, number: 3 },
  adjustments: [
    {
      id: 'a1',
      kind: 'method_correction',
      amountFils: 2_100,
      detail: { orderId: 'o1', number: 1042, from: 'cash', to: 'card' },
      note: null,
      createdByName: null,
      createdAt: '2026-11-26T16:00:00.000Z',
    },
  ],
  corrected: {
    netFils: 35_200,
    byMethod: [
      { method: 'cash', netFils: 20_100 },
      { method: 'card', netFils: 15_100 },
    ],
    expectedCashFils: 40_100,
    countedCashFils: 41_700,
    differenceFils: 1_600,
  },
} as unknown as ShiftReport;

describe('adjustments after the close', () => {
  it('lists what the database recorded (a method corrected) and the corrected figures beside the close', () => {
    fakeServer({});
    renderWithProviders(<AdjustmentsPanel report={report} />);
    expect(screen.getByText('Order 1042: Cash → Card')).toBeTruthy();
    expect(screen.getByText(/Recorded automatically/)).toBeTruthy();
    const corrected = screen.getByText('Corrected figures').closest('dl')!.textContent!;
    expect(corrected).toContain('AED 401.00');
    expect(corrected).toContain('AED 16.00');
  });

  it('records a recount with a signed amount in fils and a required note, in Arabic', async () => {
    const server = fakeServer({ [`POST /api/admin/shifts/${ID}/adjustments`]: json(report, 201) });
    renderWithProviders(<AdjustmentsPanel report={report} />, { locale: 'ar' });
    await userEvent.type(screen.getByLabelText('المبلغ (د.إ، بإشارة ناقص للخصم)'), '-5.5');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل التسوية' }));
    expect(await screen.findByText('اذكر سبب التسوية.')).toBeTruthy();
    expect(server.sent(`POST /api/admin/shifts/${ID}/adjustments`)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('السبب'), 'عُدّ الدرج مرة ثانية');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل التسوية' }));
    await waitFor(() => expect(server.sent(`POST /api/admin/shifts/${ID}/adjustments`)).toHaveLength(1));
    expect(server.sent(`POST /api/admin/shifts/${ID}/adjustments`)[0]!.body).toEqual({
      kind: 'cash_count',
      amountFils: -550,
      note: 'عُدّ الدرج مرة ثانية',
    });
  });
});
