import { ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowActionHandlers } from '@/client/components/admin/row-actions';
import { column, type Column } from '@/client/components/admin/table-column';
import { Button } from '@/client/components/ui/button';
import type { Locale } from '@/common/locales';
import type { AdminOption, AdminOptionGroup } from '../../option-group.admin.views';
import { nameIn } from './product-name';
import { TwoNames } from './product-parts';
import { OptionLine } from './option-line';
import { StatusBadge } from './status-badge';

export interface OptionGroupActions extends RowActionHandlers<AdminOptionGroup> {
  restore?: (group: AdminOptionGroup) => void;
  restoreOption?: (option: AdminOption) => void;
}

/** Group, choices, options (with prices and what is sold out or archived), status, actions. */
export function useOptionColumns(locale: Locale, actions: OptionGroupActions): Column<AdminOptionGroup>[] {
  const { t } = useTranslation('admin-catalog');
  return [
    column<AdminOptionGroup>('group', t('options.columns.group'), (g) => (
      <TwoNames item={g} locale={locale} />
    )),
    column<AdminOptionGroup>('choices', t('options.columns.choices'), (g) => (
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold text-stone-800">{t(`options.kinds.${g.kind}`)}</span>
        <span className="text-xs text-stone-600">
          {t(g.required ? 'options.required' : 'options.optional')}
          {g.kind === 'multiple' && ` · ${t('options.range', { min: g.minChoices, max: g.maxChoices })}`}
        </span>
      </span>
    )),
    column<AdminOptionGroup>('options', t('options.columns.options'), (g) => (
      <ul className="min-w-56 space-y-1">
        {g.options.map((o) => (
          <OptionLine
            key={o.id}
            o={o}
            locale={locale}
            onRestore={actions.restoreOption && (() => actions.restoreOption?.(o))}
          />
        ))}
      </ul>
    )),
    column<AdminOptionGroup>('status', t('products.columns.status'), (g) => (
      <StatusBadge status={g.status} />
    )),
    column<AdminOptionGroup>(
      'actions',
      t('products.columns.actions'),
      (g) => (
        <span className="flex items-center gap-1">
          <RowActions
            row={g}
            item={nameIn(g, locale)}
            actions={{ edit: actions.edit, remove: g.status === 'active' ? actions.remove : undefined }}
          />
          {g.status === 'archived' && actions.restore && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('options.restoreGroup', { name: nameIn(g, locale) })}
              onClick={() => actions.restore?.(g)}
            >
              <ArchiveRestore aria-hidden="true" className="h-5 w-5" />
            </Button>
          )}
        </span>
      ),
      { className: 'w-px whitespace-nowrap' },
    ),
  ];
}
