import { Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuProduct } from '../catalog.schema';
import { fromPriceFils } from '../menu-search';
import { useAddProduct } from './add-product';
import { loadProductSheet } from './load-product-sheet';
import { LAYOUT, type ProductLayout } from './product-layout';

const ProductSheet = lazy(loadProductSheet);

/**
 * A product with its from-price and one Add button that always works: a product with one size
 * and no options adds at once; otherwise it opens the product's sheet with a size and each
 * group's default already chosen (two taps in all). A tap on the drink itself (its picture, name
 * or description: one button, its name) opens the sheet too, unless it is sold out.
 */
export function ProductCard({
  product,
  eager = false,
  layout = 'card',
}: {
  product: MenuProduct;
  eager?: boolean;
  layout?: ProductLayout;
}) {
  const { t } = useTranslation(['common', 'menu']);
  const locale = useLocale();
  const [choosing, setChoosing] = useState(false);
  const headingId = useId();
  const name = locale === 'ar' ? product.nameAr : product.nameEn;
  const allSoldOut = product.soldOut || product.sizes.every((s) => s.soldOut);
  const several = product.sizes.length > 1 || product.optionGroupIds.length > 0;
  const pricesDiffer = new Set(product.sizes.map((s) => s.priceFils)).size > 1;
  const l = LAYOUT[layout];

  const addProduct = useAddProduct();

  return (
    <article
      aria-labelledby={headingId}
      data-testid="product-card"
      className={`relative flex items-center gap-3 overflow-hidden rounded-2xl border border-stone-200 bg-white p-3 shadow-sm ${l.article} ${eager ? '' : l.offscreen}`}
    >
      <div className={`relative size-22 shrink-0 overflow-hidden rounded-xl bg-citrus-50 ${l.image}`}>
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
      </div>
      <div className={`min-w-0 flex-1 ${l.body}`}>
        <h3 id={headingId} className="line-clamp-2 leading-snug font-bold text-stone-900">
          {allSoldOut ? (
            name
          ) : (
            // The name is the card's one way into the sheet besides Add: its tap area stretches over
            // the picture and the texts (::after), so a tap on the drink opens it; Add sits above.
            <button
              type="button"
              onClick={() => setChoosing(true)}
              aria-haspopup="dialog"
              className="text-start after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-700 focus-visible:after:ring-inset"
            >
              {name}
            </button>
          )}
        </h3>
        <p lang={locale === 'ar' ? 'en' : 'ar'} className="truncate text-xs text-stone-600">
          {locale === 'ar' ? product.nameEn : product.nameAr}
        </p>
        <p className="mt-0.5 line-clamp-1 text-sm text-stone-600 sm:line-clamp-2">
          {locale === 'ar' ? product.descriptionAr : product.descriptionEn}
        </p>
        <p className={`mt-1 text-sm font-bold ${allSoldOut ? 'text-stone-500' : 'text-stone-900'}`}>
          {pricesDiffer && <span className="font-normal text-stone-600">{t('menu:from')} </span>}
          <Price fils={fromPriceFils(product)} />
        </p>
      </div>
      {allSoldOut ? (
        <button
          type="button"
          disabled
          className={`relative z-10 h-11 shrink-0 cursor-not-allowed rounded-full bg-stone-100 px-4 text-sm font-semibold text-stone-600 ${l.button}`}
        >
          {t('product.soldOut')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() =>
            several
              ? setChoosing(true)
              : addProduct(product, { size: product.sizes[0]!, options: [], note: null })
          }
          aria-haspopup={several ? 'dialog' : undefined}
          className={`relative z-10 inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-brand-700 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:px-4 ${l.button}`}
        >
          <Plus aria-hidden="true" className="size-5 sm:size-4" />
          <span className="sr-only text-sm sm:not-sr-only">{t('cart.add')}</span>
        </button>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <ProductSheet
            product={product}
            onSubmit={(choice) => addProduct(product, choice)}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
