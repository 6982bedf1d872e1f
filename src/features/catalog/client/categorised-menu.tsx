import { useLocale } from '@/client/lib/use-locale';
import type { Menu } from '../catalog.schema';
import { menuSections } from '../menu-sections';
import { CategoryBar } from './category-bar';
import { ProductGrid } from './product-grid';

/** Each category with its own products first, then a sub-section per non-empty subcategory (menu-sections.ts). */
export function CategorisedMenu({ menu }: { menu: Menu }) {
  const locale = useLocale();
  const name = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);
  const sections = menuSections(menu);

  return (
    <>
      <CategoryBar categories={sections.map((s) => s.category)} />
      {sections.map(({ category, direct, subs }, index) => {
        // The first cards load at once: they are what the visitor sees first.
        const eagerHere = index === 0 ? 4 : 0;
        return (
          <section key={category.id} id={category.slug} aria-labelledby={`${category.slug}-title`} className="scroll-mt-32 pt-8">
            <h2 id={`${category.slug}-title`} className="text-2xl font-extrabold text-brand-900">
              {name(category)}
            </h2>
            <p className="mb-4 text-sm text-stone-600">
              {locale === 'ar' ? category.descriptionAr : category.descriptionEn}
            </p>
            {direct.length > 0 && <ProductGrid products={direct} eagerCount={eagerHere} />}
            {subs.map(({ sub, products }, i) => (
              <section key={sub.id} aria-labelledby={`${sub.slug}-title`} className="mt-6">
                <h3 id={`${sub.slug}-title`} className="mb-3 text-lg font-bold text-citrus-700">
                  {name(sub)}
                </h3>
                <ProductGrid products={products} eagerCount={direct.length === 0 && i === 0 ? eagerHere : 0} />
              </section>
            ))}
          </section>
        );
      })}
    </>
  );
}
