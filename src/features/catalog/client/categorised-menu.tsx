import { Suspense } from 'react';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuSection } from '../menu-sections';
import { ProductGrid } from './product-grid';

/**
 * Each category with its own products first, then a sub-section per non-empty subcategory
 * (menu-sections.ts). The category bar lives in the page's sticky bar.
 */
export function CategorisedMenu({ sections }: { sections: MenuSection[] }) {
  const locale = useLocale();
  const name = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);

  return (
    <>
      {sections.map(({ category, direct, subs }, index) => {
        // The first cards load at once: they are what the visitor sees first.
        const eagerHere = index === 0 ? 4 : 0;
        const section = (
          // Scrolled to under the header and the sticky bar (64 + 120 px).
          <section
            key={category.id}
            id={category.slug}
            aria-labelledby={`${category.slug}-title`}
            className="scroll-mt-48 pt-6 first:pt-2"
          >
            <h2
              id={`${category.slug}-title`}
              className="mb-2 text-xl font-extrabold text-brand-900 sm:mb-0 sm:text-2xl"
            >
              {name(category)}
            </h2>
            <p className="mb-3 hidden text-sm text-stone-600 sm:block">
              {locale === 'ar' ? category.descriptionAr : category.descriptionEn}
            </p>
            {direct.length > 0 && <ProductGrid products={direct} eagerCount={eagerHere} layout="row" />}
            {subs.map(({ sub, products }, i) => (
              <section key={sub.id} aria-labelledby={`${sub.slug}-title`} className="mt-4">
                <h3 id={`${sub.slug}-title`} className="mb-2 text-base font-bold text-citrus-700 sm:text-lg">
                  {name(sub)}
                </h3>
                <ProductGrid
                  products={products}
                  eagerCount={direct.length === 0 && i === 0 ? eagerHere : 0}
                  layout="row"
                />
              </section>
            ))}
          </section>
        );
        // Each category after the first is a Suspense boundary of its own: React hydrates it apart,
        // yielding to the phone in between, and first the one a visitor taps (decision 035).
        return index === 0 ? (
          section
        ) : (
          <Suspense key={category.id} fallback={null}>
            {section}
          </Suspense>
        );
      })}
    </>
  );
}
