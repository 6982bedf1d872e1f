import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { CsvLink } from '@/client/components/admin/csv-link';
import { PrintableDocument } from '@/client/components/admin/printable-document';

/**
 * A Z report that prints alone (PrintableDocument): on an 80 mm roll like the receipts, or on A4,
 * as chosen here; with its CSV when `csvHref` is given; on the shop's printer when `close` names
 * a closed shift or a day with shifts (and the printer is on).
 */
export function PrintableReport<T>({
  source,
  loadFailed,
  children,
  csvHref,
  close,
}: {
  source: { data: T | undefined; isError?: boolean; refetch?: () => unknown };
  loadFailed: string;
  children: (data: T) => ReactNode;
  csvHref?: string;
  close?: (data: T) => { shiftId: string } | { day: string } | null;
}) {
  const { t } = useTranslation('admin-shifts');
  const { CloseActions } = useAdminSlots();
  return (
    <PrintableDocument
      id="z-report"
      source={source}
      loadFailed={loadFailed}
      papers={['roll', 'a4']}
      actions={(data) => {
        const closing = data === undefined ? null : close?.(data);
        return (
          <>
            {CloseActions && closing && <CloseActions close={closing} />}
            {csvHref && data !== undefined && <CsvLink href={csvHref} label={t('print.csv')} />}
          </>
        );
      }}
    >
      {children}
    </PrintableDocument>
  );
}
