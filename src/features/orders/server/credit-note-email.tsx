import { renderEmail } from '@/server/mail/render-email';
import { formatShopDateTime } from '@/common/dates';
import { DEFAULT_LOCALE, type Locale } from '@/common/locales';
import { DEFAULT_MONEY_FORMAT, formatMoney, type MoneyFormat } from '@/common/money';
import { isolate } from '@/common/text';
import { Card, COLOR, EmailFrame, Iso, Pair } from '@/server/mail/email-parts';
import type { MailMessage } from '@/server/mail/mailer';
import { creditNoteNumber, type CreditNote } from '../orders.money.schema';
import { RECEIPT_COPY } from './receipt-copy';
import { CREDIT_COPY, REASON_COPY } from './refund-copy';

/** One language's credit note, every value written out: the HTML and the text read the same. */
function factsOf(n: CreditNote, lang: Locale, money: MoneyFormat) {
  const c = CREDIT_COPY[lang];
  const fmt = (fils: number) => formatMoney(fils, lang, money);
  const reason = REASON_COPY[lang][n.reason as keyof (typeof REASON_COPY)['en']] ?? n.reason;
  return {
    title: c.creditNote,
    shop: lang === 'ar' ? n.shop.legalNameAr : n.shop.legalNameEn,
    address: lang === 'ar' ? n.shop.addressAr : n.shop.addressEn,
    intro: c.intro(`#${n.order.number}`),
    rows: [
      [c.number, creditNoteNumber(n.number)],
      [c.date, formatShopDateTime(n.createdAt, lang)],
      ...(n.shop.trn ? [[c.trn, n.shop.trn]] : []),
      [c.customer, n.order.customerName],
      [c.invoice, `#${n.order.number}`],
      [c.invoiceDate, formatShopDateTime(n.order.createdAt, lang)],
      [c.net, fmt(n.netFils)],
      [c.vat, fmt(n.vatFils)],
      [c.reason, n.note && n.reason === 'other' ? `${reason}: ${n.note}` : reason],
      [c.method, RECEIPT_COPY[lang].methods[n.method]],
    ] as [string, string][],
    total: [c.total, fmt(n.amountFils)] as [string, string],
  };
}

function NoteCard({ lang, f }: { lang: Locale; f: ReturnType<typeof factsOf> }) {
  return (
    <Card lang={lang}>
      <p style={{ margin: '0 0 4px', fontSize: 22, lineHeight: '32px', fontWeight: 800, color: COLOR.ink }}>
        {f.title}
      </p>
      <p style={{ margin: '0 0 4px', fontWeight: 700, color: COLOR.ink }}>{f.shop}</p>
      <p style={{ margin: '0 0 12px', color: COLOR.muted }}>{f.address}</p>
      <p style={{ margin: '0 0 12px', fontSize: 16, lineHeight: '26px', color: COLOR.body }}>{f.intro}</p>
      {f.rows.map(([label, value]) => (
        <Pair key={label} lang={lang} label={label}>
          <Iso dir="auto">{value}</Iso>
        </Pair>
      ))}
      <Pair lang={lang} label={f.total[0]} strong>
        <Iso>{f.total[1]}</Iso>
      </Pair>
    </Card>
  );
}

const textOf = (f: ReturnType<typeof factsOf>) =>
  [f.title, f.shop, f.address, f.intro, ...[...f.rows, f.total].map(([l, v]) => `${l}: ${isolate(v)}`)].join(
    '\n',
  );

/**
 * The tax credit note e-mailed to the customer: both languages, the order's first (subject too),
 * with everything the printed credit note carries (see creditNoteOf).
 */
export async function creditNoteEmail(
  to: string,
  note: CreditNote,
  locale: Locale = DEFAULT_LOCALE,
  opts: { money?: MoneyFormat; logoUrl?: string | null } = {},
): Promise<MailMessage> {
  const money = opts.money ?? DEFAULT_MONEY_FORMAT;
  const [first, second]: [Locale, Locale] = locale === 'en' ? ['en', 'ar'] : ['ar', 'en'];
  const [a, b] = [factsOf(note, first, money), factsOf(note, second, money)];
  const html = await renderEmail(
    <EmailFrame
      first={{ lang: first, shopName: a.shop }}
      second={{ lang: second, shopName: b.shop }}
      preview={a.intro}
      logoUrl={opts.logoUrl ?? null}
    >
      <NoteCard lang={first} f={a} />
      <NoteCard lang={second} f={b} />
    </EmailFrame>,
  );
  const cn = creditNoteNumber(note.number);
  const order = `#${note.order.number}`;
  const subject = `${CREDIT_COPY[first].subject(cn, order)} | ${CREDIT_COPY[second].subject(cn, order)}`;
  return { to, subject, text: [textOf(a), '—', textOf(b)].join('\n\n'), html };
}
