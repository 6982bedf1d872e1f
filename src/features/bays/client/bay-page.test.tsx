// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json } from '@/client/testing/fake-server-test-kit';
import {
  cleanUpAfterEach,
  renderWithProviders,
  routerLocation,
} from '@/client/testing/render-with-providers-test-kit';
import { BayPage } from './bay-page';

cleanUpAfterEach();

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAA4';
const ORDER_ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const order = (change: Record<string, unknown> = {}) => ({
  id: ORDER_ID,
  number: 1042,
  shortId: '#1042',
  status: 'processing',
  arrivedAt: null,
  bayName: null,
  ...change,
});

describe("a bay's QR code on the phone", () => {
  it('the phone that ordered: one tap marks its open order here at the bay (with its key)', async () => {
    localStorage.setItem('aseer.lastOrder', JSON.stringify({ id: ORDER_ID, key: 'secret' }));
    const server = fakeServer({
      [`GET /api/bays/${TOKEN}`]: json({ name: '4' }),
      [`GET /api/orders/${ORDER_ID}`]: json(order()),
      [`POST /api/bays/${TOKEN}/arrival`]: json({ number: 1042, shortId: '#1042', bayName: '4' }),
    });
    renderWithProviders(<BayPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "I'm Here at Bay \u20684\u2069" }));
    expect(
      await screen.findByText(
        "We know you're at bay \u20684\u2069: we'll bring order \u2068#1042\u2069 to your car.",
      ),
    ).toBeTruthy();
    expect(server.sent(`POST /api/bays/${TOKEN}/arrival`).map((r) => r.body)).toEqual([
      { orderId: ORDER_ID, key: 'secret' },
    ]);
    // An open order of this phone: no "order now".
    expect(screen.queryByRole('button', { name: 'Order Now' })).toBeNull();
  });

  it('a finished remembered order is not offered; with no order, Order Now remembers the bay and opens the menu', async () => {
    localStorage.setItem('aseer.lastOrder', JSON.stringify({ id: ORDER_ID, key: 'secret' }));
    fakeServer({
      [`GET /api/bays/${TOKEN}`]: json({ name: '4' }),
      [`GET /api/orders/${ORDER_ID}`]: json(order({ status: 'completed' })),
    });
    renderWithProviders(<BayPage token={TOKEN} />, { locale: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'اطلب الآن' }));
    expect(screen.queryByRole('button', { name: /وصلت/ })).toBeNull();
    expect(JSON.parse(localStorage.getItem('aseer.bay')!)).toMatchObject({ token: TOKEN, name: '4' });
    await waitFor(() => expect(routerLocation.current).toBe('/menu'));
  });

  it('any phone: the plate finds the order by number, and the tap sends the plate and that number', async () => {
    const server = fakeServer({
      [`GET /api/bays/${TOKEN}`]: json({ name: 'B2' }),
      [`POST /api/bays/${TOKEN}/orders`]: json([
        { number: 1042, shortId: '#1042', createdAt: '2026-11-29T06:05:00.000Z', arrived: false },
      ]),
      [`POST /api/bays/${TOKEN}/plate-arrival`]: json({ number: 1042, shortId: '#1042', bayName: 'B2' }),
    });
    renderWithProviders(<BayPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '5');
    await user.type(screen.getByLabelText('Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));
    expect(await screen.findByText('Order \u2068#1042\u2069, placed at 10:05 AM')).toBeTruthy();
    expect(server.sent(`POST /api/bays/${TOKEN}/orders`)[0]!.body).toEqual({
      plate: { emirate: 'abu_dhabi', code: '5', number: '12345' },
    });
    await user.click(screen.getByRole('button', { name: "I'm Here at Bay \u2068B2\u2069" }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(server.sent(`POST /api/bays/${TOKEN}/plate-arrival`).map((r) => r.body)).toEqual([
      { plate: { emirate: 'abu_dhabi', code: '5', number: '12345' }, number: 1042 },
    ]);
  });

  it('an unknown or removed code: a clear message in the visitor’s language, and nothing to tap', async () => {
    fakeServer({ [`GET /api/bays/${TOKEN}`]: apiError(404, 'bay_unknown') });
    renderWithProviders(<BayPage token={TOKEN} />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'هذا الرمز لا يعمل' })).toBeTruthy();
    expect(screen.getByText('bay_unknown (ar)')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'تصفح المنيو' }).getAttribute('href')).toBe('/menu');
  });
});
