// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, json, type Route } from '@/client/testing/fake-server-test-kit';
import {
  cleanUpAfterEach,
  renderWithProviders,
  testQueryClient,
} from '@/client/testing/render-with-providers-test-kit';
import { fillSampleCart, LEMON, MANGO } from '@/features/cart/client/cart-test-kit';
import type { Locale } from '@/common/locales';
import { lineKey } from '@/features/cart';
import { cart } from '@/features/cart/client';
import { menuQuery } from '@/features/catalog/client';
import { CheckoutForm } from './checkout-form';
import { lineSize } from '@/features/catalog/size-test-kit';

const HUDA = '3e2c6f4b-8a7d-4c1b-9f5e-4d5e6f708192';
const PLACED = { id: '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4', number: 1042 };

cleanUpAfterEach(() => cart.clear());
beforeEach(() => {
  fillSampleCart();
});

/** The checkout as a guest, with the shop's employees and payment methods answered by the fake server. */
function renderCheckout(
  locale: Locale,
  placeOrder: Route = json(PLACED, 201),
  queryClient = testQueryClient(),
  employees = [{ id: HUDA, nameEn: 'Huda', nameAr: 'هدى' }],
) {
  const server = fakeServer({
    'GET /api/account/session': json({ account: null }),
    'GET /api/employees': json(employees),
    'GET /api/payment-methods': json({ methods: [{ method: 'card', cards: ['visa'] }, { method: 'cash' }] }),
    'POST /api/orders': placeOrder,
  });
  const onPlaced = vi.fn();
  const onLineErrors = vi.fn();
  renderWithProviders(<CheckoutForm account={null} onPlaced={onPlaced} onLineErrors={onLineErrors} />, {
    locale,
    queryClient,
  });
  return { server, onPlaced, onLineErrors, user: userEvent.setup() };
}

