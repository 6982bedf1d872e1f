// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { PrinterStatus as Status } from '../../printing.schema';
import { PrinterStatus } from './printer-status';
import { PrintCloseButton, PrintCreditNoteButton, PrintTicketButton } from './print-ticket-button';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const offline: Status = { enabled: true, online: false, waiting: 3, lastError: 'ECONNREFUSED' };

describe('the printer on the board', () => {
  it('says the printer is offline with the tickets waiting, in either language, and Retry asks again', async () => {
    let status = offline;
    const server = fakeServer({
      'GET /api/admin/printer/status': () => json(status),
      'POST /api/admin/printer/retry': () => {
        status = { ...offline, online: true, waiting: 0, lastError: null };
        return json(status);
      },
    });
    renderWithProviders(<PrinterStatus />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Printer offline — 3 tickets waiting');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(server.sent('POST /api/admin/printer/retry')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('reads naturally in Arabic (two tickets: the dual)', async () => {
    fakeServer({ 'GET /api/admin/printer/status': json({ ...offline, waiting: 2 }) });
    renderWithProviders(<PrinterStatus />, { locale: 'ar' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'الطابعة غير متصلة — تذكرتان بانتظار الطباعة',
    );
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });

  it('shows nothing while the printer is online or off', async () => {
    for (const s of [
      { ...offline, online: true, waiting: 0 },
      { ...offline, enabled: false },
    ]) {
      const server = fakeServer({ 'GET /api/admin/printer/status': json(s) });
      const { unmount } = renderWithProviders(<PrinterStatus />);
      await waitFor(() => expect(server.sent('GET /api/admin/printer/status')).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });

  it('Print ticket (Arabic label) sends the kitchen ticket of the order to the printer', async () => {
    const server = fakeServer({
      'GET /api/admin/printer/status': json({ ...offline, online: true, waiting: 0 }),
      [`POST /api/admin/orders/${ID}/print`]: json({}, 201),
    });
    renderWithProviders(<PrintTicketButton orderId={ID} />, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'طباعة التذكرة' }));
    await waitFor(() => expect(server.sent(`POST /api/admin/orders/${ID}/print`)).toHaveLength(1));
  });

  it('prints a credit note from the order’s list (named with its number) and a close, each to its own route', async () => {
    const server = fakeServer({
      'GET /api/admin/printer/status': json({ ...offline, online: true, waiting: 0 }),
      [`POST /api/admin/orders/${ID}/credit-notes/7/print`]: json({}, 201),
      [`POST /api/admin/shifts/${ID}/print`]: json({}, 201),
      'POST /api/admin/shifts/days/2026-11-28/print': apiError(404, 'day_close_empty'),
    });
    renderWithProviders(
      <>
        <PrintCreditNoteButton orderId={ID} number={7} compact />
        <PrintCloseButton close={{ shiftId: ID }} />
        <PrintCloseButton close={{ day: '2026-11-28' }} />
      </>,
      { locale: 'ar' },
    );
    const note = await screen.findByRole('button', { name: 'طباعة الإشعار الدائن CN-0007 على الطابعة' });
    expect(note.textContent).toBe('طباعة');
    await userEvent.click(note);
    await waitFor(() =>
      expect(server.sent(`POST /api/admin/orders/${ID}/credit-notes/7/print`)).toHaveLength(1),
    );
    const [shift, day] = screen.getAllByRole('button', { name: 'الطباعة على الطابعة' });
    await userEvent.click(shift!);
    await waitFor(() => expect(server.sent(`POST /api/admin/shifts/${ID}/print`)).toHaveLength(1));
    await userEvent.click(day!);
    await waitFor(() => expect(server.sent('POST /api/admin/shifts/days/2026-11-28/print')).toHaveLength(1));
  });

  it('shows no print button while the printer is off', async () => {
    const server = fakeServer({ 'GET /api/admin/printer/status': json({ ...offline, enabled: false }) });
    renderWithProviders(<PrintCreditNoteButton orderId={ID} number={7} />);
    await waitFor(() => expect(server.sent('GET /api/admin/printer/status')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
