import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuProduct } from '../catalog.schema';
import type { ProductChoice } from './add-product';
import { SheetForm } from './sheet-form';
import { useProductGroups } from './use-product-groups';

/** A cart line's choices, when the sheet is opened to edit it. */
export interface SheetInitial {
  /** The size's key. */
  size: string;
  optionIds: string[];
  note: string | null;
}

/**
 * The product's sheet: its size, then each of its option groups, then a note for the shop, with
 * the price of one as chosen on the Add button. A bottom sheet on a phone (scrolling when tall), a
 * centred panel on wider screens, on the native <dialog> (focus trap, Escape, inert page from the
 * browser). The first size that can be ordered and each group's default are already chosen, so
 * Add adds at once (two taps). `initial` opens it on a cart line's choices, to edit them (Save).
 */
export default function ProductSheet({
  product,
  initial,
  onSubmit,
  onClose,
}: {
  product: MenuProduct;
  initial?: SheetInitial;
  onSubmit: (choice: ProductChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const groups = useProductGroups(product);

  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Opened from the cart drawer (Edit), the sheet's events must not reach the drawer's dialog
      // through React's tree: its Escape would close the drawer instead of the sheet.
      onCancel={(e) => e.stopPropagation()}
      onClose={(e) => {
        e.stopPropagation();
        onClose();
      }}
      onClick={(e) => {
        e.stopPropagation();
        if (e.target === ref.current) ref.current.close(); // a tap on the backdrop
      }}
      className="m-0 mt-auto max-h-[90dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-stone-950/50 motion-reduce:transition-none starting:open:translate-y-full sm:m-auto sm:max-w-md sm:rounded-3xl sm:starting:open:translate-y-8"
    >
      <div className="flex flex-col gap-4 p-5 pb-0">
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
              {locale === 'ar' ? product.nameAr : product.nameEn}
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
      </div>
      {groups ? (
        <SheetForm product={product} groups={groups} initial={initial} onSubmit={onSubmit} />
      ) : (
        // The menu (with its option groups) is still on its way: rarely seen, never for long.
        <div className="space-y-3 p-5" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
    </dialog>
  );
}
