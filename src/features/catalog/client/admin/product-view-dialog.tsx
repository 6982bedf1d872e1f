import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { Button } from '@/client/components/ui/button';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import type { StockPatch } from '../../catalog.admin.schema';
import type { AdminProduct } from '../../catalog.admin.views';
import { nameIn } from './product-name';
import { ProductOptionStock } from './product-option-stock';
import { Thumb } from './product-parts';
import { useSetStock } from './products-api';
import { StatusBadge } from './status-badge';

function Fact({ label, children, lang }: { label: string; children: React.ReactNode; lang?: 'ar' | 'en' }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-stone-600">{label}</dt>
      {/* Text in the other language keeps its own direction without changing the line's alignment. */}
      <dd className="text-stone-900">{lang ? <bdi lang={lang}>{children}</bdi> : children}</dd>
    </div>
  );
}

/** Everything about one product, read-only; sold-out switches for those who may change stock. */
export function ProductViewDialog({
  product,
  onClose,
  onEdit,
  canStock,
}: {
  product: AdminProduct | null;
  onClose: () => void;
  onEdit?: (p: AdminProduct) => void;
  canStock: boolean;
}) {
  const { t } = useTranslation(['admin-catalog', 'admin']);
  const locale = useLocale();
  const stock = useSetStock();
  const p = product;
  const setStock = async (patch: StockPatch) => {
    if (!p) return;
    try {
      await stock.mutateAsync({ id: p.id, patch });
      toast.success(t('products.stockSaved'));
    } catch {
      toast.error(t('products.stockFailed'));
    }
  };
  return (
    <Dialog
      open={p !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={p ? nameIn(p, locale) : t('view.title')}
      description={t('view.title')}
      footer={p && onEdit ? <Button onClick={() => onEdit(p)}>{t('admin:actions.edit')}</Button> : undefined}
    >
      {p && (
        <div className="space-y-5">
          <div className="flex flex-wrap items-start gap-4">
            {p.image ? (
              <img
                src={p.image}
                alt={t('view.mainImage', { name: nameIn(p, locale) })}
                className="h-28 w-28 rounded-xl object-cover sm:h-40 sm:w-40"
              />
            ) : (
              <Thumb src={null} size={112} />
            )}
            <dl className="grid min-w-56 flex-1 grid-cols-2 gap-3">
              <Fact label={t('view.nameEn')} lang="en">
                {p.nameEn}
              </Fact>
              <Fact label={t('view.nameAr')} lang="ar">
                {p.nameAr}
              </Fact>
              <Fact label={t('view.category')}>{nameIn(p.category, locale)}</Fact>
              <Fact label={t('view.subcategory')}>
                {p.subcategory ? nameIn(p.subcategory, locale) : t('view.none')}
              </Fact>
              <Fact label={t('products.columns.status')}>
                <StatusBadge status={p.status} />
              </Fact>
            </dl>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label={t('view.descriptionEn')} lang={p.descriptionEn ? 'en' : undefined}>
              {p.descriptionEn || t('view.noDescription')}
            </Fact>
            <Fact label={t('view.descriptionAr')} lang={p.descriptionAr ? 'ar' : undefined}>
              {p.descriptionAr || t('view.noDescription')}
            </Fact>
          </dl>
          <section>
            <h3 className="mb-2 text-sm font-bold text-stone-800">{t('view.sizes')}</h3>
            <ul className="flex flex-wrap gap-2">
              {p.sizes.map((s) => (
                <li key={s.size} className="rounded-xl border border-stone-200 px-3 py-2 text-sm">
                  <span className="font-semibold">{nameIn(s, locale)}</span> · <Price fils={s.priceFils} />
                  {s.soldOut && (
                    <span className="ms-2 text-xs font-semibold text-red-700">{t('products.soldOut')}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
          {canStock && (
            <fieldset className="rounded-xl bg-stone-50 p-3" disabled={stock.isPending}>
              <legend className="float-start w-full text-sm font-bold text-stone-800">
                {t('view.stock')}
              </legend>
              <p className="mb-2 text-xs text-stone-600">{t('view.stockHint')}</p>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={p.soldOut}
                    onChange={(e) => void setStock({ soldOut: e.target.checked })}
                  />
                  {t('view.productSoldOut')}
                </label>
                {p.sizes.map((s) => (
                  <label key={s.size} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-700"
                      checked={s.soldOut}
                      onChange={(e) =>
                        void setStock({ sizes: [{ size: s.size, soldOut: e.target.checked }] })
                      }
                    />
                    {t('view.sizeSoldOut', { size: nameIn(s, locale) })}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <ProductOptionStock groupIds={p.optionGroupIds} canStock={canStock} />
          <section>
            <h3 className="mb-2 text-sm font-bold text-stone-800">{t('view.gallery')}</h3>
            {p.gallery.length === 0 ? (
              <p className="text-sm text-stone-600">{t('view.noGallery')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {p.gallery.map((url, i) => (
                  <li key={url}>
                    <img
                      src={url}
                      alt={t('view.galleryImage', { n: i + 1 })}
                      loading="lazy"
                      className="h-24 w-24 rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
