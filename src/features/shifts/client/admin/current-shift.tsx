import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { LoadError } from '@/client/components/admin/load-error';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { formatMoney } from '@/common/money';
import { isolate } from '@/common/text';
import type { ShiftReport } from '../../shifts.schema';
import { CashForm } from './cash-form';
import { OvernightNotice } from './open-shift-warning';
import { PrintableReport } from './printable-report';
import { useCloseShift, useCurrentShift, useOpenShift } from './shifts-api';
import { ShiftZReport, ZReport } from './z-report';
import { adminHref } from '@/common/admin-paths';

/**
 * `?back=/admin/...`: where "Open a shift" was tapped (the mark-paid sheet of an order, issue 35).
 * Only a back-office path is followed, never another site.
 */
function useBackTo() {
  const [params] = useSearchParams();
  const back = params.get('back');
  return back && back.startsWith(`${adminHref('dashboard')}/`) && !back.startsWith('//') ? back : null;
}

const card = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm';

/** A close waiting for its confirmation: the form's promise settles with the answer. */
interface Asking {
  countedCashFils: number;
  note: string;
  settle: (error?: unknown) => void;
}

/**
 * The till: open a shift with the float; or its running figures (a manager's; staff count blind:
 * the server sends them no figures) and the close, confirmed first; then its Z report.
 */
export function CurrentShift({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  const back = useBackTo();
  const navigate = useNavigate();
  const current = useCurrentShift();
  const open = useOpenShift();
  const close = useCloseShift();
  const [closed, setClosed] = useState<ShiftReport | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);

  if (closed)
    return (
      <div className="grid gap-3">
        <PrintableReport
          source={{ data: closed }}
          loadFailed={t('loadFailed')}
          csvHref={canManage ? `/api/admin/shifts/${closed.shift.id}/report.csv` : undefined}
        >
          {(r) => <ShiftZReport report={r} />}
        </PrintableReport>
        <div>
          <Button variant="outline" onClick={() => setClosed(null)}>
            {t('back')}
          </Button>
        </div>
      </div>
    );
  if (current.isPending) return <Skeleton className="h-48" />;
  if (current.isError) return <LoadError message={t('loadFailed')} onRetry={() => void current.refetch()} />;
  const { report, shift } = current.data;
  if (!shift)
    return (
      <section className={card} aria-labelledby="open-shift">
        <h2 id="open-shift" className="text-lg font-bold">
          {t('open.heading')}
        </h2>
        <p className="mb-3 text-sm text-stone-600">{t('open.intro')}</p>
        {back && (
          <p role="note" className="mb-3 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
            {t('open.back')}
          </p>
        )}
        <CashForm
          label={t('open.float')}
          submit={t('open.submit')}
          invalid="validation.float"
          amountPath="floatFils"
          pending={open.isPending}
          onSubmit={async (floatFils) => {
            const r = await open.mutateAsync({ floatFils });
            toast.success(t('open.done', { number: r.shift.number }));
            if (back) void navigate(back); // back to the order whose cash payment waited for it
          }}
        />
      </section>
    );
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="grid gap-3">
        {current.data.overnight && <OvernightNotice shift={shift} />}
        <section className={card} aria-labelledby="live-shift">
          <h2 id="live-shift" className="text-lg font-bold">
            {t('current.heading', { number: shift.number })}
          </h2>
          {report ? (
            <>
              <p className="text-sm text-stone-600">{t('current.live')}</p>
              <ZReport figures={report.figures} header={null} unpaid={report.unpaidHandovers} />
            </>
          ) : (
            <p className="text-sm text-stone-700">{t('books.blind')}</p>
          )}
        </section>
      </div>
      <section className={`${card} self-start`} aria-labelledby="close-shift">
        <h2 id="close-shift" className="text-lg font-bold">
          {t('close.heading')}
        </h2>
        <p className="mb-3 text-sm text-stone-600">{t('close.intro')}</p>
        <CashForm
          label={t('close.counted')}
          noteLabel={t('close.note')}
          submit={t('close.submit')}
          invalid="validation.counted"
          amountPath="countedCashFils"
          pending={close.isPending}
          onSubmit={(countedCashFils, note) =>
            new Promise<void>((resolve, reject) =>
              setAsking({ countedCashFils, note, settle: (e) => (e ? reject(e) : resolve()) }),
            )
          }
        />
      </section>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => {
          if (o || !asking) return;
          asking.settle();
          setAsking(null);
        }}
        title={t('books.confirmTitle', { number: shift.number })}
        message={t('books.confirmText', {
          amount: isolate(formatMoney(asking?.countedCashFils ?? 0, locale)),
        })}
        confirmLabel={t('close.submit')}
        cancelLabel={t('books.keepOpen')}
        pending={close.isPending}
        onConfirm={() => {
          if (!asking) return;
          close
            .mutateAsync({
              id: shift.id,
              countedCashFils: asking.countedCashFils,
              note: asking.note || undefined,
            })
            .then(
              (r) => {
                toast.success(t('close.done', { number: r.shift.number }));
                setClosed(r);
                asking.settle();
              },
              (e: unknown) => asking.settle(e),
            )
            .finally(() => setAsking(null));
        }}
      />
    </div>
  );
}
