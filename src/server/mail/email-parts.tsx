import type { CSSProperties, ReactNode } from 'react';
import { Column, Row } from '@react-email/components';
import type { Locale } from '@/common/locales';

/** The storefront's palette (src/client/index.css: brand = greens, citrus = oranges, stone = greys). */
export const COLOR = {
  page: '#f5f5f4',
  card: '#ffffff',
  line: '#e7e5e4',
  ink: '#1c1917',
  body: '#44403c',
  muted: '#57534e',
  brand50: '#f0fdf4',
  brand100: '#dcfce7',
  brand700: '#15803d',
  brand800: '#166534',
  citrus50: '#fff7ed',
  citrus100: '#ffedd5',
  citrus500: '#f97316',
  citrus800: '#9a3412',
} as const;

/**
 * System fonts only (a web font is one more request that mail clients often block). Arabic gets
 * faces that join its letters well on each platform, and no letter-spacing anywhere: spacing
 * breaks joined Arabic script apart.
 */
export const FONT: Record<Locale, string> = {
  en: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  ar: "'Segoe UI', Tahoma, 'Geeza Pro', 'Noto Sans Arabic', 'Noto Naskh Arabic', Arial, sans-serif",
};

/** Physical sides for a language: mail clients do not all know `start`/`end`. */
export const sides = (lang: Locale) =>
  lang === 'ar'
    ? ({ start: 'right', end: 'left', dir: 'rtl', padStart: 'paddingRight', padEnd: 'paddingLeft' } as const)
    : ({ start: 'left', end: 'right', dir: 'ltr', padStart: 'paddingLeft', padEnd: 'paddingRight' } as const);

/**
 * A left-to-right run (order number, plate, phone, TRN, money, a link) kept whole inside
 * Arabic text; `auto` for a name, which may be written in either script.
 */
export function Iso({
  children,
  dir = 'ltr',
  style,
}: {
  children: ReactNode;
  dir?: 'ltr' | 'auto';
  style?: CSSProperties;
}) {
  return (
    <bdi dir={dir} style={{ unicodeBidi: 'isolate', ...style }}>
      {children}
    </bdi>
  );
}

/** A label and its value on one line: the label at the start side, the value at the end. */
export function Pair({
  lang,
  label,
  children,
  strong = false,
}: {
  lang: Locale;
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  const s = sides(lang);
  const size = strong ? 18 : 15;
  const cell: CSSProperties = {
    padding: strong ? '12px 0 4px' : '4px 0',
    fontSize: size,
    lineHeight: '24px',
    fontWeight: strong ? 800 : 400,
    color: strong ? COLOR.ink : COLOR.body,
    verticalAlign: 'top',
  };
  return (
    <Row style={strong ? { borderTop: `2px solid ${COLOR.ink}`, marginTop: 8 } : undefined}>
      <Column style={{ ...cell, textAlign: s.start }}>{label}</Column>
      <Column style={{ ...cell, textAlign: s.end, whiteSpace: 'nowrap', [s.padStart]: 12 }}>
        {children}
      </Column>
    </Row>
  );
}

/** A white rounded card; `pad` gets smaller on a phone (see RESPONSIVE_CSS). */
export function Card({
  lang,
  children,
  style,
}: {
  lang: Locale;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const s = sides(lang);
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      dir={s.dir}
      lang={lang}
      style={{
        backgroundColor: COLOR.card,
        border: `1px solid ${COLOR.line}`,
        borderRadius: 16,
        borderCollapse: 'separate',
        marginBottom: 16,
        direction: s.dir,
        textAlign: s.start,
        fontFamily: FONT[lang],
        ...style,
      }}
    >
      <tbody>
        <tr>
          <td className="pad" style={{ padding: '28px 28px 24px' }}>
            {children}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A rounded panel inside a card (padding on a cell: Outlook ignores it on a div). */
export function Box({
  children,
  style,
  padding,
}: {
  children: ReactNode;
  style?: CSSProperties;
  padding: string;
}) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ borderRadius: 12, borderCollapse: 'separate', ...style }}
    >
      <tbody>
        <tr>
          <td style={{ padding }}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Narrow screens: less padding, so a 390 px phone keeps room for the lines. */
export const RESPONSIVE_CSS = `
@media only screen and (max-width: 480px) {
  .outer { padding: 12px 10px 24px !important; }
  .pad { padding: 20px 16px 18px !important; }
  .greeting { font-size: 20px !important; line-height: 30px !important; }
}`;
