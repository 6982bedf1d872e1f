import type { CSSProperties } from 'react';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
// The receipt's building blocks: account e-mails look like the receipt (decision 023).
import { Card, COLOR, EmailFrame, Iso } from '@/server/mail/email-parts';
import type { AccountMailCopy } from './recovery-email-copy';

const small: CSSProperties = { fontSize: 13, lineHeight: '20px', color: COLOR.muted, margin: 0 };

function LanguageCopy({ c, name, first }: { c: AccountMailCopy; name: string; first: boolean }) {
  return (
    <Card lang={c.lang}>
      {!first && (
        <p style={{ ...small, fontWeight: 700, color: COLOR.brand800, marginBottom: 8 }}>{c.languageName}</p>
      )}
      <Heading
        as={first ? 'h1' : 'h2'}
        className="greeting"
        style={{ margin: 0, fontSize: 22, lineHeight: '32px', fontWeight: 800, color: COLOR.ink }}
      >
        {c.greeting[0]}
        <Iso dir="auto">{name}</Iso>
        {c.greeting[1]}
      </Heading>
      {c.paragraphs.map((p, i) => (
        <Text key={i} style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '24px', color: COLOR.body }}>
          {p}
        </Text>
      ))}
      {c.button && (
        <Section style={{ margin: '20px 0 4px' }}>
          <Button
            href={c.button.url}
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
            {c.button.label}
          </Button>
          <p style={{ ...small, marginTop: 12 }}>{c.button.orLink}</p>
          <p style={{ ...small, wordBreak: 'break-all' }}>
            <Link href={c.button.url} style={{ color: COLOR.brand800, textDecoration: 'underline' }}>
              <Iso>{c.button.url}</Iso>
            </Link>
          </p>
        </Section>
      )}
      {c.notes.length > 0 && (
        <div style={{ marginTop: 20, paddingTop: 14, borderTop: `1px solid ${COLOR.line}` }}>
          {c.notes.map((n, i) => (
            <p key={i} style={{ ...small, marginTop: i ? 6 : 0 }}>
              {n}
            </p>
          ))}
        </div>
      )}
    </Card>
  );
}

/** An account e-mail (password reset link, password changed): the shop's mark, then each language in its card. */
export function AccountEmail({
  first,
  second,
  name,
  logoUrl,
}: {
  first: AccountMailCopy;
  second: AccountMailCopy;
  name: string;
  logoUrl: string | null;
}) {
  return (
    <EmailFrame first={first} second={second} preview={first.preview} logoUrl={logoUrl}>
      <LanguageCopy c={first} name={name} first />
      <LanguageCopy c={second} name={name} first={false} />
    </EmailFrame>
  );
}
