import './report-print.css';
import { Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { CsvLink } from '@/client/components/admin/csv-link';
import { Button } from '@/client/components/ui/button';

const PAPERS = ['roll', 'a4'] as const;
type Paper = (typeof PAPERS)[number];

/**
 * A report that prints alone (report-print.css): on an 80 mm roll like the receipts, or on A4,
 * as chosen here; with its CSV when `csvHref` is given; on the shop's printer when `close` names
 * a closed shift or a day with shifts (and the printer is on).
 */
export function PrintableReport({
  children,
  csvHref,
  close,
}: {
  children: ReactNode;
  csvHref?: string;
  close?: { shiftId: string } | { day: string } | null;
}) {
  const { t } = useTranslation('admin-shifts');
  const { CloseActions } = useAdminSlots();
  const [paper, setPaper] = useState<Paper>('roll');
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label={t('print.paper')}
          className="inline-flex rounded-full border border-stone-200 bg-white p-1"
        >
          {PAPERS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={paper === p}
              onClick={() => setPaper(p)}
              className={`min-h-9 rounded-full px-4 text-sm font-semibold ${paper === p ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              {t(p === 'roll' ? 'print.roll' : 'print.a4')}
            </button>
          ))}
        </div>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('print.button')}
        </Button>
        {CloseActions && close && <CloseActions close={close} />}
        {csvHref && <CsvLink href={csvHref} label={t('print.csv')} />}
      </div>
      <article
        id="z-report"
        data-paper={paper}
        className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm ${paper === 'roll' ? 'max-w-sm' : 'max-w-3xl'}`}
      >
        {children}
      </article>
    </div>
  );
}
