import { useEffect } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { whenSettled } from '@/client/lib/when-settled';
import type { MenuProduct } from '../catalog.schema';
import { loadProductSheet } from './load-product-sheet';
import { ProductCard } from './product-card';
import { LAYOUT, type ProductLayout } from './product-layout';

/**
 * `row`: one column of rows on a phone, two columns of rows from 1024 px; an odd last row spans
 * both columns, so no card is left alone beside an empty column. `card`: rows on a phone, then
 * picture cards in 2, 3 or 4 columns.
 */
const GRIDS: Record<ProductLayout, string> = {
  row: 'grid gap-2 sm:gap-3 lg:grid-cols-2 lg:[&>:last-child:nth-child(odd)]:col-span-2',
  card: 'grid gap-2 sm:grid-cols-2 sm:gap-4 md:grid-cols-3 xl:grid-cols-4',
};

export function ProductGrid({
  products,
  eagerCount = 0,
  layout = 'card',
}: {
  products: MenuProduct[];
  eagerCount?: number;
  layout?: ProductLayout;
}) {
  // Products are on screen: fetch the product sheet's code once the page has settled (never racing
  // the first screen's own scripts and pictures), or at the first tap or key, so the first Add
  // opens it at once.
  useEffect(() => whenSettled(() => void loadProductSheet()), []);
  return (
    <div className={GRIDS[layout]}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} layout={layout} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({
  count = 8,
  layout = 'card',
}: {
  count?: number;
  layout?: ProductLayout;
}) {
  return (
    <div className={GRIDS[layout]} data-testid="menu-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 ${LAYOUT[layout].article}`}
        >
          <Skeleton className={`size-22 shrink-0 rounded-xl ${LAYOUT[layout].image}`} />
          <div className={`min-w-0 flex-1 space-y-2 ${LAYOUT[layout].body}`}>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className={`h-11 w-11 shrink-0 rounded-full ${LAYOUT[layout].button}`} />
        </div>
      ))}
    </div>
  );
}
