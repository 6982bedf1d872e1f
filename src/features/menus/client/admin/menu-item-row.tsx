import { ArrowDown, ArrowUp, EyeOff, ExternalLink, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/client/components/admin/row-actions';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { STORE_PAGES, type AdminMenuItemRow } from '../../menus.schema';

export interface ItemActions {
  move: (item: AdminMenuItemRow, direction: 'up' | 'down') => void;
  edit: (item: AdminMenuItemRow) => void;
  remove: (item: AdminMenuItemRow) => void;
  /** Top-level items only: add a child under it. */
  addChild?: (item: AdminMenuItemRow) => void;
}

/** Where an item goes, as staff read it: "Page · About Us (/about)", "Category · Milkshakes", the URL. */
function useDestination() {
  const { t } = useTranslation('admin-menu');
  const ar = useLocale() === 'ar';
  return (i: AdminMenuItemRow) => {
    if (i.type === 'custom') return i.url ?? '';
    if (i.type === 'page') {
      const page = STORE_PAGES.find((p) => p.path === i.url);
      return `${t('types.page')} · ${page ? t(`pages.${page.key}`) : ''} (${i.url})`;
    }
    return `${t(`types.${i.type}`)} · ${(ar ? i.linkedAr : i.linkedEn) ?? ''}`;
  };
}

/** One item: titles in both languages, destination, badges, and its buttons (move, add child, edit, remove). */
export function MenuItemRow({
  item,
  first,
  last,
  actions,
  busy,
}: {
  item: AdminMenuItemRow;
  first: boolean;
  last: boolean;
  actions: ItemActions;
  busy: boolean;
}) {
  const { t } = useTranslation('admin-menu');
  const ar = useLocale() === 'ar';
  const destination = useDestination()(item);
  const title = ar ? item.titleAr : item.titleEn;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5" data-testid="menu-item">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          <span>{title}</span>
          <span
            className="text-sm font-normal text-stone-500"
            lang={ar ? 'en' : 'ar'}
            dir={ar ? 'ltr' : 'rtl'}
          >
            {ar ? item.titleEn : item.titleAr}
          </span>
          {item.target === '_blank' && (
            <ExternalLink role="img" aria-label={t('newTab')} className="h-4 w-4 text-stone-500" />
          )}
          {item.hidden && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <EyeOff aria-hidden="true" className="h-3.5 w-3.5" />
              {t('hidden')}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-stone-600">
          {item.type === 'custom' ? <bdi dir="ltr">{destination}</bdi> : destination}
        </p>
      </div>
      <span className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          disabled={first || busy}
          aria-label={t('moveUp', { item: title })}
          onClick={() => actions.move(item, 'up')}
        >
          <ArrowUp aria-hidden="true" className="h-5 w-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={last || busy}
          aria-label={t('moveDown', { item: title })}
          onClick={() => actions.move(item, 'down')}
        >
          <ArrowDown aria-hidden="true" className="h-5 w-5" />
        </Button>
        {actions.addChild && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('addChild', { item: title })}
            onClick={() => actions.addChild?.(item)}
          >
            <Plus aria-hidden="true" className="h-5 w-5" />
          </Button>
        )}
        <RowActions row={item} item={title} actions={{ edit: actions.edit, remove: actions.remove }} />
      </span>
    </div>
  );
}
