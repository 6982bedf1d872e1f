import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { pick } from '@/common/locales';
import { menuQuery } from '@/features/catalog/client';
import type { OrderView } from '@/features/orders';
import { repeatOrder } from '../repeat-order';
import { cart } from './cart-store';
import { href } from '@/common/paths';

/**
 * «اطلب مرة أخرى» / "Order again": one tap puts the order's products, sizes, options and notes in
 * the cart at today's prices (from the live menu) and opens checkout; what cannot be ordered today
 * is named, and so is each option no longer offered.
 */
export function OrderAgainButton({ order }: { order: OrderView }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [nothing, setNothing] = useState<string | null>(null);

  const again = async () => {
    setPending(true);
    setNothing(null);
    try {
      // Today's menu, fresh: prices and sold-out sizes may have changed since the page loaded.
      const menu = await queryClient.fetchQuery({ ...menuQuery, staleTime: 0 });
      const { lines, added, unavailable, droppedOptions } = repeatOrder(cart.get(), order.items, menu);
      const list = (names: string[]) => names.join(locale === 'ar' ? '، ' : ', ');
      const names = list(
        unavailable.map((u) => `${pick(u, 'name', locale)} (${pick(u, 'sizeName', locale)})`),
      );
      // "Honey (Mango Juice)": an option no longer offered is named, the drink added without it.
      const options = list(
        droppedOptions.map((d) =>
          locale === 'ar' ? `${d.nameAr} (${d.productAr})` : `${d.nameEn} (${d.productEn})`,
        ),
      );
      if (added === 0) {
        setNothing(t('orders.againNothing', { names }));
        return;
      }
      cart.replace(lines);
      const notes = [
        unavailable.length > 0 ? t('orders.againPartly', { names }) : t('orders.againAdded'),
        ...(droppedOptions.length > 0 ? [t('orders.againOptions', { names: options })] : []),
      ].join(' ');
      if (unavailable.length > 0 || droppedOptions.length > 0) toast.warning(notes, { duration: 10_000 });
      else toast.success(notes);
      void navigate(href('checkout'));
    } catch {
      setNothing(t('orders.againFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() => void again()}
        aria-label={t('orders.againLabel', { id: order.shortId })}
      >
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('orders.again')}
      </Button>
      {nothing && (
        <p role="alert" className="text-sm text-red-700">
          {nothing}
        </p>
      )}
    </div>
  );
}
