import type { CSSProperties } from 'react';
import { COLOR, Iso } from '@/server/mail/email-parts';
import type { ReceiptFacts } from './receipt-facts';

/** A line's options (each with its price when it has one), its price with them, and the note. */
export function LineExtras({ f, line }: { f: ReceiptFacts; line: ReceiptFacts['lines'][number] }) {
  const extra: CSSProperties = { display: 'block', fontSize: 13, lineHeight: '20px', color: COLOR.body };
  return (
    <>
      {line.options.map((o, i) => (
        <span key={i} style={extra}>
          {`+ ${o.name}`}
          {o.price && (
            <>
              {' '}
              <Iso>{o.price}</Iso>
            </>
          )}
        </span>
      ))}
      {line.unit && (
        <span style={{ ...extra, color: COLOR.muted }}>
          {`${f.copy.unitPrice}: `}
          <Iso>{line.unit}</Iso>
        </span>
      )}
      {line.note && (
        <span style={{ ...extra, fontStyle: 'italic' }}>
          {`${f.copy.note}: `}
          <Iso dir="auto">{line.note}</Iso>
        </span>
      )}
    </>
  );
}
