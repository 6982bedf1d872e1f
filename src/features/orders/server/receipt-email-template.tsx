import type { CSSProperties } from 'react';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReceiptFacts } from './receipt-facts';
import { LineExtras } from './receipt-line-extras';
import { Box, Card, COLOR, EmailFrame, FONT, Iso, Pair, sides } from '@/server/mail/email-parts';

const small: CSSProperties = { fontSize: 13, lineHeight: '20px', color: COLOR.muted, margin: 0 };

/** The order at a glance: its number (what staff call out) and the plate (how they find the car). */
function Glance({ f }: { f: ReceiptFacts }) {
  const s = sides(f.lang);
  const cell: CSSProperties = {
    padding: '12px 14px',
    verticalAlign: 'top',
    textAlign: s.start,
    width: '50%',
  };
  const value: CSSProperties = {
    fontSize: 20,
    lineHeight: '28px',
    fontWeight: 800,
    color: COLOR.ink,
    fontFamily: FONT.en,
  };
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{
        backgroundColor: COLOR.brand50,
        border: `1px solid ${COLOR.brand100}`,
        borderRadius: 12,
        borderCollapse: 'separate',
        margin: '20px 0',
      }}
    >
      <tbody>
        <tr>
          <td style={cell}>
            <p style={small}>{f.copy.number}</p>
            <Iso style={value}>{f.number}</Iso>
          </td>
          <td style={cell}>
            <p style={small}>{f.copy.carPlate}</p>
            <Iso
              style={{
                ...value,
                fontSize: 17,
                display: 'inline-block',
                marginTop: 2,
                padding: '1px 8px',
                backgroundColor: COLOR.card,
                border: `2px solid ${COLOR.ink}`,
                borderRadius: 6,
              }}
            >
              {f.carPlate}
            </Iso>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** "I'm Here" and the big tracking button: what a customer on the way needs first. */
function Arrival({ f }: { f: ReceiptFacts }) {
  return (
    <Box
      style={{ backgroundColor: COLOR.citrus50, border: `1px solid ${COLOR.citrus100}` }}
      padding="16px 16px 14px"
    >
      <Text style={{ margin: 0, fontSize: 16, lineHeight: '24px', fontWeight: 800, color: COLOR.citrus800 }}>
        {f.copy.arrivalTitle}
      </Text>
      <Text style={{ margin: '4px 0 14px', fontSize: 15, lineHeight: '24px', color: COLOR.body }}>
        {f.copy.arrival}
      </Text>
      <Button
        href={f.trackingUrl}
        style={{
          display: 'block',
          backgroundColor: COLOR.brand700,
          color: '#ffffff',
          fontSize: 17,
          lineHeight: '24px',
          fontWeight: 700,
          textAlign: 'center',
          borderRadius: 12,
          padding: '14px 20px',
        }}
      >
        {f.copy.track}
      </Button>
      <p style={{ ...small, marginTop: 12 }}>{f.copy.orLink}</p>
      <p style={{ ...small, wordBreak: 'break-all' }}>
        <Link href={f.trackingUrl} style={{ color: COLOR.brand800, textDecoration: 'underline' }}>
          <Iso>{f.trackingUrl}</Iso>
        </Link>
      </p>
    </Box>
  );
}

