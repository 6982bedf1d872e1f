import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuCategory } from '../catalog.schema';

/**
 * Sticky bar of categories: highlights the category in view (viewport margin -100px at the top,
 * -70% at the bottom) and scrolls smoothly to one when clicked.
 */
export function CategoryBar({ categories }: { categories: MenuCategory[] }) {
  const { t } = useTranslation('menu');
  const locale = useLocale();
  const [active, setActive] = useState(categories[0]?.slug ?? '');
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-100px 0px -70% 0px' },
    );
    for (const c of categories) {
      const el = document.getElementById(c.slug);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [categories]);

  // Keep the highlighted chip visible in the horizontally scrolling bar.
  useEffect(() => {
    const chip = barRef.current?.querySelector<HTMLElement>(`[data-slug="${active}"]`);
    chip?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [active]);

  return (
    <nav
      aria-label={t('categoriesNav')}
      className="sticky top-16 z-20 -mx-4 border-b border-stone-200 bg-stone-50/95 px-4 py-2 backdrop-blur"
    >
      <div ref={barRef} className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {categories.map((c) => (
          <a
            key={c.id}
            href={`#${c.slug}`}
            data-slug={c.slug}
            aria-current={active === c.slug ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              setActive(c.slug);
              document.getElementById(c.slug)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              history.replaceState(null, '', `#${c.slug}`);
            }}
            className="shrink-0 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold whitespace-nowrap text-stone-700 transition-colors hover:border-brand-700 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
          >
            {locale === 'ar' ? c.nameAr : c.nameEn}
          </a>
        ))}
      </div>
    </nav>
  );
}
