import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { loadProductSheet, menuQuery } from '@/features/catalog/client';
import { lineKey, type CartLine } from '../cart-lines';
import { cartItem } from '../cart-item';
import { cart } from './cart-store';

const ProductSheet = lazy(loadProductSheet);

/**
 * «تعديل» / "Edit": reopens the product's sheet on the line's size, options and note; Save puts the
 * new choice in the line's place (merged with another line that has become the same). Shown for
 * a product on today's menu that has something to choose (several sizes or option groups).
 */
export function EditLineButton({ line, label }: { line: CartLine; label: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { data: menu } = useQuery(menuQuery);
  const product = menu?.products.find((p) => p.id === line.id);
  if (!product || (product.sizes.length < 2 && product.optionGroupIds.length === 0)) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="ms-1 h-11 px-3"
        aria-label={t('cart.editLabel', { item: label })}
        aria-haspopup="dialog"
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('cart.edit')}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <ProductSheet
            product={product}
            initial={{ size: line.size, optionIds: line.options.map((o) => o.id), note: line.note }}
            onSubmit={({ size, options, note }) =>
              cart.edit(lineKey(line), cartItem(product, size, options, note))
            }
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
