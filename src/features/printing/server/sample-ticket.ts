import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import { DEFAULT_MONEY_FORMAT } from '@/common/money';
import type { TicketLanguage } from '../printing.schema';
import { kitchenTicket, TICKET_LOCALES } from './kitchen-ticket';
import { TICKET_COPY } from './ticket-copy';
import { CUT, FULL, plain } from './ticket-markup';

/** A made-up unpaid order for the preview in Settings, in the ticket language asked for. */
export function sampleKitchenTicket(language: TicketLanguage, now = new Date()): string {
  const { ar, en } = { ar: TICKET_COPY.ar.sample, en: TICKET_COPY.en.sample };
  const lang = TICKET_LOCALES[language][0]!;
  return kitchenTicket(
    {
      number: 1042,
      carPlate: en.plate,
      placedAt: now,
      arrivalNote: TICKET_COPY[lang].sample.arrival,
      money: { kind: 'collect', fils: 4800 },
      moneyFormat: DEFAULT_MONEY_FORMAT,
      items: en.items.map((i, n) => ({
        quantity: i.qty,
        name: { en: i.name, ar: ar.items[n]!.name },
        size: { en: i.size, ar: ar.items[n]!.size },
        options: i.options.map((o, k) => ({ en: o, ar: ar.items[n]!.options[k]! })),
        note: TICKET_COPY[lang].sample.items[n]!.note ?? null,
      })),
    },
    language,
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
