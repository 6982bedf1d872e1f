// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
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
  recordedWhileClosed: [],
  floatFils: 20_000,
  cashMovedFils: 0,
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
      'GET /api/admin/shifts/current': json({ shift: null, blind: false, report: null, overnight: false }),
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
      'GET /api/admin/shifts/current': json({
        shift: report(false).shift,
        blind: false,
        report: report(false),
        overnight: false,
      }),
      [`POST /api/admin/shifts/${ID}/close`]: json(report(true)),
    });
    renderWithProviders(<CurrentShift canManage={false} />);
    expect(await screen.findByRole('heading', { name: 'Shift #3 — Open' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Counted cash (AED)'), '417');
    await userEvent.click(screen.getByRole('button', { name: 'Close Shift' }));
    // Asked first: nothing is sent until the close is confirmed.
    const ask = await screen.findByRole('dialog', { name: 'Close shift #3?' });
    expect(ask.textContent).toContain('AED 417.00');
    expect(server.sent(`POST /api/admin/shifts/${ID}/close`)).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Close Shift' }));
    const z = await screen.findByRole('heading', { name: 'Shift #3 Close (Z Report)' });
    expect(z).toBeTruthy();
    expect(server.sent(`POST /api/admin/shifts/${ID}/close`)[0]!.body).toEqual({ countedCashFils: 41_700 });
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!.textContent;
    expect(row('Expected cash in the drawer')).toContain('AED 422.00');
    expect(row('Difference')).toContain('AED -5.00');
    // Staff get no CSV (a manager's).
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('lists the orders handed over unpaid after the drawer, each with its reason and a way to it (Arabic)', async () => {
    const unpaid = {
      count: 1,
      valueFils: 3_700,
      orders: [
        {
          orderId: 'b3c2a1d0-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
          number: 1042,
          totalFils: 3_700,
          reason: 'pays_later',
          note: 'يدفع الجمعة',
          byName: 'ليلى',
          at: '2026-11-26T09:30:00.000Z',
          paidSince: false,
        },
      ],
    };
    fakeServer({
      'GET /api/admin/shifts/current': json({
        shift: report(false).shift,
        blind: false,
        report: { ...report(false), unpaidHandovers: unpaid },
        overnight: false,
      }),
    });
    renderWithProviders(<CurrentShift canManage />, { locale: 'ar' });
    const section = (await screen.findByRole('heading', { name: 'سُلّمت دون دفع' })).closest('section')!;
    const line = within(section).getByRole('link', { name: /الطلب\s+#1042/ });
    // The orders list searched by its number, where it is marked paid (no screen is at /admin/orders/<id>).
    expect(line.getAttribute('href')).toBe('/admin/orders?q=1042');
    const row = line.closest('tr')!.textContent!;
    expect(row).toContain('سيدفع لاحقًا');
    expect(row).toContain('يدفع الجمعة');
    expect(row).toContain('ليلى');
    expect(
      within(section).getByRole('rowheader', { name: 'إجمالي ما لم يُحصَّل' }).closest('tr')!.textContent,
    ).toMatch(/37\.00/);
    // Not money: the drawer's expected cash leaves it out.
    const drawer = screen
      .getByRole('rowheader', { name: 'النقد المتوقع في الدرج' })
      .closest('tr')!.textContent!;
    expect(drawer).toMatch(/422\.00/);
  });

  it('says why a close was refused', async () => {
    fakeServer({
      'GET /api/admin/shifts/current': json({
        shift: report(false).shift,
        blind: false,
        report: report(false),
        overnight: false,
      }),
      [`POST /api/admin/shifts/${ID}/close`]: apiError(409, 'shift_already_closed'),
    });
    renderWithProviders(<CurrentShift canManage />);
    await userEvent.type(await screen.findByLabelText('Counted cash (AED)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Close Shift' }));
    const ask = await screen.findByRole('dialog', { name: 'Close shift #3?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Close Shift' }));
    expect((await screen.findByRole('alert')).textContent).toContain('shift_already_closed (en)');
  });

  it('says a refused note under the note, not under the counted cash, in Arabic', async () => {
    fakeServer({
      'GET /api/admin/shifts/current': json({
        shift: report(false).shift,
        blind: false,
        report: report(false),
        overnight: false,
      }),
      [`POST /api/admin/shifts/${ID}/close`]: apiError(422, 'validation_failed', [
        { path: 'note', code: 'too_big', message: 'validation.noteLong' },
      ]),
    });
    renderWithProviders(<CurrentShift canManage />, { locale: 'ar' });
    const counted = await screen.findByLabelText('النقد المعدود (د.إ)');
    await userEvent.type(counted, '1');
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق الوردية' }));
    const ask = await screen.findByRole('dialog', { name: /إغلاق الوردية رقم/ });
    await userEvent.click(within(ask).getByRole('button', { name: 'إغلاق الوردية' }));
    const note = screen.getByLabelText('ملاحظة (اختيارية)');
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    const described = note.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'اجعل الملاحظة أقل من 500 حرف.',
    );
    expect(counted.getAttribute('aria-invalid')).toBeNull();
  });

  it('counts blind below manager: no figures, the keep-open answer sends nothing, the difference after the close (Arabic)', async () => {
    const server = fakeServer({
      'GET /api/admin/shifts/current': json({
        shift: report(false).shift,
        blind: true,
        report: null,
        overnight: false,
      }),
      [`POST /api/admin/shifts/${ID}/close`]: json(report(true)),
    });
    renderWithProviders(<CurrentShift canManage={false} />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الوردية رقم 3 — مفتوحة' })).toBeTruthy();
    expect(screen.getByText(/يظهر المبلغ المتوقع والفرق بعد إغلاق الوردية/)).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'النقد المتوقع في الدرج' })).toBeNull();
    await userEvent.type(screen.getByLabelText('النقد المعدود (د.إ)'), '417');
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق الوردية' }));
    let ask = await screen.findByRole('dialog', { name: 'إغلاق الوردية رقم 3؟' });
    await userEvent.click(within(ask).getByRole('button', { name: 'إبقاؤها مفتوحة' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent(`POST /api/admin/shifts/${ID}/close`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق الوردية' }));
    ask = await screen.findByRole('dialog', { name: 'إغلاق الوردية رقم 3؟' });
    await userEvent.click(within(ask).getByRole('button', { name: 'إغلاق الوردية' }));
    await screen.findByRole('heading', { name: 'تقرير إغلاق الوردية رقم 3' });
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!.textContent;
    expect(row('الفرق')).toContain('-5.00');
  });
});
