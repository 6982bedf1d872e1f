import { renderEmail } from '@/server/mail/render-email';
import { DEFAULT_LOCALE, type Locale } from '@/common/locales';
import { isolate } from '@/common/text';
import { Card, COLOR, EmailFrame, Iso } from '@/server/mail/email-parts';
import type { MailMessage } from '@/server/mail/mailer';
import type { CancelReason } from '@/common/domain';
import { CREDIT_COPY, REASON_COPY } from './refund-copy';

/** What the "your order was cancelled" e-mail says. */
export interface CancelledFacts {
  /** `#1042`. */
  shortId: string;
  /** The reason the customer is told (null: none, e.g. "other"). */
  reason: CancelReason | null;
  /** It had been paid, and all of it was refunded. */
  refunded: boolean;
  shopName: { en: string; ar: string };
  logoUrl: string | null;
}

const linesOf = (lang: Locale, f: CancelledFacts) => {
  const c = CREDIT_COPY[lang];
  return [
    ...(f.reason ? [`${c.cancelReason}: ${REASON_COPY[lang][f.reason]}`] : []),
    f.refunded ? c.cancelRefund : c.cancelUnpaid,
    c.cancelSorry,
  ];
};

function CancelCard({ lang, f }: { lang: Locale; f: CancelledFacts }) {
  const [before, after] = CREDIT_COPY[lang].cancelTitle('\u0000').split('\u0000');
  return (
    <Card lang={lang}>
      <p style={{ margin: '0 0 12px', fontSize: 22, lineHeight: '32px', fontWeight: 800, color: COLOR.ink }}>
        {before}
        <Iso>{f.shortId}</Iso>
        {after}
      </p>
      {linesOf(lang, f).map((line) => (
        <p key={line} style={{ margin: '0 0 12px', fontSize: 16, lineHeight: '26px', color: COLOR.body }}>
          {line}
        </p>
      ))}
    </Card>
  );
}

/**
 * "Your order was cancelled": both languages, the order's first (subject too), with the reason
 * the customer is told and whether the money was refunded (the credit note follows on its own).
 */
export async function cancelledEmail(
  to: string,
  f: CancelledFacts,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MailMessage> {
  const [first, second]: [Locale, Locale] = locale === 'en' ? ['en', 'ar'] : ['ar', 'en'];
  const html = await renderEmail(
    <EmailFrame
      first={{ lang: first, shopName: f.shopName[first] }}
      second={{ lang: second, shopName: f.shopName[second] }}
      preview={CREDIT_COPY[first].cancelTitle(f.shortId)}
      logoUrl={f.logoUrl}
    >
      <CancelCard lang={first} f={f} />
      <CancelCard lang={second} f={f} />
    </EmailFrame>,
  );
  const text = [first, second]
    .map((l) => [CREDIT_COPY[l].cancelTitle(isolate(f.shortId)), ...linesOf(l, f)].join('\n'))
    .join('\n\n—\n\n');
  const subject = `${CREDIT_COPY[first].cancelSubject(f.shortId)} | ${CREDIT_COPY[second].cancelSubject(f.shortId)}`;
  return { to, subject, text, html };
}
