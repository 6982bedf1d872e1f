import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { Drawer } from '@/client/components/ui/drawer';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { LineOptions } from '@/client/components/ui/line-options';
import { lineKey, type CartLine } from '../cart-lines';
import { cart, useCart } from './cart-store';
import { EditLineButton } from './edit-line';
import { pick } from '@/common/locales';
import { href } from '@/common/paths';

/** The cart's panel: lines with their quantities, the total, Clear Cart and Checkout (loaded on demand by CartDrawer). */
export default function CartDrawerPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { lines, totalFils } = useCart();

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('cart.title')}
      description={t('cart.description')}
    >
      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <ShoppingBag aria-hidden="true" className="h-12 w-12 text-stone-300" />
          <p className="text-stone-600">{t('cart.empty')}</p>
          <Link to={href('menu')} onClick={() => onOpenChange(false)} className={buttonClass('primary')}>
            {t('cart.browseMenu')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-stone-100 overflow-y-auto px-5">
            {lines.map((line) => (
              <CartLineRow key={lineKey(line)} line={line} />
            ))}
          </ul>
          <div className="space-y-3 border-t border-stone-200 px-5 py-4">
            <div className="flex items-center justify-between text-lg font-bold">
              <span>{t('cart.total')}</span>
              <Price fils={totalFils} />
            </div>
            <p className="text-xs text-stone-600">{t('cart.vatIncluded')}</p>
            <div className="grid grid-cols-[auto_1fr] gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  cart.clear();
                  toast.success(t('cart.cleared'));
                }}
              >
                {t('cart.clear')}
              </Button>
              <Link
                to={href('checkout')}
                onClick={() => onOpenChange(false)}
                className={buttonClass('accent')}
              >
                {t('cart.checkout')}
              </Link>
            </div>
          </div>
        </>
      )}
    </Drawer>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = `${locale === 'ar' ? line.nameAr : line.nameEn} (${pick(line, 'sizeName', locale)})`;
  const key = lineKey(line);
  const remove = () => {
    cart.remove(key);
    toast.success(t('cart.removed'));
  };
  const setQuantity = (q: number) => {
    cart.setQuantity(key, q);
    if (q < 1) toast.success(t('cart.removed'));
  };
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      {line.image ? (
        <img
          src={line.image}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <div className="h-16 w-16 shrink-0 rounded-xl bg-citrus-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{locale === 'ar' ? line.nameAr : line.nameEn}</p>
        <p className="text-sm text-stone-600">
          {pick(line, 'sizeName', locale)} · <Price fils={line.priceFils} />
        </p>
        <LineOptions options={line.options} note={line.note} className="mt-0.5" />
        <div className="mt-1 flex flex-wrap items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="h-11 w-11"
            aria-label={t('cart.decrease', { item: label })}
            onClick={() => setQuantity(line.quantity - 1)}
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </Button>
          <output
            aria-label={t('cart.quantityOf', { item: label })}
            className="w-8 text-center font-semibold tabular-nums"
          >
            {line.quantity}
          </output>
          <Button
            variant="outline"
            size="icon"
            className="h-11 w-11"
            aria-label={t('cart.increase', { item: label })}
            disabled={line.quantity >= 99}
            onClick={() => setQuantity(line.quantity + 1)}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </Button>
          <EditLineButton line={line} label={label} />
        </div>
      </div>
      <div className="flex flex-col items-end justify-between">
        <Price fils={line.priceFils * line.quantity} className="font-semibold" />
        <Button
          variant="ghost"
          size="icon"
          className="-me-2 h-11 w-11 text-red-700"
          aria-label={t('cart.remove', { item: label })}
          onClick={remove}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </li>
  );
}
