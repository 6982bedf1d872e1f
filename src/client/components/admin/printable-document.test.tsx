// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { PrintableDocument } from './printable-document';

cleanUpAfterEach();

const sheet = () => document.querySelector<HTMLElement>('[data-printable]');

describe('a printable document of the back office', () => {
  it('prints with Print, on the receipt sheet, with its back link and its own actions', async () => {
    // happy-dom has no print dialog: the stub stands for it (put back by cleanUpAfterEach).
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(
      <PrintableDocument
        id="order-receipt"
        source={{ data: { number: 1042 } }}
        loadFailed="Could not load."
        back={{ to: '/admin/orders', label: 'Back to orders' }}
        actions={(d) => <span>Extra for {d?.number}</span>}
      >
        {(d) => <p>Order {d.number}</p>}
      </PrintableDocument>,
    );
    const user = userEvent.setup();
    expect(sheet()?.id).toBe('order-receipt');
    expect(sheet()?.dataset.paper).toBe('receipt');
    expect(sheet()?.textContent).toBe('Order 1042');
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/admin/orders');
    expect(screen.getByText('Extra for 1042')).toBeTruthy();
    // One paper: no choice offered.
    expect(screen.queryByRole('group', { name: 'Paper' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('offers the roll or A4 when it has both, and prints on the one chosen (in Arabic)', async () => {
    renderWithProviders(
      <PrintableDocument id="z-report" source={{ data: 1 }} loadFailed="x" papers={['roll', 'a4']}>
        {() => <p>Z</p>}
      </PrintableDocument>,
      { locale: 'ar' },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'الورق' })).toBeTruthy();
    expect(sheet()?.dataset.paper).toBe('roll');
    expect(screen.getByRole('button', { name: 'لفافة 80 مم' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'A4' }));
    expect(sheet()?.dataset.paper).toBe('a4');
    expect(screen.getByRole('button', { name: 'A4' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('while loading: Print waits and nothing is printed; a failed load says so and tries again', async () => {
    const refetch = vi.fn();
    const { rerender } = renderWithProviders(
      <PrintableDocument id="d" source={{ data: undefined }} loadFailed="The order could not be loaded.">
        {() => <p>never</p>}
      </PrintableDocument>,
    );
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sheet()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <PrintableDocument
        id="d"
        source={{ data: undefined, isError: true, refetch }}
        loadFailed="The order could not be loaded."
      >
        {() => <p>never</p>}
      </PrintableDocument>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The order could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
