import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { Button } from '@/client/components/ui/button';
import { Price } from '@/client/components/ui/price';
import { TextField } from '@/client/components/ui/text-field';
import { buttonClass } from '@/client/components/ui/button-class';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { PAID_AT_CAR_METHODS, type AtCarMethod } from '@/common/domain';
import { parseAedToFils } from '@/common/money';
import { isolate } from '@/common/text';
import { PAYMENT_ICONS } from '@/features/payments/client';
import { useMarkPaid } from './orders-api';
import { useBackHere } from './pay-params';
import { adminHref } from '@/common/admin-paths';

/** What the sheet needs of an order (a board card, a list row or the order's view). */
export interface PayTarget {
  id: string;
  number: number;
  totalFils: number;
}

/** The cash the customer handed over, read from the field: fils, or null while blank or unreadable. */
const tenderedOf = (text: string) => (text.trim() ? parseAedToFils(text) : null);

/**
 * "Mark paid" asks how (issue 35): Cash, Card or Apple Pay, one tap each. Cash may first take what
 * the customer handed over, to show the change to give back. With no shift open the server refuses
 * cash; the sheet says so and offers "Open a shift", which comes back here (`?pay=<id>`).
 * `onPaid` runs after the payment is recorded (the handover dialog then completes the order).
 */
export function PayForm({
  order,
  onPaid,
  methods = PAID_AT_CAR_METHODS,
  label,
}: {
  order: PayTarget;
  onPaid: (method: AtCarMethod) => void | Promise<void>;
  methods?: readonly AtCarMethod[];
  /** The button's words for a method (default: the method's name). */
  label?: (method: AtCarMethod) => string;
}) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const markPaid = useMarkPaid();
  const back = useBackHere(order.id);
  const [tendered, setTendered] = useState('');
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  const fils = tenderedOf(tendered);
  const unreadable = tendered.trim() !== '' && fils === null;
  const tooLittle = fils !== null && fils < order.totalFils;

  const pay = async (method: AtCarMethod) => {
    setFailure(null);
    if (method === 'cash' && (unreadable || tooLittle)) return;
    try {
      const tenderedFils = method === 'cash' && fils !== null ? fils : undefined;
      await markPaid.mutateAsync({ id: order.id, method, tenderedFils });
      toast.success(
        t('pay.done', { number: isolate(`#${order.number}`), method: t(`paymentMethod.${method}`) }),
      );
      await onPaid(method);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return; // the back office says it itself
      setFailure({
        code: e instanceof ApiError ? e.code : 'error',
        message: e instanceof ApiError ? e.messageIn(locale) : t('pay.failed'),
      });
    }
  };

  return (
    <div className="space-y-4">
      {methods.includes('cash') && (
        <div className="space-y-1">
          <TextField
            label={t('pay.tendered')}
            hint={t('pay.tenderedHint')}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={tendered}
            error={unreadable ? t('pay.invalid') : tooLittle ? t('pay.tooLittle') : undefined}
            onChange={(e) => setTendered(e.target.value)}
          />
          {fils !== null && !tooLittle && (
            <p
              data-change="true"
              className="rounded-xl bg-brand-50 px-3 py-2 text-lg font-bold text-brand-900"
            >
              {t('pay.change')} <Price fils={fils - order.totalFils} />
            </p>
          )}
        </div>
      )}
      <div className={`grid gap-2 ${methods.length === 2 ? 'grid-cols-2' : 'grid-cols-3'}`}>
        {methods.map((m) => {
          const Icon = PAYMENT_ICONS[m];
          return (
            <Button
              key={m}
              variant={m === 'cash' ? 'primary' : 'outline'}
              data-method={m}
              className="h-16 flex-col !gap-1 !rounded-2xl text-base"
              disabled={markPaid.isPending}
              onClick={() => void pay(m)}
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
              {label ? label(m) : t(`paymentMethod.${m}`)}
            </Button>
          );
        })}
      </div>
      {failure && (
        <div
          role="alert"
          data-refused={failure.code}
          className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950"
        >
          <p className="font-semibold">{failure.message}</p>
          {failure.code === 'cash_needs_open_shift' && (
            <>
              <p className="text-sm">{t('pay.openShiftHint')}</p>
              <Link
                to={adminHref('shifts', {}, { search: { back } })}
                className={buttonClass('primary', 'md')}
              >
                {t('pay.openShift')}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** The sheet around the form: the order's number and total, then how it was paid. */
export function MarkPaidSheet({ order, onClose }: { order: PayTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('pay.title', { number: order ? isolate(`#${order.number}`) : '' })}
      size="sm"
    >
      {order && (
        <div className="space-y-4">
          <p className="flex items-baseline justify-between text-lg font-bold">
            <span>{t('view.total')}</span>
            <Price fils={order.totalFils} />
          </p>
          <p className="font-semibold text-stone-800">{t('pay.how')}</p>
          <PayForm key={order.id} order={order} onPaid={onClose} />
        </div>
      )}
    </Dialog>
  );
}
