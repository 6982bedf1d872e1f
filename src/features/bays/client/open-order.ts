import type { OrderView } from '@/features/orders';

/** Still to be collected: what "I'm here" applies to (received, being prepared, ready). */
export const isOpenOrder = (o: Pick<OrderView, 'status'>) =>
  o.status === 'pending' || o.status === 'processing' || o.status === 'ready';
