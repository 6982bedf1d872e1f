// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { shopDay } from '@/common/dates';
import type { BoardOrder } from '../../orders.admin.schema';
import { LaterLane } from './later-lane';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
let n = 0;
const order = (change: Partial<BoardOrder>): BoardOrder => ({
  id: ID,
  number: 1100 + ++n,
  status: 'scheduled',
  carPlate: 'AD 5 12345',
  plate: { emirate: 'abu_dhabi', code: '5', number: '12345' },
  customerName: 'Sara',
  customerPhone: null,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  totalFils: 4800,
  refundedFils: 0,
  employee: null,
  createdAt: new Date().toISOString(),
  arrivedAt: null,
  arrivalNote: null,
  bayName: null,
  approach: null,
  completedAt: null,
  promisedAt: null,
  scheduledFor: null,
  seenAt: null,
  items: [],
  ...change,
});

/** Today at hh:mm in the shop's time zone (Asia/Dubai, UTC+4), or tomorrow. */
const shopTime = (hhmm: string, days = 0) =>
  new Date(`${shopDay(new Date(Date.now() + days * 86_400_000))}T${hhmm}:00+04:00`).toISOString();

describe('the Later lane (decision 079)', () => {
  it('lists orders for later, the soonest first, with their time; tomorrow is said; nothing else', () => {
    fakeServer({});
    const orders = [
      order({ id: 'b', number: 2002, scheduledFor: shopTime('18:30', 1) }),
      order({ id: 'a', number: 2001, scheduledFor: shopTime('18:30') }),
      order({ id: 'c', number: 2003, status: 'pending' }),
    ];
    renderWithProviders(<LaterLane orders={orders} clockOffset={0} />);
    const lane = screen.getByRole('region', { name: /Later/ });
    const cards = within(lane).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('data-order'))).toEqual(['2001', '2002']);
    expect(cards[0]!.textContent).toMatch(/At 6:30\s?PM/i);
    expect(cards[1]!.textContent).toMatch(/Tomorrow 6:30\s?PM/i);
  });

  it('in Arabic: the lane and its button in Arabic words', () => {
    fakeServer({});
    renderWithProviders(<LaterLane orders={[order({ scheduledFor: shopTime('18:30') })]} clockOffset={0} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('region', { name: /لاحقًا/ }).textContent).toContain('الساعة');
    expect(screen.getByRole('button', { name: 'البدء الآن' }).tagName).toBe('BUTTON');
  });

  it('shows nothing when no order waits', () => {
    fakeServer({});
    const { container } = renderWithProviders(
      <LaterLane orders={[order({ status: 'pending' })]} clockOffset={0} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('Start Now asks the server to start that order', async () => {
    const server = fakeServer({
      [`POST /api/admin/orders/${ID}/start`]: { status: 204 },
      'GET /api/admin/orders/board': json({ orders: [], now: new Date().toISOString(), busy: null }),
    });
    renderWithProviders(<LaterLane orders={[order({ scheduledFor: shopTime('23:50') })]} clockOffset={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Now' }));
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.method === 'POST' && r.path === `/api/admin/orders/${ID}/start`),
      ).toBe(true),
    );
  });
});
