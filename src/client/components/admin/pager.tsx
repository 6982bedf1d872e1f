import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { formatCount } from '@/common/locales';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Where it sits: under a table inside its card, or as a card of its own under a list. */
  className?: string;
}

/** "Showing 1–10 of 42", previous / next and "Page 1 of 5" under a server-paged list. */
export function Pager({ page, pageSize, total, onPageChange, className = '' }: PagerProps) {
  const { t, i18n } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const n = (x: number) => formatCount(x, i18n.language === 'ar' ? 'ar' : 'en');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('table.pagination')}
      className={`flex flex-wrap items-center gap-3 px-4 py-3 text-sm ${className}`}
    >
      <p className="me-auto text-stone-700" aria-live="polite">
        {t('table.showing', { from: n(from), to: n(to), total: n(total) })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={t('table.previous')}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        <span className="hidden sm:inline">{t('table.previous')}</span>
      </Button>
      <span className="text-stone-700">{t('table.pageOf', { page: n(page), pages: n(pages) })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        aria-label={t('table.next')}
      >
        <span className="hidden sm:inline">{t('table.next')}</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
