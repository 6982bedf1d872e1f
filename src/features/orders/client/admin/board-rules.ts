import type { TFunction } from 'i18next';
import type { BoardOrder } from '../../orders.admin.schema';

/** An order not yet acknowledged chimes again this often, on every back-office screen. */
export const REPEAT_CHIME_MS = 30_000;

export type OpenStatus = 'pending' | 'processing' | 'ready';
export type BoardMove = 'processing' | 'ready' | 'completed';

export const isOpen = (o: Pick<BoardOrder, 'status'>): o is BoardOrder & { status: OpenStatus } =>
  o.status === 'pending' || o.status === 'processing' || o.status === 'ready';

/** The one step forward from each open state, and the words of its button (an action). */
export const NEXT_STEP = {
  pending: { to: 'processing', label: 'board.start' },
  processing: { to: 'ready', label: 'board.markReady' },
  ready: { to: 'completed', label: 'board.handOver' },
} as const satisfies Record<OpenStatus, { to: BoardMove; label: string }>;

/** Received and not yet acknowledged by anyone (a tap on its card, or moving it on). */
export const isUnseen = (o: Pick<BoardOrder, 'status' | 'seenAt'>) => o.status === 'pending' && !o.seenAt;

/** When the car came within the owner's line ("on my way"), while the customer is not here yet. */
const nearAt = (o: Pick<BoardOrder, 'arrivedAt' | 'approach'>) =>
  o.arrivedAt ? null : (o.approach?.nearAt ?? null);

/**
 * Customers waiting at the car first (who came first, first), then cars that came within the
 * owner's line on their way (nearest in time first), then the rest oldest first.
 */
export function byArrivalThenAge(
  a: Pick<BoardOrder, 'arrivedAt' | 'approach' | 'createdAt'>,
  b: Pick<BoardOrder, 'arrivedAt' | 'approach' | 'createdAt'>,
): number {
  if (a.arrivedAt && b.arrivedAt) return a.arrivedAt.localeCompare(b.arrivedAt);
  if (a.arrivedAt) return -1;
  if (b.arrivedAt) return 1;
  const [na, nb] = [nearAt(a), nearAt(b)];
  if (na && nb) return na.localeCompare(nb);
  if (na) return -1;
  if (nb) return 1;
  return a.createdAt.localeCompare(b.createdAt);
}

/** Open orders whose car came within the owner's line and is not here yet (each chimes once). */
export const nearOrders = (orders: readonly BoardOrder[]) => orders.filter((o) => isOpen(o) && nearAt(o));

/** Customers at their car ("I'm here") not handed their order yet, who came first first. */
export const atTheCar = (orders: readonly BoardOrder[]) =>
  orders.filter((o) => o.arrivedAt && isOpen(o)).sort((a, b) => a.arrivedAt!.localeCompare(b.arrivedAt!));

/** Ready first, then the rest in the board's order: the phone's single list, where nothing sits side by side. */
export const readyFirst = <T extends Pick<BoardOrder, 'status'>>(orders: readonly T[]) =>
  [...orders].sort((a, b) => Number(b.status === 'ready') - Number(a.status === 'ready'));

/** The open orders in the board's order. */
export const openOrders = (orders: readonly BoardOrder[]) =>
  orders.filter(isOpen).sort(byArrivalThenAge) as (BoardOrder & { status: OpenStatus })[];

/** Orders for later still waiting (the Later lane), the soonest first. */
export const laterOrders = (orders: readonly BoardOrder[]) =>
  orders
    .filter((o) => o.status === 'scheduled')
    .sort((a, b) => (a.scheduledFor ?? '').localeCompare(b.scheduledFor ?? ''));

/** Orders handed over in the last minutes, the latest first. */
export const doneOrders = (orders: readonly BoardOrder[]) =>
  orders
    .filter((o) => o.status === 'completed')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));

/** "4 min", "1 h 5 min" (null under a minute). */
export function elapsedText(t: TFunction<'admin-orders'>, ms: number): string | null {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return null;
  if (minutes < 60) return t('board.minutes', { count: minutes });
  return t('board.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
