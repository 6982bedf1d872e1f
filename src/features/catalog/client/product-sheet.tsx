import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuProduct, MenuSize } from '../catalog.schema';

/**
 * The size choice for a product with several sizes: a bottom sheet on a phone, a centred panel on
 * wider screens, on the native <dialog> (focus trap, Escape, inert page from the browser). The
 * first size that can be ordered is already chosen, so the Add button adds at once.
 */
export default function SizeSheet({
  product,
  onAdd,
  onClose,
}: {
  product: MenuProduct;
  onAdd: (size: MenuSize) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const group = useId();
  const [chosen, setChosen] = useState(() => product.sizes.find((s) => !s.soldOut)?.size);
  const size = product.sizes.find((s) => s.size === chosen && !s.soldOut);
  const name = locale === 'ar' ? product.nameAr : product.nameEn;

  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) ref.current.close(); // a tap on the backdrop
      }}
      className="m-0 mt-auto max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-stone-950/50 motion-reduce:transition-none starting:open:translate-y-full sm:m-auto sm:max-w-md sm:rounded-3xl sm:starting:open:translate-y-8"
    >
      {/* method="dialog": submitting closes the sheet. */}
      <form
        method="dialog"
        onSubmit={() => size && onAdd(size)}
        className="flex flex-col gap-4 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
      >
        <div className="flex items-start gap-3">
          {product.image && (
            <img
              src={product.image}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl object-cover"
            />
          )}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-snug font-bold">
              {name}
            </h2>
            <p lang={locale === 'ar' ? 'en' : 'ar'} className="text-sm text-stone-600">
              {locale === 'ar' ? product.nameEn : product.nameAr}
            </p>
          </div>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={t('actions.close')}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="text-sm text-stone-600">
          {locale === 'ar' ? product.descriptionAr : product.descriptionEn}
        </p>
        <fieldset>
          <legend className="mb-2 font-bold">{t('menu:chooseSize')}</legend>
          <div className="grid gap-2">
            {product.sizes.map((s) => (
              <label
                key={s.size}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 px-4 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:opacity-60"
              >
                <input
                  type="radio"
                  name={group}
                  value={s.size}
                  checked={chosen === s.size}
                  disabled={s.soldOut}
                  onChange={() => setChosen(s.size)}
                  className="size-5 accent-brand-700"
                />
                <span className="flex-1 font-semibold">{t(`sizes.${s.size}`)}</span>
                {s.soldOut ? (
                  <span className="text-sm">{t('product.soldOut')}</span>
                ) : (
                  <Price fils={s.priceFils} />
                )}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={!size}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-600"
        >
          {t('cart.add')}
          {size && (
            <>
              <span aria-hidden="true">·</span>
              <Price fils={size.priceFils} />
            </>
          )}
        </button>
      </form>
    </dialog>
  );
}
