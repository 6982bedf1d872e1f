import { eq } from 'drizzle-orm';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import { formatMoney, type MoneyFormat } from '@/common/money';
import { moneyState, type MoneyState } from '@/common/payment-state';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { toOrderViews } from '@/features/orders/server';
import { loadStoreInfo } from '@/features/settings/server';
import type { TicketLanguage } from '../printing.schema';
import { TICKET_COPY, type TicketCopy } from './ticket-copy';
import { CUT, FULL, labelled, line, plain, row, RULE, widths } from './ticket-markup';

/** Keeps `#1042` in one piece inside Arabic (else it reads `1042#`); nothing in English. */
export const ltr = (lang: Locale) => (lang === 'ar' ? '\u200e' : '');

/** The languages a ticket prints, the first one setting its layout (right to left for Arabic). */
export const TICKET_LOCALES: Record<TicketLanguage, Locale[]> = {
  both: ['ar', 'en'],
  ar: ['ar'],
  en: ['en'],
};

/** What the kitchen needs to make an order, in both languages (the ticket picks). */
export interface KitchenFacts {
  number: number;
  carPlate: string;
  placedAt: Date | string;
  items: {
    quantity: number;
    name: Record<Locale, string>;
    /** The size's name in each language, as it was when ordered. */
    size: Record<Locale, string>;
    options: Record<Locale, string>[];
    note: string | null;
  }[];
  arrivalNote: string | null;
  /** The bay the customer is at (its QR code, issue 39): where the runner takes the order. */
  bayName?: string | null;
  /** What to collect at the car (or paid, refunded, cancelled), and the shop's money format. */
  money: MoneyState;
  moneyFormat: MoneyFormat;
}

/** What to collect, in one language: "Collect AED 48.00", "Paid", "Cancelled". */
function moneyLine(f: KitchenFacts, lang: Locale): string {
  const copy = TICKET_COPY[lang];
  const m = f.money;
  if (m.kind === 'collect') return `${copy.collect} ${formatMoney(m.fils, lang, f.moneyFormat)}`;
  return m.kind === 'paid' ? copy.paymentStatus.paid : copy[m.kind];
}

/**
 * The kitchen ticket: the order number and the car plate large, each line with its quantity,
 * size, the options that differ from their group's default (a default is what is made anyway)
 * and the customer's note, what to collect at the car, then the note left at the car and the
 * time it was placed. In `both`, the Arabic layout with each name and option in English too.
 */
export function kitchenTicket(f: KitchenFacts, language: TicketLanguage): string {
  const langs = TICKET_LOCALES[language];
  const lang = langs[0]!;
  const words = (pick: (c: TicketCopy) => string) => langs.map((l) => pick(TICKET_COPY[l])).join(' / ');
  const out = [FULL, ...langs.map((l) => TICKET_COPY[l].kitchen)];
  out.push(
    `^^^${plain(langs.length > 1 ? `#${f.number}` : `${TICKET_COPY[lang].order} ${ltr(lang)}#${f.number}`)}`,
    `^^^${plain(f.carPlate)}`,
    labelled(
      lang,
      words((c) => c.placed),
      formatShopDateTime(f.placedAt, lang),
    ),
    RULE,
    widths(lang, 4, '*'),
  );
  for (const it of f.items) {
    // One run per column: Arabic runs are drawn right to left each (see arabic-svg.ts).
    langs.forEach((l, i) => {
      const text = plain(`${it.name[l]} · ${it.size[l]}`);
      out.push(
        i === 0 ? row(lang, [`^^"${it.quantity}x"`], [`^^"${text}"`]) : row(lang, [''], [`"${text}"`]),
      );
    });
    for (const o of it.options)
      out.push(row(lang, [''], [`"+ ${plain(langs.map((l) => o[l]).join(' / '))}"`]));
    if (it.note)
      out.push(
        row(
          lang,
          [''],
          [
            labelled(
              lang,
              words((c) => c.note),
              it.note,
            ),
          ],
        ),
      );
  }
  out.push(FULL, RULE, ...langs.map((l) => `^^"${plain(moneyLine(f, l))}"`), RULE);
  if (f.bayName) out.push(`^^^${plain(`${words((c) => c.bay)} ${f.bayName}`)}`, RULE);
  if (f.arrivalNote)
    out.push(line(lang, `"${plain(words((c) => c.arrivalNote))}:"`), line(lang, plain(f.arrivalNote)), RULE);
  out.push(CUT);
  return out.join('\n');
}

/** The kitchen facts of an order, read in `db` (the order's own transaction when it is placed). */
export async function kitchenFacts(db: Db, orderId: string): Promise<KitchenFacts> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [view] = await toOrderViews(db, rows);
  if (!view) throw new AppError('order_not_found', 404);
  return {
    number: view.number,
    carPlate: view.carPlate,
    placedAt: view.createdAt,
    arrivalNote: view.arrivalNote,
    bayName: view.bayName,
    money: moneyState(rows[0]!),
    moneyFormat: (await loadStoreInfo(db)).money,
    items: view.items.map((it) => ({
      quantity: it.quantity,
      name: { ar: it.nameAr, en: it.nameEn },
      size: { ar: it.sizeNameAr, en: it.sizeNameEn },
      options: it.options.filter((o) => !o.isDefault).map((o) => ({ ar: o.nameAr, en: o.nameEn })),
      note: it.note,
    })),
  };
}
