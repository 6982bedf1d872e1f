// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json } from '@/client/testing/fake-server';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers';
import type { ShiftFigures, ShiftReport } from '../../shifts.schema';
import { CurrentShift } from './current-shift';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const figures: ShiftFigures = {
  orders: 4,
  grossFils: 35_200,
  vatFils: 1_676,
  refunds: 0,
  refundedFils: 0,
  refundedVatFils: 0,
  netFils: 35_200,
  vatNetFils: 1_676,
  voids: 0,
  voidedFils: 0,
  byMethod: [],
  floatFils: 20_000,
  cashPaidFils: 22_200,
  cashRefundedFils: 0,
  expectedCashFils: 42_200,
  countedCashFils: null,
  differenceFils: null,
};
const report = (closed: boolean): ShiftReport => ({
  shift: {
    id: ID,
    number: 3,
    openedAt: '2026-11-26T05:00:00.000Z',
    openedByName: 'Salim',
    floatFils: 20_000,
    closedAt: closed ? '2026-11-26T15:00:00.000Z' : null,
    closedByName: closed ? 'Salim' : null,
    countedCashFils: closed ? 41_700 : null,
    closeNote: null,
  },
  live: !closed,
  figures: closed ? { ...figures, countedCashFils: 41_700, differenceFils: -500 } : figures,
  adjustments: [],
  corrected: null,
  unpaidHandovers: { count: 0, valueFils: 0, orders: [] },
});

describe('the till', () => {
  it('opens a shift with the float typed in AED (sent in fils); refuses what is not an amount, in Arabic', async () => {
    const server = fakeServer({
      'GET /api/admin/shifts/current': json({ report: null, overnight: false }),
      'POST /api/admin/shifts': json(report(false), 201),
    });
    renderWithProviders(<CurrentShift canManage={false} />, { locale: 'ar' });
    const float = await screen.findByLabelText('النقد الافتتاحي (د.إ)');
    await userEvent.type(float, 'مئتان');
    await userEvent.click(screen.getByRole('button', { name: 'فتح الوردية' }));
    expect(await screen.findByText(/أدخل النقد الافتتاحي بالدرهم/)).toBeTruthy();
    expect(server.sent('POST /api/admin/shifts')).toHaveLength(0);
    await userEvent.clear(float);
    await userEvent.type(float, '200.50');
    await userEvent.click(screen.getByRole('button', { name: 'فتح الوردية' }));
    await waitFor(() => expect(server.sent('POST /api/admin/shifts')).toHaveLength(1));
    expect(server.sent('POST /api/admin/shifts')[0]!.body).toEqual({ floatFils: 20_050 });
  });

  it('closes with the counted cash and then shows the Z report: expected cash and the difference', async () => {
    const server = fakeServer({
      'GET /api/admin/shifts/current': json({ report: report(false), overnight: false }),
      [`POST /api/admin/shifts/${ID}/close`]: json(report(true)),
    });
    renderWithProviders(<CurrentShift canManage={false} />);
    expect(await screen.findByRole('heading', { name: 'Shift #3 — open' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Counted cash (AED)'), '417');
    await userEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    const z = await screen.findByRole('heading', { name: 'Shift #3 close (Z report)' });
    expect(z).toBeTruthy();
    expect(server.sent(`POST /api/admin/shifts/${ID}/close`)[0]!.body).toEqual({ countedCashFils: 41_700 });
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!.textContent;
    expect(row('Expected cash in the drawer')).toContain('AED 422.00');
    expect(row('Difference')).toContain('AED -5.00');
    // Staff get no CSV (a manager's).
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('says why a close was refused', async () => {
    fakeServer({
      'GET /api/admin/shifts/current': json({ report: report(false), overnight: false }),
      [`POST /api/admin/shifts/${ID}/close`]: apiError(409, 'shift_already_closed'),
    });
    renderWithProviders(<CurrentShift canManage />);
    await userEvent.type(await screen.findByLabelText('Counted cash (AED)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    expect((await screen.findByRole('alert')).textContent).toContain('shift_already_closed (en)');
  });
});
