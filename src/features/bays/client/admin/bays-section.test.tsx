// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { Bay } from '../../bays.schema';
import { BaysSection } from './bays-section';

cleanUpAfterEach();

const bay = (id: string, name: string): Bay => ({
  id,
  name,
  token: `${id}`.padEnd(22, 'x'),
  url: `https://aseer.example/bay/${id}`,
  createdAt: '2026-11-29T08:00:00.000Z',
});
const FOUR = bay('11111111-1111-4111-8111-111111111111', '4');

describe('Settings → Bays', () => {
  it('adds a bay by its name; a name in use is said beside the field, from the server, in Arabic', async () => {
    const server = fakeServer({
      'GET /api/admin/bays': json([FOUR]),
      'POST /api/admin/bays': (req) =>
        (req.body as { name: string }).name === '4'
          ? {
              ...apiError(422, 'bay_name_taken', [{ path: 'name', code: 'bay_name_taken' }]),
            }
          : json(bay('22222222-2222-4222-8222-222222222222', 'B2'), 201),
    });
    renderWithProviders(<BaysSection />, { locale: 'ar' });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: /اسم الموقف/ });
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'إضافة موقف' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field);
    const said = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(said?.textContent).toBe('bay_name_taken (ar)');
    await user.clear(field);
    await user.type(field, ' B2 ');
    await user.click(screen.getByRole('button', { name: 'إضافة موقف' }));
    await waitFor(() => expect(server.sent('POST /api/admin/bays')).toHaveLength(2));
    expect(server.sent('POST /api/admin/bays')[1]!.body).toEqual({ name: 'B2' });
  });

  it('an empty or too long name is refused before anything is sent', async () => {
    const server = fakeServer({ 'GET /api/admin/bays': json([]) });
    renderWithProviders(<BaysSection />);
    const user = userEvent.setup();
    expect(
      await screen.findByText('No bays yet. Add one for each parking spot that gets a sticker.'),
    ).toBeTruthy();
    // No bay, nothing to print.
    expect(screen.queryByRole('link', { name: 'Print QR Codes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Bay' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(server.sent('POST /api/admin/bays')).toHaveLength(0);
  });

  it('renames a bay (its code stays) and removes one after asking; the sheet is a link away', async () => {
    const server = fakeServer({
      'GET /api/admin/bays': json([FOUR]),
      [`PUT /api/admin/bays/${FOUR.id}`]: json({ ...FOUR, name: '5' }),
      [`DELETE /api/admin/bays/${FOUR.id}`]: { status: 204 },
    });
    renderWithProviders(<BaysSection />);
    const user = userEvent.setup();
    expect((await screen.findByRole('link', { name: 'Print QR Codes' })).getAttribute('href')).toBe(
      '/admin/settings/bays/qr-codes',
    );
    await user.click(screen.getByRole('button', { name: 'Rename Bay \u20684\u2069' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Bay' });
    const name = within(dialog).getByRole('textbox');
    await user.clear(name);
    await user.type(name, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent(`PUT /api/admin/bays/${FOUR.id}`)).toHaveLength(1));
    expect(server.sent(`PUT /api/admin/bays/${FOUR.id}`)[0]!.body).toEqual({ name: '5' });

    await user.click(screen.getByRole('button', { name: 'Delete Bay \u20684\u2069' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove bay \u20684\u2069?' });
    expect(confirm.textContent).toContain('Its QR code stops working at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove Bay' }));
    await waitFor(() => expect(server.sent(`DELETE /api/admin/bays/${FOUR.id}`)).toHaveLength(1));
  });
});
