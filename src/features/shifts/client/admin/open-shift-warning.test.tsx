// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_ME_KEY } from '@/client/components/admin/staff-session';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import {
  cleanUpAfterEach,
  renderWithProviders,
  testQueryClient,
} from '@/client/testing/render-with-providers-test-kit';
import type { Role } from '@/common/permissions';
import type { CurrentShift } from '../../shifts.schema';
import { OpenShiftWarning } from './open-shift-warning';

cleanUpAfterEach();

const figures = {
  orders: 0,
  grossFils: 0,
  vatFils: 0,
  refunds: 0,
  refundedFils: 0,
  refundedVatFils: 0,
  netFils: 0,
  vatNetFils: 0,
  voids: 0,
  voidedFils: 0,
  byMethod: [],
  recordedWhileClosed: [],
  floatFils: 20_000,
  cashMovedFils: 0,
  cashPaidFils: 0,
  cashRefundedFils: 0,
  expectedCashFils: 20_000,
  countedCashFils: null,
  differenceFils: null,
};
const shift = {
  id: '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4',
  number: 7,
  openedAt: '2026-11-25T18:30:00.000Z',
  openedByName: 'Salim',
  floatFils: 20_000,
  closedAt: null,
  closedByName: null,
  countedCashFils: null,
  closeNote: null,
};
const current = (overnight: boolean): CurrentShift => ({
  overnight,
  shift,
  blind: false,
  report: {
    shift,
    live: true,
    figures,
    adjustments: [],
    corrected: null,
    unpaidHandovers: { count: 0, valueFils: 0, orders: [] },
  },
});
const as = (role: Role) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(STAFF_ME_KEY, { id: 'u1', email: 'a@example.com', name: 'A', role } as never);
  return queryClient;
};

describe('the dashboard flag of a shift left open overnight', () => {
  it('names the shift and since when, with a link to close it', async () => {
    fakeServer({ 'GET /api/admin/shifts/current': json(current(true)) });
    renderWithProviders(<OpenShiftWarning />, { queryClient: as('staff') });
    const flag = await screen.findByRole('status');
    expect(flag.textContent).toContain('Shift #7 has been open since');
    expect(flag.textContent).toContain('25 Nov 2026'); // 22:30 in Dubai
    expect(screen.getByRole('link', { name: 'Close It' }).getAttribute('href')).toBe('/admin/shifts');
  });

  it('reads in Arabic', async () => {
    fakeServer({ 'GET /api/admin/shifts/current': json(current(true)) });
    renderWithProviders(<OpenShiftWarning />, { queryClient: as('manager'), locale: 'ar' });
    expect((await screen.findByRole('status')).textContent).toContain('الوردية رقم 7 مفتوحة منذ');
    expect(screen.getByRole('link', { name: 'إغلاقها' })).toBeTruthy();
  });

  it('shows nothing for a shift opened today, or when no shift is open', async () => {
    for (const answer of [current(false), { report: null, overnight: false }]) {
      const server = fakeServer({ 'GET /api/admin/shifts/current': json(answer) });
      const { unmount } = renderWithProviders(<OpenShiftWarning />, { queryClient: as('staff') });
      await waitFor(() => expect(server.sent('GET /api/admin/shifts/current')).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('status')).toBeNull();
      unmount();
    }
  });
});
