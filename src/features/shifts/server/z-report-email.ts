import { z } from 'zod';
import { formatShopDateTime } from '@/common/dates';
import { LOCALES, type Locale } from '@/common/locales';
import { formatMoney, type MoneyFormat } from '@/common/money';
import { loadStoreInfo, readSetting, settingValues } from '@/features/settings/server';
import type { Db, Tx } from '@/server/db/client';
import type { Shift } from '@/server/db/schema';
import { escapeHtml } from '@/server/lib/html';
import { enqueueMail } from '@/server/mail/outbox';
import type { ShiftFigures, UnpaidHandovers } from '../shifts.schema';
import { Z_COPY } from './z-report-copy';
import { zLines } from './z-report-lines';

/** Where the owner's reports go (Settings → General → admin e-mail), the language and money format. */
export interface ZReportSettings {
  to: string | null;
  lang: Locale;
  money: MoneyFormat;
}

export async function zReportSettings(db: Db): Promise<ZReportSettings> {
  const info = await loadStoreInfo(db);
  const general = readSetting(
    z.object({ adminEmail: z.string() }),
    (await settingValues(db, ['store.general'])).get('store.general'),
    { adminEmail: info.contact.email },
  );
  const to = z.email().safeParse(general.adminEmail.trim());
  return { to: to.success ? to.data : null, lang: info.general.defaultLanguage, money: info.money };
}

function part(shift: Shift, f: ShiftFigures, unpaid: UnpaidHandovers, lang: Locale, money: MoneyFormat) {
  const c = Z_COPY[lang];
  const when = (d: Date | null) => (d ? formatShopDateTime(d, lang) : '—');
  const head = [
    c.title(shift.number),
    `${c.opened}: ${when(shift.openedAt)} — ${c.by} ${shift.openedByName}`,
    `${c.closed}: ${when(shift.closedAt)} — ${c.by} ${shift.closedByName ?? '—'}`,
    ...(shift.closeNote ? [`${c.note}: ${shift.closeNote}`] : []),
  ];
  const rows = zLines(f, lang, unpaid).map((l) => ({
    what: `${l.label} (${l.method})`,
    count: l.count === null ? '' : String(l.count),
    amount: l.fils === null ? '—' : formatMoney(l.fils, lang, money),
  }));
  const text = [...head, '', ...rows.map((r) => `${r.what}${r.count ? ` ×${r.count}` : ''}: ${r.amount}`)];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<section dir="${dir}" lang="${lang}" style="font-family:sans-serif;margin-block-end:24px">
<h2>${escapeHtml(head[0]!)}</h2>${head
    .slice(1)
    .map((h) => `<p style="margin:2px 0">${escapeHtml(h)}</p>`)
    .join('')}
<table style="border-collapse:collapse;margin-block-start:12px">${rows
    .map(
      (r) =>
        `<tr><td style="padding:2px 8px">${escapeHtml(r.what)}</td><td style="padding:2px 8px">${escapeHtml(r.count)}</td><td style="padding:2px 8px;text-align:end"><bdi dir="ltr">${escapeHtml(r.amount)}</bdi></td></tr>`,
    )
    .join('')}</table></section>`;
  return { subject: c.title(shift.number), text: text.join('\n'), html };
}

/**
 * Queues the Z report to the owner's address with the close (same transaction), once per shift
 * (`z-report:<shift id>`): the shop's default language first, then the other, HTML and text,
 * ending with the orders handed over unpaid during the shift.
 * No address set: nothing is queued.
 */
export async function queueZReport(
  tx: Tx,
  s: ZReportSettings,
  shift: Shift,
  f: ShiftFigures,
  unpaid: UnpaidHandovers,
) {
  if (!s.to) return false;
  const langs = [s.lang, ...LOCALES.filter((l) => l !== s.lang)];
  const parts = langs.map((l) => part(shift, f, unpaid, l, s.money));
  return enqueueMail(tx, {
    kind: 'z_report',
    dedupeKey: `z-report:${shift.id}`,
    to: s.to,
    subject: parts.map((p) => p.subject).join(' | '),
    text: parts.map((p) => p.text).join('\n\n—\n\n'),
    html: `<!doctype html><html><body>${parts.map((p) => p.html).join('<hr>')}</body></html>`,
  });
}
