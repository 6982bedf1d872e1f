import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { AdminMenu } from '../../menus.schema';

export function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation('admin-menu');
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${live ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-700'}`}
    >
      {t(live ? 'live' : 'draft')}
    </span>
  );
}

/** The left panel: every menu with its location, Live or Draft and item count; one is selected. */
export function MenuListPanel({
  menus,
  selected,
  onSelect,
}: {
  menus: AdminMenu[] | undefined;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('admin-menu');
  return (
    <section
      aria-labelledby="menus-heading"
      className="self-start rounded-2xl border border-stone-200 bg-white p-3"
    >
      <h2 id="menus-heading" className="px-2 pb-2 text-sm font-bold tracking-wide text-stone-600 uppercase">
        {t('menus')}
      </h2>
      {!menus ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : menus.length === 0 ? (
        <p className="px-2 py-4 text-sm text-stone-600">{t('noMenus')}</p>
      ) : (
        <ul className="space-y-1">
          {menus.map((m) => {
            const current = m.id === selected;
            return (
              <li key={m.id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(m.id)}
                  className={`w-full rounded-xl border px-3 py-2.5 text-start transition-colors ${current ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-stone-100'}`}
                >
                  <span className="flex items-center gap-2">
                    <span className="me-auto font-semibold text-stone-900" dir="auto">
                      {m.name}
                    </span>
                    <LiveBadge live={m.live} />
                  </span>
                  <span className="mt-0.5 block text-xs text-stone-600">
                    {t(`locations.${m.location}`)} · {t('itemCount', { count: m.itemCount })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
