import { ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { cart } from '@/features/cart/client/cart-store';
import type { MenuProduct, Size } from '../catalog.schema';

export function ProductCard({ product, eager = false }: { product: MenuProduct; eager?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [size, setSize] = useState<Size | ''>('');
  const headingId = useId();
  const groupName = useId();
  const name = locale === 'ar' ? product.nameAr : product.nameEn;
  const otherName = locale === 'ar' ? product.nameEn : product.nameAr;
  const description = locale === 'ar' ? product.descriptionAr : product.descriptionEn;
  const allSoldOut = product.soldOut || product.sizes.every((s) => s.soldOut);
  const chosen = product.sizes.find((s) => s.size === size && !s.soldOut);

  const add = () => {
    if (!chosen || allSoldOut) return;
    cart.add({
      id: product.id,
      size: chosen.size,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      priceFils: chosen.priceFils,
      image: product.image,
    });
    toast.success(t('cart.added'));
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="product-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="relative aspect-square bg-citrus-50">
        {product.image && (
          <img
            src={product.image}
            alt=""
            width={480}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className={`h-full w-full object-cover ${allSoldOut ? 'opacity-60 grayscale' : ''}`}
          />
        )}
        {allSoldOut && (
          <span className="absolute start-3 top-3 rounded-full bg-stone-900/85 px-3 py-1 text-xs font-semibold text-white">
            {t('product.soldOut')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div>
          <h3 id={headingId} className="text-base leading-snug font-bold text-stone-900">
            {name}
          </h3>
          <p lang={locale === 'ar' ? 'en' : 'ar'} className="text-xs text-stone-600">
            {otherName}
          </p>
        </div>
        <p className="line-clamp-2 text-sm text-stone-600">{description}</p>
        <fieldset className="mt-auto pt-1" disabled={allSoldOut}>
          <legend className="sr-only">{t('product.chooseSize', { name })}</legend>
          <div className="grid grid-cols-1 gap-1.5 min-[420px]:grid-cols-3 sm:grid-cols-1 lg:grid-cols-3">
            {product.sizes.map((s) => {
              const disabled = allSoldOut || s.soldOut;
              return (
                <label
                  key={s.size}
                  className="relative flex cursor-pointer flex-row items-center justify-between gap-1 rounded-xl border border-stone-300 px-3 py-1.5 min-[420px]:flex-col min-[420px]:px-2 sm:flex-row sm:px-3 lg:flex-col lg:px-2 text-xs transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="radio"
                    name={groupName}
                    value={s.size}
                    checked={size === s.size}
                    disabled={disabled}
                    onChange={() => setSize(s.size)}
                    className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
                  />
                  <span className="font-semibold">{t(`sizes.${s.size}`)}</span>
                  {disabled && !allSoldOut ? (
                    <span className="text-stone-600">{t('product.soldOut')}</span>
                  ) : (
                    <Price fils={s.priceFils} className="text-stone-700" />
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
        <Button onClick={add} disabled={!chosen || allSoldOut} className="mt-1 w-full">
          <ShoppingBag aria-hidden="true" className="h-4 w-4" />
          {allSoldOut ? t('product.soldOut') : t('cart.add')}
        </Button>
      </div>
    </article>
  );
}
