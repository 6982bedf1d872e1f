// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useFieldMessage } from '@/client/lib/form-refusal';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { CheckoutFormInput } from '@/features/orders';
import { checkoutResolver } from './checkout-validation';
import { PlateField } from './plate-field';

cleanUpAfterEach();

/** The plate field in a form of its own, checked by the checkout's schema when sent. */
function PlateForm({ onValues }: { onValues: (plate: CheckoutFormInput['plate']) => void }) {
  const form = useForm<CheckoutFormInput>({
    resolver: checkoutResolver,
    defaultValues: {
      name: 'Sara',
      email: 'sara@example.com',
      plate: { emirate: 'abu_dhabi', code: '', number: '' },
    },
  });
  const err = useFieldMessage('checkout');
  return (
    <form
      onSubmit={form.handleSubmit(
        (v) => onValues(v.plate),
        () => onValues(form.getValues('plate')),
      )}
    >
      <PlateField form={form} err={err} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderPlate(signedIn = false) {
  const server = fakeServer({
    'GET /api/account/session': json({
      account: signedIn
        ? {
            email: 'sara@example.com',
            name: 'Sara',
            phone: null,
            plate: null,
            carPlate: null,
            emailVerified: true,
          }
        : null,
    }),
    'GET /api/account/cars': json({
      max: 5,
      cars: [
        {
          id: '6b5f9c7e-1d0a-4f4e-9c8b-708192a3b4c5',
          plate: { emirate: 'dubai', code: 'AA', number: '777' },
          nickname: 'Work car',
          colour: '',
          make: '',
          isDefault: true,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        {
          id: '7c6a0d8f-2e1b-4a5f-8d9c-8192a3b4c5d6',
          plate: { emirate: 'sharjah', code: '3', number: '4567' },
          nickname: 'Family car',
          colour: '',
          make: '',
          isDefault: false,
          createdAt: '2026-01-02T00:00:00.000Z',
        },
      ],
    }),
  });
  const onValues = vi.fn();
  renderWithProviders(<PlateForm onValues={onValues} />);
  const user = userEvent.setup();
  const send = async () => {
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    return onValues.mock.lastCall?.[0] as CheckoutFormInput['plate'];
  };
  return { server, user, send };
}

const code = () => screen.getByLabelText('Code') as HTMLInputElement;
const number = () => screen.getByLabelText('Number') as HTMLInputElement;
const emirate = () => screen.getByLabelText('Emirate') as HTMLSelectElement;
const plateGroup = () => screen.getByRole('group', { name: /Car plate/ });

describe('the plate field', () => {
  it('asks for the emirate, then the code and the number; the code’s keyboard follows the emirate', async () => {
    const { user } = renderPlate();
    expect(emirate().value).toBe('abu_dhabi');
    expect(
      within(emirate())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah']);
    // Abu Dhabi codes are numbers, Dubai's letters.
    expect(code().inputMode).toBe('numeric');
    expect(code().placeholder).toBe('5');
    await user.selectOptions(emirate(), 'dubai');
    expect(code().inputMode).toBe('text');
    expect(code().placeholder).toBe('A');
    expect(number().inputMode).toBe('numeric');
  });

  it('shows the example until the plate is valid, then the plate as staff will read it (Arabic digits too)', async () => {
    const { user, send } = renderPlate();
    expect(within(plateGroup()).getByText('Code and number, e.g. 5 and 12345')).toBeTruthy();
    await user.type(code(), '٥');
    await user.type(number(), '١٢٣٤٥');
    const badge = within(plateGroup()).getByText('Abu Dhabi plate 5 12345').parentElement!;
    expect(badge.getAttribute('data-plate')).toBe('AD 5 12345');
    expect(badge.getAttribute('dir')).toBe('ltr');
    expect(within(plateGroup()).queryByText(/e\.g\. 5 and 12345/)).toBeNull();
    // What the form hands on is the plate, normalised by the shared schema.
    expect(await send()).toEqual({ emirate: 'abu_dhabi', code: '5', number: '12345' });
  });

  it('says beside the plate which part is wrong for the emirate, and marks only that part', async () => {
    const { user, send } = renderPlate();
    await user.selectOptions(emirate(), 'dubai');
    await user.type(code(), '5');
    await user.type(number(), '0123');
    expect(within(plateGroup()).queryByText(/^Dubai plate/)).toBeNull(); // not a valid Dubai plate: no preview
    await send();
    const messages = document.getElementById(code().getAttribute('aria-describedby')!)!;
    expect(within(messages).getByText(/one or two English letters/)).toBeTruthy();
    expect(
      within(messages).getByText('The plate number has 1 to 5 digits and does not start with 0.'),
    ).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(number().getAttribute('aria-invalid')).toBe('true');
    expect(emirate().getAttribute('aria-invalid')).toBeNull();
  });

  it('a signed-in customer finds the default car filled in and can pick another saved car', async () => {
    const { user, server } = renderPlate(true);
    const work = await screen.findByRole('button', { name: /Work car/ });
    await waitFor(() => expect(number().value).toBe('777'));
    expect([emirate().value, code().value]).toEqual(['dubai', 'AA']);
    expect(work.getAttribute('aria-pressed')).toBe('true');

    const family = screen.getByRole('button', { name: /Family car/ });
    await user.click(family);
    expect([emirate().value, code().value, number().value]).toEqual(['sharjah', '3', '4567']);
    expect(family.getAttribute('aria-pressed')).toBe('true');
    expect(work.getAttribute('aria-pressed')).toBe('false');
    expect(server.sent('GET /api/account/cars')).toHaveLength(1);
  });

  it('a guest sees no saved cars, and their cars are never asked for', async () => {
    const { server } = renderPlate(false);
    await waitFor(() => expect(server.sent('GET /api/account/session')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Your cars' })).toBeNull();
    expect(server.sent('GET /api/account/cars')).toHaveLength(0);
  });
});
