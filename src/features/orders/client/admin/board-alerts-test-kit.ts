import { vi } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import type { BoardOrder } from '../../orders.admin.schema';
import { lineSize } from '@/features/catalog/size-test-kit';

/** Every tone the page starts, as "type:frequency" (what the Web Audio oscillators play). */
export const tones: string[] = [];

/**
 * An AudioContext that plays nothing: it runs once `audio.allowed` (the browser's rule: after a
 * first interaction), and writes down each note.
 */
export const audio = { allowed: true };
class FakeAudioContext {
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  resume() {
    if (audio.allowed) this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.state = 'suspended';
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
  createOscillator() {
    const osc = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => void tones.push(`${osc.type}:${Math.round(osc.frequency.value)}`),
      stop: () => undefined,
    };
    return osc;
  }
  createGain() {
    const noop = () => undefined;
    return { gain: { setValueAtTime: noop, exponentialRampToValueAtTime: noop }, connect: (n: unknown) => n };
  }
}

/** The orders event stream, which the test speaks through (`push`). */
const sources: EventTarget[] = [];
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 1;
  constructor() {
    super();
    sources.push(this);
  }
  close() {}
}
/** How many event streams the page has opened. */
export const streamsOpened = () => sources.length;
export const push = (event: string, data = '') =>
  sources.forEach((s) => s.dispatchEvent(new MessageEvent(event, { data })));

/** The board as the server keeps it (`board.orders` may be changed by the test), with its calls. */
export function boardServer(orders: BoardOrder[]) {
  tones.length = 0;
  sources.length = 0;
  audio.allowed = true;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('EventSource', FakeEventSource);
  const board = { orders };
  const server = fakeServer({
    'GET /api/admin/orders/board': () =>
      json({
        orders: board.orders,
        now: new Date().toISOString(),
        busy: { extraMinutes: 0, extraUntil: null, pausedUntil: null },
      }),
    ...Object.fromEntries(
      orders.map((o) => [
        `POST /api/admin/orders/${o.id}/seen`,
        () => {
          const seenAt = new Date().toISOString();
          board.orders = board.orders.map((x) => (x.id === o.id ? { ...x, seenAt } : x));
          return json({ id: o.id, seenAt });
        },
      ]),
    ),
  });
  return { board, server };
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
let n = 0;
/** A board card; ids are valid UUIDs (the client checks none, the fake server keys by them). */
export const boardOrder = (change: Partial<BoardOrder> = {}): BoardOrder => {
  n += 1;
  return {
    id: `5a4e8b6d-0c9f-4e3d-8b7a-${String(n).padStart(12, '0')}`,
    number: 2000 + n,
    status: 'pending',
    carPlate: `AD 5 ${10000 + n}`,
    plate: null,
    customerName: `Customer ${n}`,
    customerPhone: null,
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    totalFils: 4800,
    refundedFils: 0,
    employee: null,
    createdAt: minutesAgo(5),
    arrivedAt: null,
    arrivalNote: null,
    approach: null,
    bayName: null,
    completedAt: null,
    promisedAt: null,
    scheduledFor: null,
    seenAt: minutesAgo(4),
    items: [
      {
        nameEn: 'Mango Juice',
        nameAr: 'عصير مانجو',
        ...lineSize('large'),
        quantity: 1,
        options: [],
        note: null,
      },
    ],
    ...change,
  };
};