/** The text the field's aria-describedby points at (its error, beside it). */
function describedBy(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent) : [];
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), '  Sara Ahmed ');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+971 50 123 4567');
  await user.selectOptions(screen.getByLabelText('Emirate'), 'dubai');
  await user.type(screen.getByLabelText('Code'), 'aa');
  await user.type(screen.getByLabelText('Number'), '12345');
  // The employees arrive from the server: the select is enabled then.
  await waitFor(() =>
    expect((screen.getByLabelText(/Who's serving you/) as HTMLSelectElement).disabled).toBe(false),
  );
  await user.selectOptions(screen.getByLabelText(/Who's serving you/), HUDA);
  await user.click(await screen.findByRole('radio', { name: 'Cash' }));
}

describe('the checkout form', () => {
  it('in Arabic, says beside each required field that it is needed, and sends nothing', async () => {
    const { server, user, onPlaced } = renderCheckout('ar');
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));

    const required = 'هذا الحقل مطلوب.';
    const name = await screen.findByLabelText('الاسم الكامل');
    await waitFor(() => expect(describedBy(name)).toEqual([required]));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect(describedBy(email)).toEqual([required]);
    // An e-mail address is typed left to right inside the right-to-left page.
    expect(email.getAttribute('dir')).toBe('ltr');
    // The plate's code and number share one list of messages under the plate.
    const plateErrors = describedBy(screen.getByLabelText('الرمز'));
    expect(plateErrors).toEqual([`${required}${required}`]);
    expect(screen.getByLabelText('الرقم').getAttribute('aria-invalid')).toBe('true');
    // The optional phone is not marked.
    expect(screen.getByLabelText(/رقم الهاتف/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(server.sent('POST /api/orders')).toHaveLength(0);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('sends the server the order: the details as checked (trimmed, the plate normalised) and the cart’s lines', async () => {
    const { server, user, onPlaced } = renderCheckout('en');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
    const [sent] = server.sent('POST /api/orders');
    expect(server.sent('POST /api/orders')).toHaveLength(1);
    expect(sent?.body).toEqual({
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '+971 50 123 4567',
      plate: { emirate: 'dubai', code: 'AA', number: '12345' },
      employeeId: HUDA,
      paymentMethod: 'cash',
      scheduledFor: null,
      createAccount: false,
      notifyReady: false,
      password: '',
      confirmPassword: '',
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      locale: 'en',
      lines: [
        { productId: MANGO, size: 'large', quantity: 2, options: [] },
        { productId: LEMON, size: 'small', quantity: 1, options: [] },
      ],
    });
  });

  it.each(['en', 'ar'] as const)(
    'in a shop without employees (%s), does not ask who is serving and sends no one',
    async (locale) => {
      const { server, user, onPlaced } = renderCheckout(locale, json(PLACED, 201), testQueryClient(), []);
      const ask = locale === 'en' ? /Who's serving you/ : /من يخدمك/;
      await waitFor(() => expect(server.sent('GET /api/employees')).toHaveLength(1));
      await waitFor(() => expect(screen.queryByLabelText(ask)).toBeNull());
      expect(screen.queryByRole('combobox', { name: ask })).toBeNull();
      if (locale === 'ar') return;
      await user.type(screen.getByLabelText('Full name'), 'Sara Ahmed');
      await user.type(screen.getByLabelText('Email'), 'sara@example.com');
      await user.selectOptions(screen.getByLabelText('Emirate'), 'dubai');
      await user.type(screen.getByLabelText('Code'), 'aa');
      await user.type(screen.getByLabelText('Number'), '12345');
      await user.click(await screen.findByRole('radio', { name: 'Cash' }));
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
      expect(server.sent('POST /api/orders')[0]?.body).toMatchObject({ employeeId: null });
    },
  );

  it('shows the server’s 422 field errors beside their fields, in the visitor’s language, and focuses the first', async () => {
    const { user, onPlaced } = renderCheckout(
      'en',
      apiError(422, 'validation', [
        { path: 'email', code: 'custom', message: 'validation.emailTaken' },
        { path: 'plate.number', code: 'custom', message: 'validation.plateNumber' },
      ]),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(describedBy(email)).toEqual([
        'An account with this email already exists. Please sign in instead.',
      ]),
    );
    expect(describedBy(screen.getByLabelText('Number'))).toEqual([
      'The plate number has 1 to 5 digits and does not start with 0.',
    ]);
    expect(document.activeElement).toBe(email);
    // Said beside the fields, so not again above the button.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('a refused cart line is reported for the summary; a failure about no field is said above the button', async () => {
    const { user, onLineErrors } = renderCheckout(
      'en',
      apiError(422, 'validation', [{ path: 'lines.1.size', code: 'size_sold_out', message: 'sold out' }]),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() =>
      expect(onLineErrors).toHaveBeenLastCalledWith({
        [lineKey(cart.get()[1]!)]:
          'This size is sold out right now. Please remove it or choose another size.',
      }),
    );
    expect(within(screen.getByRole('alert')).getByText('validation (en)')).toBeTruthy();
  });

  const HONEY = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
  const MILK = '8c7b6a5f-4e3d-4c2b-9a1f-0e9d8c7b6a5f';
  const withHoney = () => {
    cart.clear();
    cart.add({
      id: MANGO,
      ...lineSize('large'),
      nameEn: 'Mango Juice',
      nameAr: 'عصير مانجو',
      priceFils: 2000,
      image: null,
      options: [
        { id: HONEY, groupId: 'g', nameEn: 'Honey', nameAr: 'عسل', priceFils: 200, isDefault: false },
      ],
      note: 'no straw',
    });
  };

  it('sends each line’s options by id and its note', async () => {
    withHoney();
    const { server, user, onPlaced } = renderCheckout('en');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect((server.sent('POST /api/orders')[0]?.body as { lines: unknown }).lines).toEqual([
      { productId: MANGO, size: 'large', quantity: 1, options: [HONEY], note: 'no straw' },
    ]);
  });

  it('an option the server refuses is named beside its line, in the visitor’s language (the option, or its group from the menu)', async () => {
    withHoney();
    const queryClient = testQueryClient();
    queryClient.setQueryData(menuQuery.queryKey, {
      categories: [],
      products: [],
      optionGroups: [
        {
          id: MILK,
          nameEn: 'Milk',
          nameAr: 'الحليب',
          kind: 'single',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          options: [],
        },
      ],
    });
    const { user, onLineErrors } = renderCheckout(
      'en',
      apiError(422, 'invalid_options', [
        { path: 'lines.0.options', code: 'option_sold_out', groupId: 'g', optionId: HONEY },
        { path: 'lines.0.options', code: 'option_required', groupId: MILK },
      ]),
      queryClient,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(onLineErrors).toHaveBeenLastCalledWith({
        [lineKey(cart.get()[0]!)]:
          '“Honey” is sold out right now. Please edit this drink or remove it. Please choose an option for Milk: edit this drink.',
      }),
    );
  });
});
