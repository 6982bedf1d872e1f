import { renderEmail } from '@/server/mail/render-email';
import { DEFAULT_LOCALE, type Locale } from '@/common/locales';
import { isolate } from '@/common/text';
import { Card, COLOR, EmailFrame, FONT, Iso } from '@/server/mail/email-parts';
import type { MailMessage } from '@/server/mail/mailer';

/** What the "your order is ready" e-mail names: the order's number and plate, and its page. */
export interface ReadyFacts {
  /** `#1042`. */
  shortId: string;
  /** The plate's display form (`AD 5 12345`). */
  carPlate: string;
  /** The order's page with its secret key (works without signing in). */
  trackingUrl: string;
  /** The shop's logo, an absolute URL (as on the receipt; decision 023). */
  logoUrl: string | null;
  /** The shop's name in each language (Settings → General → site title; decision 049). */
  shopNames?: Record<Locale, string>;
}

interface ReadyCopy {
  shopName: string;
  subject: (n: string) => string;
  title: (n: string) => string;
  plate: string;
  arrival: string;
  open: string;
}

const COPY: Record<Locale, ReadyCopy> = {
  en: {
    shopName: 'Aseer',
    subject: (n) => `Your order ${n} is ready`,
    title: (n) => `Your order ${n} is ready`,
    plate: 'Car plate',
    arrival: "When you arrive, open your order's page and tap I'm Here: we bring it to your car.",
    open: 'Track your order',
  },
  ar: {
    shopName: 'عصير',
    subject: (n) => `طلبك \u200E${n}\u200E جاهز`,
    title: (n) => `طلبك ${n} جاهز`,
    plate: 'رقم اللوحة',
    arrival: 'عند وصولك افتح صفحة طلبك واضغط «وصلت»، وسنحضر طلبك إلى سيارتك.',
    open: 'تتبّع طلبك',
  },
};

function ReadyCard({ lang, f }: { lang: Locale; f: ReadyFacts }) {
  const c = COPY[lang];
  const [before, after] = c.title('\u0000').split('\u0000');
  return (
    <Card lang={lang}>
      <p style={{ margin: '0 0 12px', fontSize: 22, lineHeight: '32px', fontWeight: 800, color: COLOR.ink }}>
        {before}
        <Iso>{f.shortId}</Iso>
        {after}
      </p>
      <p style={{ margin: '0 0 12px', fontSize: 16, lineHeight: '26px', color: COLOR.body }}>
        {c.plate}: <Iso style={{ fontWeight: 700 }}>{f.carPlate}</Iso>
      </p>
      <p style={{ margin: '0 0 20px', fontSize: 16, lineHeight: '26px', color: COLOR.body }}>{c.arrival}</p>
      <a
        href={f.trackingUrl}
        style={{
          display: 'inline-block',
          backgroundColor: COLOR.brand700,
          color: '#ffffff',
          borderRadius: 12,
          padding: '12px 20px',
          fontWeight: 700,
          fontFamily: FONT[lang],
          textDecoration: 'none',
        }}
      >
        {c.open}
      </a>
    </Card>
  );
}

/** One language's text part; the number, plate and link isolated so they never reverse in Arabic. */
function readyText(lang: Locale, f: ReadyFacts): string {
  const c = COPY[lang];
  return [
    c.title(isolate(f.shortId)),
    `${c.plate}: ${isolate(f.carPlate)}`,
    c.arrival,
    `${c.open}:`,
    f.trackingUrl,
  ].join('\n');
}

/**
 * "Your order is ready", for a customer who ticked "E-mail me when it's ready" at checkout: both
 * languages, the order's first (subject too), naming the order's number and plate, asking them to
 * tap I'm here («وصلت») when they arrive, with the order's page.
 */
export async function readyEmail(
  to: string,
  f: ReadyFacts,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MailMessage> {
  const [first, second]: [Locale, Locale] = locale === 'en' ? ['en', 'ar'] : ['ar', 'en'];
  const html = await renderEmail(
    <EmailFrame
      first={{ lang: first, shopName: f.shopNames?.[first] ?? COPY[first].shopName }}
      second={{ lang: second, shopName: f.shopNames?.[second] ?? COPY[second].shopName }}
      preview={COPY[first].arrival}
      logoUrl={f.logoUrl}
    >
      <ReadyCard lang={first} f={f} />
      <ReadyCard lang={second} f={f} />
    </EmailFrame>,
  );
  const text = [readyText(first, f), '—', readyText(second, f)].join('\n\n');
  const subject = `${COPY[first].subject(f.shortId)} | ${COPY[second].subject(f.shortId)}`;
  return { to, subject, text, html };
}
