// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { BoardOrder } from '../../orders.admin.schema';
import { BoardCard } from './board-card';
import { isUnseen } from './board-rules';
import { OrderAlerts } from './order-alerts';
import { Component as BoardScreen } from './board-screen';
import { lineSize } from '@/features/catalog/size-test-kit';

cleanUpAfterEach();

const ID = '5a4e8b6d-0c9f-4e3d-8b7a-6f708192a3b4';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const order = (change: Partial<BoardOrder> = {}): BoardOrder => ({
  id: ID,
  number: 1042,
  status: 'pending',
  carPlate: 'AD 5 12345',
  plate: { emirate: 'abu_dhabi', code: '5', number: '12345' },
  customerName: 'Sara Ahmed',
  customerPhone: null,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  totalFils: 4800,
  refundedFils: 0,
  employee: null,
  createdAt: minutesAgo(4),
  arrivedAt: null,
  bayName: null,
  arrivalNote: null,
  approach: null,
  completedAt: null,
  promisedAt: null,
  scheduledFor: null,
  seenAt: minutesAgo(3),
  items: [
    {
      nameEn: 'Mango Juice',
      nameAr: 'عصير مانجو',
      ...lineSize('large'),
      quantity: 2,
      options: [],
      note: null,
    },
  ],
  ...change,
});

const SUGAR = { groupId: 'a1b2c3d4-0000-4000-8000-000000000001', groupNameEn: 'Sugar', groupNameAr: 'السكر' };
const ADD_ONS = {
  groupId: 'a1b2c3d4-0000-4000-8000-000000000002',
  groupNameEn: 'Add-ons',
  groupNameAr: 'الإضافات',
};
const option = (
  group: typeof SUGAR,
  optionId: string,
  nameEn: string,
  nameAr: string,
  priceFils = 0,
  isDefault = false,
) => ({
  ...group,
  optionId: `b1b2c3d4-0000-4000-8000-00000000000${optionId}`,
  nameEn,
  nameAr,
  priceFils,
  isDefault,
});
/** An English customer's orange juice: no sugar, honey, normal ice (the default), and a note. */
const withOptions = order({
  items: [
    {
      nameEn: 'Orange Juice',
      nameAr: 'عصير برتقال',
      ...lineSize('large'),
      quantity: 1,
      options: [
        option(SUGAR, '1', 'No sugar', 'بدون سكر'),
        option(
          { ...SUGAR, groupId: SUGAR.groupId.replace(/1$/, '3'), groupNameEn: 'Ice', groupNameAr: 'الثلج' },
          '2',
          'Normal ice',
          'ثلج عادي',
          0,
          true,
        ),
        option(ADD_ONS, '3', 'Honey', 'عسل', 200),
      ],
      note: 'Half the usual ice, please',
    },
    {
      nameEn: 'Mango Juice',
      nameAr: 'عصير مانجو',
      ...lineSize('small'),
      quantity: 2,
      options: [option(SUGAR, '4', 'Normal sugar', 'سكر عادي', 0, true)],
      note: null,
    },
  ],
});

function renderCard(o: BoardOrder, locale: 'en' | 'ar' = 'en') {
  const handlers = { onAdvance: vi.fn(), onCancel: vi.fn(), onPaid: vi.fn(), onSeen: vi.fn() };
  const { unmount } = renderWithProviders(
    <BoardCard order={o} clockOffset={0} unseen={isUnseen(o)} layout="list" busy={false} {...handlers} />,
    { locale },
  );
  return { card: screen.getByRole('article'), handlers, unmount, user: userEvent.setup() };
}

