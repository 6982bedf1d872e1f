import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '../../orders.admin.schema';
import {
  atTheCar,
  doneOrders,
  isUnseen,
  laterOrders,
  nearOrders,
  NEXT_STEP,
  openOrders,
  readyFirst,
} from './board-rules';

const at = (m: number) => new Date(Date.UTC(2026, 10, 26, 9, m)).toISOString();
let n = 0;
const order = (change: Partial<BoardOrder>): BoardOrder => ({
  id: `id-${++n}`,
  number: 1000 + n,
  status: 'pending',
  carPlate: 'AD 5 12345',
  plate: null,
  customerName: 'Sara',
  customerPhone: null,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  totalFils: 4800,
  refundedFils: 0,
  employee: null,
  createdAt: at(0),
  arrivedAt: null,
  bayName: null,
  arrivalNote: null,
  approach: null,
  completedAt: null,
  promisedAt: null,
  scheduledFor: null,
  seenAt: at(0),
  items: [],
  ...change,
});

describe('the board’s order of cards', () => {
  it('puts customers waiting at their car first (who came first, first), then the rest oldest first', () => {
    const old = order({ createdAt: at(1) });
    const young = order({ createdAt: at(9) });
    const arrivedLate = order({ createdAt: at(2), arrivedAt: at(20), status: 'ready' });
    const arrivedEarly = order({ createdAt: at(8), arrivedAt: at(15), status: 'ready' });
    const readyNotHere = order({ createdAt: at(0), status: 'ready' });
    const sorted = openOrders([young, arrivedLate, old, readyNotHere, arrivedEarly]);
    expect(sorted.map((o) => o.id)).toEqual([
      arrivedEarly.id,
      arrivedLate.id,
      readyNotHere.id,
      old.id,
      young.id,
    ]);
    // Within the Ready column: the arrived customers on top.
    expect(sorted.filter((o) => o.status === 'ready').map((o) => o.id)).toEqual([
      arrivedEarly.id,
      arrivedLate.id,
      readyNotHere.id,
    ]);
  });

  it('tops a lane with cars that came within the owner’s line on their way, after those already here', () => {
    const near = (minutes: number, m: number) => ({
      metres: minutes * 500,
      minutes,
      at: at(m),
      nearAt: at(m),
    });
    const old = order({ createdAt: at(1) });
    const farAway = order({
      createdAt: at(2),
      approach: { metres: 9000, minutes: 18, at: at(12), nearAt: null },
    });
    const nearLate = order({ createdAt: at(6), approach: near(4, 14) });
    const nearEarly = order({ createdAt: at(8), approach: near(5, 12) });
    const here = order({ createdAt: at(9), arrivedAt: at(13) });
    const handedOver = order({ status: 'completed', approach: near(2, 11) });
    const sorted = openOrders([old, farAway, nearLate, here, nearEarly, handedOver]);
    expect(sorted.map((o) => o.id)).toEqual([here.id, nearEarly.id, nearLate.id, old.id, farAway.id]);
    // Each of them chimes once; an order handed over, or one whose customer is here, no longer.
    expect(nearOrders([old, farAway, nearLate, here, nearEarly, handedOver]).map((o) => o.id)).toEqual([
      nearLate.id,
      nearEarly.id,
    ]);
  });

  it('open means received, being prepared or ready; done ones come latest first', () => {
    const statuses = ['pending', 'processing', 'ready', 'completed', 'cancelled'] as const;
    const all = statuses.map((status) => order({ status }));
    expect(openOrders(all).map((o) => o.status)).toEqual(['pending', 'processing', 'ready']);
    const a = order({ status: 'completed', completedAt: at(5) });
    const b = order({ status: 'completed', completedAt: at(7) });
    expect(doneOrders([a, b]).map((o) => o.id)).toEqual([b.id, a.id]);
  });

  it('one step forward from each open state, and only a received order can be unseen', () => {
    expect(Object.entries(NEXT_STEP).map(([from, s]) => [from, s.to])).toEqual([
      ['pending', 'processing'],
      ['processing', 'ready'],
      ['ready', 'completed'],
    ]);
    expect(isUnseen(order({ seenAt: null }))).toBe(true);
    expect(isUnseen(order({ seenAt: at(1) }))).toBe(false);
    expect(isUnseen(order({ status: 'processing', seenAt: null }))).toBe(false);
  });

  it('at the car: every open order whose customer said "I\u2019m here", who came first first; never one handed over', () => {
    const late = order({ arrivedAt: at(20), status: 'processing' });
    const early = order({ arrivedAt: at(10), status: 'pending' });
    const handed = order({ arrivedAt: at(5), status: 'completed' });
    const cancelled = order({ arrivedAt: at(5), status: 'cancelled' });
    const notHere = order({ status: 'ready' });
    expect(atTheCar([late, handed, notHere, early, cancelled]).map((o) => o.id)).toEqual([early.id, late.id]);
  });

  it('the phone’s single list puts Ready first and keeps the board’s order within', () => {
    const a = order({ status: 'pending' });
    const b = order({ status: 'ready' });
    const c = order({ status: 'processing' });
    const d = order({ status: 'ready' });
    expect(readyFirst([a, b, c, d]).map((o) => o.id)).toEqual([b.id, d.id, a.id, c.id]);
  });
});

describe('the Later lane (decision 079)', () => {
  it('holds the orders for later, the soonest first; they are not open, not unseen, not at the car', () => {
    const late = order({ status: 'scheduled', scheduledFor: at(50), seenAt: null });
    const soon = order({ status: 'scheduled', scheduledFor: at(30), seenAt: null, arrivedAt: at(1) });
    const now = order({ status: 'pending' });
    const all = [late, now, soon];
    expect(laterOrders(all).map((o) => o.id)).toEqual([soon.id, late.id]);
    expect(openOrders(all).map((o) => o.id)).toEqual([now.id]);
    expect(isUnseen(late)).toBe(false);
    expect(atTheCar(all)).toEqual([]);
  });
});
