import { isNull } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { shifts } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { PaymentMethod } from '@/common/domain';

/**
 * Cash goes through the drawer of an open shift (issue 35): recording cash taken or given back
 * while no shift is open would leave it outside every close, so it is refused (409) and nothing
 * changes. Other methods never touch the drawer and pass. The open shift's row is read
 * `FOR SHARE`, as migration 0017's triggers do: a close in progress finishes first, and then no
 * shift is open any more, so the payment cannot slip past it.
 */
export async function requireDrawerFor(
  tx: Tx,
  method: PaymentMethod,
  code: 'cash_needs_open_shift' | 'cash_refund_needs_open_shift',
): Promise<void> {
  if (method !== 'cash') return;
  const [open] = await tx.select({ id: shifts.id }).from(shifts).where(isNull(shifts.closedAt)).for('share');
  if (!open) throw new AppError(code, 409);
}