describe('a card of the live board', () => {
  it('shows the number to call out, the plate as staff look for it, the status and what to bring', () => {
    const { card } = renderCard(order());
    expect(within(card).getByText('#1042').tagName).toBe('BDI');
    const plate = within(card).getByRole('heading', { name: 'Abu Dhabi plate 5 12345' });
    expect(
      within(plate).getByText('Abu Dhabi plate 5 12345').closest('bdi')?.getAttribute('data-plate'),
    ).toBe('AD 5 12345');
    expect(within(card).getByText('Received').getAttribute('data-status')).toBe('pending');
    expect(within(card).getByText('Waiting 4 min')).toBeTruthy();
    expect(card.textContent).toContain('2×Mango Juice Large');
    expect(card.textContent).toContain('Cash');
  });

  it('on the way: how far the car is as its phone last said, then when it was last heard, never a stale promise', () => {
    const fresh = renderCard(
      order({ approach: { metres: 2104, minutes: 4, at: minutesAgo(0.5), nearAt: null } }),
    );
    const line = fresh.card.querySelector('[data-approach]')!;
    expect(line.getAttribute('data-approach')).toBe('fresh');
    expect(line.textContent).toBe('On the Way4 min away · 2.1 km');
    fresh.unmount();
    const stale = renderCard(
      order({ approach: { metres: 1240, minutes: 3, at: minutesAgo(3.2), nearAt: null } }),
    );
    const old = stale.card.querySelector('[data-approach]')!;
    expect(old.getAttribute('data-approach')).toBe('stale');
    expect(old.textContent).toContain('3 min away · 1.2 km');
    expect(old.textContent).toContain('Last seen 3 min ago');
    stale.unmount();
    const byHand = renderCard(
      order({ approach: { metres: null, minutes: 10, at: minutesAgo(0), nearAt: null } }),
      'ar',
    );
    expect(byHand.card.querySelector('[data-approach]')!.textContent).toContain(
      'على بُعد 10 دقائق تقريبًا (بحسب العميل)',
    );
    byHand.unmount();
    // Once the customer is here, "at the car" says it all.
    const here = renderCard(
      order({
        arrivedAt: minutesAgo(1),
        approach: { metres: 20, minutes: 0, at: minutesAgo(1), nearAt: null },
      }),
    );
    expect(here.card.querySelector('[data-approach]')).toBeNull();
  });

  it('a customer at a bay (its QR code): the card names the bay large in its at-the-car box, in both languages', () => {
    const at = { arrivedAt: minutesAgo(1), bayName: 'B2', arrivalNote: 'white Patrol' };
    const en = renderCard(order(at));
    const box = en.card.querySelector('[data-arrived]')!;
    const bay = box.querySelector('[data-bay="B2"]')!;
    expect(bay.textContent).toBe('BayB2');
    expect(bay.querySelector('bdi')!.className).toContain('text-3xl');
    expect(box.textContent).toContain('white Patrol');
    en.unmount();
    const ar = renderCard(order(at), 'ar');
    expect(ar.card.querySelector('[data-arrived] [data-bay="B2"]')!.textContent).toBe('الموقفB2');
    ar.unmount();
    // Not at a bay (a plain "I'm here"): no bay shown.
    const plain = renderCard(order({ arrivedAt: minutesAgo(1) }));
    expect(plain.card.querySelector('[data-arrived]')).not.toBeNull();
    expect(plain.card.querySelector('[data-bay]')).toBeNull();
  });

  it('an unpaid card says what to collect, large, with the amount isolated', () => {
    const en = renderCard(order());
    const label = en.card.querySelector('[data-money="collect"]')!;
    expect(label.textContent).toBe('Collect AED 48.00');
    expect(within(label as HTMLElement).getByText('AED 48.00').tagName).toBe('BDI');
    expect(within(en.card).queryByText('Paid')).toBeNull();
    en.unmount();
    const ar = renderCard(order(), 'ar');
    expect(ar.card.querySelector('[data-money="collect"]')!.textContent).toBe('تحصيل 48.00 د.إ');
  });

  it('a wholly refunded order never reads Paid', () => {
    const { card } = renderCard(
      order({ status: 'completed', paymentStatus: 'paid', refundedFils: 4800, completedAt: minutesAgo(2) }),
    );
    expect(within(card).queryByText('Paid')).toBeNull();
    expect(card.querySelector('[data-money]')!.getAttribute('data-money')).toBe('refunded');
    expect(within(card).getByText('Refunded')).toBeTruthy();
  });

  it('names the sales employee credited, and says nothing when there is none', () => {
    const EMPLOYEE = { id: ID, nameEn: 'Huda Saeed', nameAr: 'هدى سعيد' };
    const credited = renderCard(order({ employee: EMPLOYEE }), 'ar');
    expect(within(credited.card).getByText('هدى سعيد')).toBeTruthy();
    credited.unmount();
    for (const locale of ['en', 'ar'] as const) {
      const { card, unmount } = renderCard(order({ employee: null }), locale);
      expect(card.textContent).not.toMatch(/sales employee|موظف|Unassigned|غير مُعيَّن/);
      expect(card.textContent).toContain(locale === 'en' ? 'Cash' : 'نقدًا');
      unmount();
    }
  });

  it('its one big button says the next step as an action: start preparing, mark ready, hand over', async () => {
    const steps = [
      ['pending', 'Received', 'Start Preparing', 'processing'],
      ['processing', 'Being prepared', 'Mark Ready', 'ready'],
      ['ready', 'Ready', 'Hand Over', 'completed'],
    ] as const;
    for (const [status, state, action, to] of steps) {
      // Not seen yet: the button alone says so (moving it on acknowledges it on the server).
      const { card, handlers, user, unmount } = renderCard(order({ status, seenAt: null }));
      expect(within(card).getByText(state).getAttribute('data-status')).toBe(status);
      await user.click(within(card).getByRole('button', { name: action }));
      expect(handlers.onAdvance).toHaveBeenCalledWith(expect.objectContaining({ id: ID }), to);
      expect(handlers.onSeen).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('a received order nobody has seen stays highlighted, and a tap anywhere on it acknowledges it', async () => {
    const { card, handlers, user } = renderCard(order({ seenAt: null }));
    expect(card.getAttribute('data-unseen')).toBe('true');
    expect(within(card).getByText('New')).toBeTruthy();
    await user.click(within(card).getByRole('heading', { name: /plate/ }));
    expect(handlers.onSeen).toHaveBeenCalledWith(expect.objectContaining({ id: ID }));
  });

  it('a seen order is not highlighted, and a tap on it sends nothing', async () => {
    const { card, handlers, user } = renderCard(order());
    expect(card.getAttribute('data-unseen')).toBeNull();
    expect(within(card).queryByText('New')).toBeNull();
    await user.click(within(card).getByRole('heading', { name: /plate/ }));
    expect(handlers.onSeen).not.toHaveBeenCalled();
  });

  it('a completed, paid order has nothing left to do', () => {
    const { card } = renderCard(
      order({ status: 'completed', paymentStatus: 'paid', completedAt: minutesAgo(2) }),
    );
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).getByText('Paid')).toBeTruthy();
  });
});

describe('options and notes on a board card', () => {
  const pills = (card: HTMLElement) =>
    within(card)
      .queryAllByRole('list', { name: /^(Options|الخيارات)$/ })
      .map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      );

  it('shows every option that is not the default as a pill under its line, and leaves the defaults out', () => {
    const { card } = renderCard(withOptions);
    // One list, for the orange: the mango has only its default (normal sugar), so nothing.
    expect(pills(card)).toEqual([['No sugar', 'Honey']]);
    expect(card.textContent).not.toContain('Normal ice');
    expect(card.textContent).not.toContain('Normal sugar');
    // No money on the board: staff make drinks, the invoice carries the prices.
    expect(card.textContent).not.toMatch(/2\.00/);
  });

  it('shows the note in its own highlighted block, read out as the customer’s note', () => {
    const { card } = renderCard(withOptions);
    const note = card.querySelector('[data-line-note]');
    expect(note?.textContent).toBe("Customer's note: Half the usual ice, please");
    expect(within(card).getAllByText('Half the usual ice, please')).toHaveLength(1);
  });

  it('Arabic staff read the options in Arabic, though the customer ordered in English', () => {
    const { card } = renderCard(withOptions, 'ar');
    expect(pills(card)).toEqual([['بدون سكر', 'عسل']]);
    expect(card.textContent).not.toContain('No sugar');
    expect(card.textContent).not.toContain('ثلج عادي');
    // The customer's own words stay as written.
    expect(card.querySelector('[data-line-note]')?.textContent).toBe(
      'ملاحظة العميل: Half the usual ice, please',
    );
  });

  it('a line with no options and no note shows neither', () => {
    const { card } = renderCard(order());
    expect(pills(card)).toEqual([]);
    expect(card.querySelector('[data-line-note]')).toBeNull();
  });
});

