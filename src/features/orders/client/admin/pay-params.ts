import { useLocation, useSearchParams } from 'react-router';
import type { PayTarget } from './mark-paid-sheet';
import { useOrder } from './orders-api';

/** Where "Open a shift" comes back to: this screen, with this order's sheet open again. */
export function useBackHere(orderId: string) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('pay', orderId);
  return `${pathname}?${params.toString()}`;
}

/**
 * The order whose sheet `?pay=<id>` asks to open: the way back from "Open a shift" (issue 35).
 * Closing it drops the parameter. An order already paid or cancelled opens nothing.
 */
export function usePayParam() {
  const [params, setParams] = useSearchParams();
  const id = params.get('pay');
  const order = useOrder(id);
  const open = order.data && order.data.paymentStatus === 'unpaid' && order.data.status !== 'cancelled';
  return {
    target: open ? (order.data as PayTarget) : null,
    clear: () =>
      setParams(
        (p) => {
          p.delete('pay');
          return p;
        },
        { replace: true },
      ),
  };
}
