import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { layOutEverything } from '@/client/lib/lay-out';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuCategory } from '../catalog.schema';

/**
 * The categories, in the menu's sticky bar: highlights the category in view (viewport margin
 * -190px at the top, under the header and the bar, -70% at the bottom) and scrolls smoothly to
 * one when clicked.
 */
export function CategoryBar({ categories }: { categories: MenuCategory[] }) {
  const { t } = useTranslation('menu');
  const locale = useLocale();
  const [active, setActive] = useState(categories[0]?.slug ?? '');
  const barRef = useRef<HTMLDivElement>(null);
  // While a click scrolls the page, the sections passing by must not steal the highlight.
  const locked = useRef(false);

  useEffect(() => {
    // The category being read is the last one whose section has reached the band (190px from
    // the top down to 30% of the viewport); at the very bottom of the page, the last one.
    const pick = () => {
      if (locked.current) return;
      const line = window.innerHeight * 0.3;
      let best = categories[0]?.slug;
      for (const c of categories) {
        const el = document.getElementById(c.slug);
        if (el && el.getBoundingClientRect().top <= line) best = c.slug;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && categories.length) best = categories.at(-1)!.slug;
      if (best) setActive(best);
    };
    const observer = new IntersectionObserver(pick, { rootMargin: '-190px 0px -70% 0px' });
    for (const c of categories) {
      const el = document.getElementById(c.slug);
      if (el) observer.observe(el);
    }
    window.addEventListener('scrollend', pick, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', pick);
    };
  }, [categories]);

  // Keep the highlighted chip visible in the horizontally scrolling bar. Only the bar scrolls:
  // scrollIntoView would also move (and interrupt) the page's own smooth scroll.
  useEffect(() => {
    const bar = barRef.current;
    const chip = bar?.querySelector<HTMLElement>(`[data-slug="${active}"]`);
    if (!bar || !chip) return;
    const b = bar.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    const delta = c.left < b.left ? c.left - b.left - 16 : c.right > b.right ? c.right - b.right + 16 : 0;
    if (delta !== 0) bar.scrollBy({ left: delta, behavior: 'smooth' });
  }, [active]);

  const jumpTo = (slug: string) => {
    setActive(slug);
    locked.current = true;
    // The lock ends when the smooth scroll ends, or as soon as the visitor takes over.
    const events = ['scrollend', 'wheel', 'touchstart', 'keydown'] as const;
    const release = () => {
      locked.current = false;
      clearTimeout(fallback);
      for (const name of events) window.removeEventListener(name, release);
    };
    const fallback = setTimeout(release, 8000);
    for (const name of events) window.addEventListener(name, release, { passive: true });
    layOutEverything();
    document.getElementById(slug)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    history.replaceState(null, '', `#${slug}`);
  };

  return (
    <nav aria-label={t('categoriesNav')} className="-mx-4 px-4">
      <div ref={barRef} className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {categories.map((c) => (
          <a
            key={c.id}
            href={`#${c.slug}`}
            data-slug={c.slug}
            aria-current={active === c.slug ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              jumpTo(c.slug);
            }}
            className="inline-flex h-11 shrink-0 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-stone-700 transition-colors hover:border-brand-700 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
          >
            {locale === 'ar' ? c.nameAr : c.nameEn}
          </a>
        ))}
      </div>
    </nav>
  );
}
