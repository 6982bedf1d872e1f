import { createContext, useContext } from 'react';
import type { OrderSound } from './order-sound';
import type { LiveConnection } from './use-order-events';

export interface OrderAlertsValue {
  /** The tab's one orders event stream. */
  connection: LiveConnection;
  sound: OrderSound;
  /** Orders whose customer has just said "I'm here" (highlighted for a few seconds). */
  arrivedFresh: ReadonlySet<string>;
}

export const OrderAlertsContext = createContext<OrderAlertsValue | null>(null);

/** What the back office's OrderAlerts (in the admin shell) shares with the board and kitchen mode. */
export function useOrderAlerts(): OrderAlertsValue {
  const value = useContext(OrderAlertsContext);
  if (!value) throw new Error('useOrderAlerts needs <OrderAlerts> around it (the admin shell)');
  return value;
}
