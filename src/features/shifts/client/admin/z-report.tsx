import '@/client/locales/bundles/admin-orders'; // the hand-over reasons, as the board words them
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { isOneOf, UNPAID_HANDOVER_REASONS } from '@/common/domain';
import type { ShiftFigures, ShiftReport, UnpaidHandovers } from '../../shifts.schema';
import { ShiftHeader } from './shift-header';
import { adminHref } from '@/common/admin-paths';

function Row({
  label,
  count,
  fils,
  strong,
}: {
  label: string;
  count?: number;
  fils: number | null;
  strong?: boolean;
}) {
  const { t } = useTranslation('admin-shifts');
  return (
    <tr className={strong ? 'font-bold' : undefined}>
      <th scope="row" className="py-1 pe-2 text-start font-normal">
        {label}
      </th>
      <td className="py-1 pe-2 text-end tabular-nums">{count === undefined ? '' : <bdi>{count}</bdi>}</td>
      <td className="py-1 text-end">
        {fils === null ? (
          <span className="text-stone-600">{t('report.notCounted')}</span>
        ) : (
          <Price fils={fils} />
        )}
      </td>
    </tr>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4 break-inside-avoid">
      <h3 className="border-b border-stone-300 pb-1 text-sm font-bold uppercase text-stone-700">{title}</h3>
      {/* Fixed columns, so the figures of every section line up. */}
      <table className="w-full table-fixed text-sm">
        <colgroup>
          <col />
          <col className="w-10" />
          <col className="w-28" />
        </colgroup>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** Payments recorded while no shift was open: which order, how, when, who, how much. */
function WhileClosed({ figures: f }: { figures: ShiftFigures }) {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  if (!f.recordedWhileClosed.length) return null;
  return (
    <Section title={t('books.whileClosed')}>
      <tr>
        <td colSpan={3} className="py-1 text-xs text-stone-600">
          {t('books.whileClosedIntro')}
        </td>
      </tr>
      {f.recordedWhileClosed.map((p) => (
        <tr key={p.orderId}>
          <th scope="row" className="py-1 pe-2 text-start font-normal">
            {t('books.order')} <bdi dir="ltr">#{p.number}</bdi> · {t(`methods.${p.method}`)} ·{' '}
            <bdi>{formatShopDateTime(p.paidAt, locale)}</bdi> ·{' '}
            <bdi>{p.byName ?? t('books.unknownName')}</bdi>
          </th>
          <td />
          <td className="py-1 text-end">
            <Price fils={p.amountFils} />
          </td>
        </tr>
      ))}
    </Section>
  );
}

/**
 * Orders handed over unpaid during the shift (issue 35): no money moved, so they are listed apart
 * from the drawer, each with its reason and who handed it over; the value is what was not taken.
 */
function HandedOverUnpaid({ unpaid }: { unpaid: UnpaidHandovers }) {
  const { t } = useTranslation(['admin-shifts', 'admin-orders']);
  const locale = useLocale();
  if (!unpaid.count) return null;
  return (
    <Section title={t('books.unpaid')}>
      <tr>
        <td colSpan={3} className="py-1 text-xs text-stone-600">
          {t('books.unpaidIntro')}
        </td>
      </tr>
      {unpaid.orders.map((o) => (
        <tr key={`${o.orderId}-${o.at}`}>
          <th scope="row" className="py-1 pe-2 text-start font-normal">
            <Link
              to={adminHref('orders', {}, { search: { q: o.number } })}
              className="text-brand-700 underline"
            >
              {t('books.order')} <bdi dir="ltr">#{o.number}</bdi>
            </Link>{' '}
            ·{' '}
            {t(
              `admin-orders:handover.reasons.${isOneOf(UNPAID_HANDOVER_REASONS, o.reason) ? o.reason : 'other'}`,
            )}
            {o.note && (
              <>
                {' '}
                · <bdi>{o.note}</bdi>
              </>
            )}{' '}
            · <bdi>{formatShopDateTime(o.at, locale)}</bdi> · <bdi>{o.byName ?? t('books.unknownName')}</bdi>
            {o.paidSince && (
              <span className="ms-2 text-xs font-semibold text-green-800">{t('books.paidSince')}</span>
            )}
          </th>
          <td />
          <td className="py-1 text-end">
            <Price fils={o.totalFils} />
          </td>
        </tr>
      ))}
      <Row label={t('books.unpaidTotal')} count={unpaid.count} fils={unpaid.valueFils} strong />
    </Section>
  );
}

/**
 * The Z report's figures: sales and refunds, voids, the split by payment method, and the cash
 * drawer (float, cash in and out, expected, counted, difference). `header` carries who and when.
 */
export function ZReport({
  figures: f,
  header,
  unpaid,
}: {
  figures: ShiftFigures;
  header: ReactNode;
  /** A shift's orders handed over unpaid (a day close has none of its own). */
  unpaid?: UnpaidHandovers;
}) {
  const { t } = useTranslation('admin-shifts');
  return (
    <div className="text-stone-900">
      {header}
      <Section title={t('report.sales')}>
        <Row label={t('report.ordersPaid')} count={f.orders} fils={f.grossFils} />
        <Row label={t('report.vat')} fils={f.vatFils} />
        <Row label={t('report.refunds')} count={f.refunds} fils={-f.refundedFils} />
        <Row label={t('report.refundedVat')} fils={-f.refundedVatFils} />
        <Row label={t('report.net')} fils={f.netFils} strong />
        <Row label={t('report.vatNet')} fils={f.vatNetFils} strong />
        <Row label={t('report.voids')} count={f.voids} fils={f.voidedFils} />
      </Section>
      {f.byMethod.length > 0 && (
        <Section title={t('report.byMethod')}>
          {f.byMethod.map((m) => (
            <Row key={m.method} label={t(`methods.${m.method}`)} count={m.orders} fils={m.netFils} />
          ))}
        </Section>
      )}
      <WhileClosed figures={f} />
      <Section title={t('report.drawer')}>
        <Row label={t('report.float')} fils={f.floatFils} />
        {f.cashMovedFils !== 0 && <Row label={t('books.cashMoved')} fils={f.cashMovedFils} />}
        <Row label={t('report.cashPaid')} fils={f.cashPaidFils} />
        <Row label={t('report.cashRefunded')} fils={-f.cashRefundedFils} />
        <Row label={t('report.expected')} fils={f.expectedCashFils} strong />
        <Row label={t('report.counted')} fils={f.countedCashFils} />
        <Row label={t('report.difference')} fils={f.differenceFils} strong />
      </Section>
      {unpaid && <HandedOverUnpaid unpaid={unpaid} />}
    </div>
  );
}

/** A shift's Z report: who opened and closed it, its figures and its orders handed over unpaid. */
export function ShiftZReport({ report }: { report: ShiftReport }) {
  return (
    <ZReport
      figures={report.figures}
      header={<ShiftHeader shift={report.shift} />}
      unpaid={report.unpaidHandovers}
    />
  );
}