/** The board's live stream is not under test: a stream that never says anything. */
class SilentEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 0;
  close() {}
}

/** The board as the server keeps it: a change is there when the board is asked for again. */
function renderBoard(start: Partial<BoardOrder> = {}, cashRefused = false) {
  let current = order(start);
  // The server's answer to a change waits until the test lets it go (to see the board before it).
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const board = () => ({
    orders: current.status === 'cancelled' ? [] : [current],
    now: new Date().toISOString(),
    busy: { extraMinutes: 0, extraUntil: null, pausedUntil: null },
  });
  vi.stubGlobal('EventSource', SilentEventSource);
  const server = fakeServer({
    'GET /api/admin/orders/board': () => json(board()),
    [`PATCH /api/admin/orders/${ID}`]: async (req) => {
      await answered;
      current = { ...current, ...(req.body as Partial<BoardOrder>) };
      return json({});
    },
    [`POST /api/admin/orders/${ID}/cancel`]: () => {
      current = { ...current, status: 'cancelled' };
      return json({ refunds: [] });
    },
    [`GET /api/admin/orders/${ID}`]: () =>
      json({ ...current, totalFils: 2100, refundedFils: 0, refunds: [] }),
    [`POST /api/admin/orders/${ID}/paid`]: (req) => {
      if (cashRefused && (req.body as { method: string }).method === 'cash')
        return json(
          {
            error: {
              code: 'cash_needs_open_shift',
              message_en: 'No shift is open.',
              message_ar: 'لا توجد وردية مفتوحة.',
            },
          },
          409,
        );
      current = { ...current, paymentStatus: 'paid' };
      return json({});
    },
  });
  renderWithProviders(
    <OrderAlerts>
      <BoardScreen />
    </OrderAlerts>,
    { route: '/admin/board' },
  );
  return { server, answer, user: userEvent.setup() };
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the live board’s buttons call the server', () => {
  it('Start preparing sends PATCH /api/admin/orders/{id} with the new status, and the card moves at once', async () => {
    const { server, answer, user } = renderBoard();
    const card = await within(await screen.findByRole('region', { name: /^Received/ })).findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Start Preparing' }));
    await waitFor(() =>
      expect(server.sent(`PATCH /api/admin/orders/${ID}`).map((r) => r.body)).toEqual([
        { status: 'processing' },
      ]),
    );
    // Before the server has answered.
    expect(within(column('Being Prepared')).getByText('#1042')).toBeTruthy();
    expect(within(column('Received')).queryByRole('article')).toBeNull();
    // And after, when the board is asked for again.
    answer();
    await waitFor(() => expect(server.sent('GET /api/admin/orders/board')).toHaveLength(2));
    await waitFor(() => expect(within(column('Being Prepared')).getByText('#1042')).toBeTruthy());
  });

  it('Mark paid asks how; cash takes what was handed over and shows the change', async () => {
    const { server, user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    const sheet = await screen.findByRole('dialog', { name: /^Mark Paid: Order/ });
    expect(server.sent(`POST /api/admin/orders/${ID}/paid`)).toHaveLength(0);
    await user.type(within(sheet).getByLabelText(/Cash received/), '50');
    expect(within(sheet).getByText(/Change to give back/).textContent).toMatch(/2\.00/);
    await user.click(within(sheet).getByRole('button', { name: 'Cash' }));
    await waitFor(() =>
      expect(server.sent(`POST /api/admin/orders/${ID}/paid`).map((r) => r.body)).toEqual([
        { method: 'cash', tenderedFils: 5000 },
      ]),
    );
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(server.sent(`PATCH /api/admin/orders/${ID}`)).toHaveLength(0);
  });

  it('cash refused with no shift open: the sheet says so and offers Open a shift, coming back here', async () => {
    const { user } = renderBoard({}, true);
    await user.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    const sheet = await screen.findByRole('dialog', { name: /^Mark Paid: Order/ });
    await user.click(within(sheet).getByRole('button', { name: 'Cash' }));
    expect((await within(sheet).findByRole('alert')).textContent).toMatch(/No shift is open/);
    const link = within(sheet).getByRole('link', { name: 'Open a Shift' });
    expect(link.getAttribute('href')).toBe(
      `/admin/shifts?back=${encodeURIComponent(`/admin/board?pay=${ID}`)}`,
    );
  });

  it('Hand over on an unpaid order asks first; unpaid needs a reason, sent with the status', async () => {
    const { server, answer, user } = renderBoard({ status: 'ready' });
    answer();
    await user.click(await screen.findByRole('button', { name: 'Hand Over' }));
    const ask = await screen.findByRole('dialog', { name: /^Hand Over Order/ });
    expect(within(ask).getByRole('note').textContent).toMatch(/Not paid — collect\s*AED\s*48\.00/);
    expect(server.sent(`PATCH /api/admin/orders/${ID}`)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Hand Over Unpaid' }));
    await user.selectOptions(within(ask).getByLabelText(/Why is it handed over unpaid/), 'pays_later');
    await user.click(within(ask).getByRole('button', { name: 'Hand Over Unpaid' }));
    await waitFor(() =>
      expect(server.sent(`PATCH /api/admin/orders/${ID}`).map((r) => r.body)).toEqual([
        { status: 'completed', unpaidReason: 'pays_later' },
      ]),
    );
  });

  it('Hand over, Paid card: the payment first, then the handover', async () => {
    const { server, answer, user } = renderBoard({ status: 'ready' });
    answer();
    await user.click(await screen.findByRole('button', { name: 'Hand Over' }));
    const ask = await screen.findByRole('dialog', { name: /^Hand Over Order/ });
    await user.click(within(ask).getByRole('button', { name: 'Paid card' }));
    await waitFor(() =>
      expect(server.sent(`PATCH /api/admin/orders/${ID}`).map((r) => r.body)).toEqual([
        { status: 'completed' },
      ]),
    );
    expect(server.sent(`POST /api/admin/orders/${ID}/paid`).map((r) => r.body)).toEqual([{ method: 'card' }]);
  });

  it('Cancel asks first, with a reason, then sends the cancellation', async () => {
    const { server, answer, user } = renderBoard();
    answer();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const confirm = await screen.findByRole('dialog', { name: /^Cancel order \W*#1042\W*\?$/ });
    await user.selectOptions(await within(confirm).findByLabelText('Reason'), 'duplicate');
    expect(server.sent(`POST /api/admin/orders/${ID}/cancel`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(server.sent(`POST /api/admin/orders/${ID}/cancel`).map((r) => r.body)).toEqual([
        { reason: 'duplicate' },
      ]),
    );
    expect(server.sent(`PATCH /api/admin/orders/${ID}`)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });
});
