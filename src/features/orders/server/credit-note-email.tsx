import { renderEmail } from '@/server/mail/render-email';
import { DEFAULT_LOCALE, type Locale } from '@/common/locales';
import { DEFAULT_MONEY_FORMAT, type MoneyFormat } from '@/common/money';
import { isolate } from '@/common/text';
import { Card, COLOR, EmailFrame, Iso, Pair } from '@/server/mail/email-parts';
import type { MailMessage } from '@/server/mail/mailer';
import { creditNoteNumber, type CreditNote } from '../orders.money.schema';
import { creditNoteFacts, type CreditNoteFacts } from './credit-note-facts';
import { noLinks } from '@/server/mail/no-links';
import { CREDIT_COPY } from './refund-copy';

function NoteCard({ lang, f }: { lang: Locale; f: CreditNoteFacts }) {
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

const textOf = (f: CreditNoteFacts) =>
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
  // The customer's name as they typed it is never a link in the shop's e-mail (decision 067).
  const mailed = { ...note, order: { ...note.order, customerName: noLinks(note.order.customerName) } };
  const [a, b] = [creditNoteFacts(mailed, first, money), creditNoteFacts(mailed, second, money)];
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