/** The tax invoice: who sells (name, address, phone, TRN), when, to whom, the lines and the VAT. */
function Invoice({ f }: { f: ReceiptFacts }) {
  const s = sides(f.lang);
  const c = f.copy;
  const th: CSSProperties = {
    ...small,
    padding: '0 0 8px',
    fontWeight: 600,
    borderBottom: `1px solid ${COLOR.line}`,
  };
  const td: CSSProperties = {
    padding: '10px 0',
    borderBottom: `1px solid ${COLOR.line}`,
    verticalAlign: 'top',
    fontSize: 15,
    lineHeight: '22px',
    color: COLOR.ink,
  };
  return (
    <>
      <Heading
        as="h2"
        style={{ margin: '28px 0 4px', fontSize: 20, lineHeight: '28px', fontWeight: 800, color: COLOR.ink }}
      >
        {f.title}
      </Heading>
      <p style={{ ...small, color: COLOR.body, fontWeight: 700 }}>{c.shopName}</p>
      {f.address && <p style={small}>{f.address}</p>}
      {f.phone && (
        <p style={small}>
          {c.phone} <Iso>{f.phone}</Iso>
        </p>
      )}
      {f.trn && (
        <p style={small}>
          {c.trn} <Iso>{f.trn}</Iso>
        </p>
      )}
      <Section style={{ margin: '14px 0 18px' }}>
        <Pair lang={f.lang} label={c.number}>
          <Iso>{f.number}</Iso>
        </Pair>
        <Pair lang={f.lang} label={c.date}>
          <Iso dir="auto">{f.date}</Iso>
        </Pair>
        <Pair lang={f.lang} label={c.customer}>
          <Iso dir="auto">{f.customerName}</Iso>
        </Pair>
        {f.servedBy && (
          <Pair lang={f.lang} label={c.servedBy}>
            <Iso dir="auto">{f.servedBy}</Iso>
          </Pair>
        )}
      </Section>
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        border={0}
        style={{ borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            <th scope="col" style={{ ...th, textAlign: s.start, width: 44 }}>
              {c.qty}
            </th>
            <th scope="col" style={{ ...th, textAlign: s.start }}>
              {c.item}
            </th>
            <th scope="col" style={{ ...th, textAlign: s.end }}>
              {c.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {f.lines.map((l, i) => (
            <tr key={i}>
              <td style={{ ...td, fontWeight: 700, textAlign: s.start }}>
                <Iso>{`${l.quantity}×`}</Iso>
              </td>
              <td style={{ ...td, textAlign: s.start }}>
                <Iso dir="auto" style={{ fontWeight: 700 }}>
                  {l.name}
                </Iso>
                <br />
                <span style={{ fontSize: 13, color: COLOR.muted }}>
                  {l.size}
                  {l.base && (
                    <>
                      {' · '}
                      <Iso>{l.base}</Iso>
                    </>
                  )}
                </span>
                <LineExtras f={f} line={l} />
              </td>
              <td style={{ ...td, textAlign: s.end, whiteSpace: 'nowrap', [s.padStart]: 12 }}>
                <Iso>{l.amount}</Iso>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Section style={{ marginTop: 10 }}>
        <Pair lang={f.lang} label={c.subtotal}>
          <Iso>{f.subtotal}</Iso>
        </Pair>
        <Pair lang={f.lang} label={f.vatLabel}>
          <Iso>{f.vat}</Iso>
        </Pair>
        <Pair lang={f.lang} label={c.total} strong>
          <Iso>{f.total}</Iso>
        </Pair>
      </Section>
      <Text style={{ margin: '18px 0 0', fontSize: 15, lineHeight: '24px', color: COLOR.body }}>
        <strong style={{ color: COLOR.ink }}>{c.payment}:</strong> {f.method} · {f.paymentLabel}.
        {f.payNote && ` ${f.payNote}`}
      </Text>
      {f.creditNotes.map((cn) => (
        <p key={cn} style={small}>
          {c.creditNote} <Iso>{cn}</Iso>
        </p>
      ))}
      {!f.taxInvoice && <p style={{ ...small, marginTop: 8 }}>{c.invoiceLater}</p>}
      {f.payNote && f.instructions && (
        <Text
          style={{
            margin: '8px 0 0',
            padding: '10px 12px',
            backgroundColor: COLOR.page,
            borderRadius: 8,
            fontSize: 14,
            lineHeight: '22px',
            color: COLOR.body,
            whiteSpace: 'pre-line',
          }}
        >
          <Iso dir="auto">{f.instructions}</Iso>
        </Text>
      )}
    </>
  );
}

function LanguageCopy({ f, first }: { f: ReceiptFacts; first: boolean }) {
  return (
    <Card lang={f.lang}>
      {!first && (
        <p style={{ ...small, fontWeight: 700, color: COLOR.brand800, marginBottom: 8 }}>
          {f.copy.languageName}
        </p>
      )}
      <Heading
        as={first ? 'h1' : 'h2'}
        className="greeting"
        style={{ margin: 0, fontSize: 22, lineHeight: '32px', fontWeight: 800, color: COLOR.ink }}
      >
        {f.copy.greeting[0]}
        <Iso dir="auto">{f.customerName}</Iso>
        {f.copy.greeting[1]}
      </Heading>
      <Text style={{ margin: '6px 0 0', fontSize: 15, lineHeight: '24px', color: COLOR.body }}>
        {f.taxInvoice ? f.copy.invoiceIntro : f.copy.received}
      </Text>
      <Glance f={f} />
      {!f.taxInvoice && <Arrival f={f} />}
      <Invoice f={f} />
      {f.taxInvoice && (
        <p style={{ ...small, marginTop: 16, wordBreak: 'break-all' }}>
          {f.copy.orderPage}{' '}
          <Link href={f.trackingUrl} style={{ color: COLOR.brand800, textDecoration: 'underline' }}>
            <Iso>{f.trackingUrl}</Iso>
          </Link>
        </p>
      )}
      {(f.phone || f.email) && (
        <div style={{ marginTop: 24, paddingTop: 16, borderTop: `1px solid ${COLOR.line}` }}>
          <p style={small}>{f.copy.questions}</p>
          {f.phone && (
            <p style={small}>
              <Link
                href={`tel:${f.phone.replace(/\s/g, '')}`}
                style={{ color: COLOR.brand800, fontWeight: 700 }}
              >
                <Iso>{f.phone}</Iso>
              </Link>
            </p>
          )}
          {f.email && (
            <p style={small}>
              <Link href={`mailto:${f.email}`} style={{ color: COLOR.brand800, fontWeight: 700 }}>
                <Iso>{f.email}</Iso>
              </Link>
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

/** The receipt e-mail: the shop's mark, then the whole receipt in the order's language, then in the other. */
export function ReceiptEmail({
  first,
  second,
  logoUrl,
}: {
  first: ReceiptFacts;
  second: ReceiptFacts;
  logoUrl: string | null;
}) {
  return (
    <EmailFrame
      first={{ lang: first.lang, shopName: first.copy.shopName }}
      second={{ lang: second.lang, shopName: second.copy.shopName }}
      preview={first.copy.preview(first.number, first.total)}
      logoUrl={logoUrl}
    >
      <LanguageCopy f={first} first />
      <LanguageCopy f={second} first={false} />
    </EmailFrame>
  );
}
