import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { useFormatMoney, useMoneyFormat } from '@/client/components/ui/price-format';
import { useLocale } from '@/client/lib/use-locale';
import { currencyLabel } from '@/common/money';
import type { SalesPoint } from '../../dashboard.schema';
import { formatAxisAed, formatDay } from './dashboard-format';
import { formatCount } from '@/common/locales';

// Only the parts the line chart uses, so the chunk stays small.
Chart.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

const GREEN = '#15803d';

/** Sales per shop day: a green, smoothed, filled line; mirrored in Arabic (time runs right to left). */
export function SalesTrendChart({ points }: { points: SalesPoint[] }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const locale = useLocale();
  const money = useFormatMoney();
  const currency = currencyLabel(useMoneyFormat().currency, locale);
  const rtl = i18n.dir() === 'rtl';
  const font = typeof document === 'undefined' ? undefined : getComputedStyle(document.body).fontFamily;

  const data = useMemo(
    () => ({
      labels: points.map((p) => formatDay(p.date, locale)),
      datasets: [
        {
          label: t('trend.sales'),
          data: points.map((p) => p.totalFils / 100),
          borderColor: GREEN,
          backgroundColor: 'rgba(21, 128, 61, 0.12)',
          pointBackgroundColor: GREEN,
          pointRadius: points.length > 45 ? 0 : 3,
          pointHoverRadius: 5,
          borderWidth: 2.5,
          tension: 0.4,
          fill: true,
        },
      ],
    }),
    [points, locale, t],
  );

  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: locale === 'ar' ? 'ar-AE' : 'en-US',
      interaction: { mode: 'index', intersect: false },
      font: { family: font },
      scales: {
        x: {
          reverse: rtl,
          // Half a day of room at each end, so the first and last dates are not cut off.
          offset: true,
          grid: { display: false },
          ticks: { maxRotation: 0, autoSkipPadding: 12, color: '#57534e', font: { family: font } },
          title: {
            display: true,
            text: t('trend.xAxis'),
            color: '#44403c',
            font: { family: font, weight: 600 },
          },
        },
        y: {
          position: rtl ? 'right' : 'left',
          beginAtZero: true,
          // Sales are whole units of the currency apart at the least: no 0.1-AED steps on an empty week.
          suggestedMax: 100,
          grid: { color: '#f5f5f4' },
          ticks: {
            color: '#57534e',
            font: { family: font },
            callback: (v) => formatAxisAed(Number(v), locale),
          },
          title: {
            display: true,
            text: t('trend.yAxis', { currency }),
            color: '#44403c',
            font: { family: font, weight: 600 },
          },
        },
      },
      plugins: {
        tooltip: {
          rtl,
          textDirection: rtl ? 'rtl' : 'ltr',
          titleFont: { family: font },
          bodyFont: { family: font },
          callbacks: {
            title: (items) => formatDay(points[items[0]!.dataIndex]!.date, locale, true),
            label: (item) => {
              const p = points[item.dataIndex]!;
              return `${money(p.totalFils)} · ${t('trend.orders', { count: p.orders, formatted: formatCount(p.orders, locale) })}`;
            },
          },
        },
      },
    }),
    [rtl, locale, t, points, font, money, currency],
  );

  const total = points.reduce((s, p) => s + p.totalFils, 0);
  return (
    <div className="relative h-64 sm:h-72">
      <Line
        data={data}
        options={options}
        role="img"
        aria-label={t('trend.summary', { total: money(total) })}
        fallbackContent={
          <ul>
            {points.map((p) => (
              <li key={p.date}>
                {formatDay(p.date, locale, true)}: {money(p.totalFils)}
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
