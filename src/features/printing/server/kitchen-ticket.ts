import { eq } from 'drizzle-orm';
import { formatShopDateTime } from '@/common/dates';
import type { Size } from '@/common/domain';
import type { Locale } from '@/common/locales';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { toOrderViews } from '@/features/orders/server';
import { TICKET_COPY } from './ticket-copy';
import { CUT, FULL, labelled, line, plain, row, RULE, widths } from './ticket-markup';

/** Keeps `#1042` in one piece inside Arabic (else it reads `1042#`); nothing in English. */
export const ltr = (lang: Locale) => (lang === 'ar' ? '\u200e' : '');

/** What the kitchen needs to make an order, in one language. */
export interface KitchenFacts {
  number: number;
  carPlate: string;
  placedAt: Date | string;
  items: { quantity: number; name: string; size: Size; options: string[]; note: string | null }[];
  arrivalNote: string | null;
}

/**
 * The kitchen ticket: the order number and the car plate large, each line with its quantity,
 * size, the options that differ from their group's default (a default is what is made anyway)
 * and the customer's note, then the note left at the car, and the time it was placed.
 */
export function kitchenTicket(f: KitchenFacts, lang: Locale): string {
  const copy = TICKET_COPY[lang];
  const out = [
    FULL,
    copy.kitchen,
    `^^^${plain(`${copy.order} ${ltr(lang)}#${f.number}`)}`,
    `^^^${plain(f.carPlate)}`,
    labelled(lang, copy.placed, formatShopDateTime(f.placedAt, lang)),
    RULE,
    widths(lang, 4, '*'),
  ];
  for (const it of f.items) {
    // One run per column: Arabic runs are drawn right to left each (see arabic-svg.ts).
    out.push(row(lang, [`^^"${it.quantity}x"`], [`^^"${plain(`${it.name} · ${copy.sizes[it.size]}`)}"`]));
    for (const o of it.options) out.push(row(lang, [''], [`"+ ${plain(o)}"`]));
    if (it.note) out.push(row(lang, [''], [labelled(lang, copy.note, it.note)]));
  }
  out.push(FULL, RULE);
  if (f.arrivalNote)
    out.push(line(lang, `"${plain(copy.arrivalNote)}:"`), line(lang, plain(f.arrivalNote)), RULE);
  out.push(CUT);
  return out.join('\n');
}

/** The kitchen facts of an order, read in `db` (the order's own transaction when it is placed). */
export async function kitchenFacts(db: Db, orderId: string, lang: Locale): Promise<KitchenFacts> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [view] = await toOrderViews(db, rows);
  if (!view) throw new AppError('order_not_found', 404);
  const ar = lang === 'ar';
  return {
    number: view.number,
    carPlate: view.carPlate,
    placedAt: view.createdAt,
    arrivalNote: view.arrivalNote,
    items: view.items.map((it) => ({
      quantity: it.quantity,
      name: ar ? it.nameAr : it.nameEn,
      size: it.size,
      options: it.options.filter((o) => !o.isDefault).map((o) => (ar ? o.nameAr : o.nameEn)),
      note: it.note,
    })),
  };
}

/** A made-up order for the preview in Settings. */
export function sampleKitchenTicket(lang: Locale, now = new Date()): string {
  const s = TICKET_COPY[lang].sample;
  return kitchenTicket(
    {
      number: 1042,
      carPlate: s.plate,
      placedAt: now,
      arrivalNote: s.arrival,
      items: s.items.map((i) => ({
        quantity: i.qty,
        name: i.name,
        size: i.size,
        options: i.options,
        note: i.note ?? null,
      })),
    },
    lang,
  );
}

/** The test page: says the printer is reached and shows both scripts. */
export function testPage(lang: Locale, now = new Date()): string {
  const copy = TICKET_COPY[lang];
  return [
    FULL,
    `^^^${plain(copy.testTitle)}`,
    ...copy.testLines.map((l) => plain(l)),
    plain(formatShopDateTime(now, lang)),
    CUT,
  ].join('\n');
}
