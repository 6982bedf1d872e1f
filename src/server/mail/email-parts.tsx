import type { CSSProperties, ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { dirOf, type Locale } from '@/common/locales';

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

/**
 * The frame of every e-mail: its head, the preview line, then the shop's mark (the logo and its
 * name in both languages) above the body, which is one card per language.
 */
export function EmailFrame({
  first,
  second,
  preview,
  logoUrl,
  children,
}: {
  first: { lang: Locale; shopName: string };
  second: { lang: Locale; shopName: string };
  preview: string;
  logoUrl: string | null;
  children: ReactNode;
}) {
  return (
    <Html lang={first.lang} dir={dirOf(first.lang)}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <style dangerouslySetInnerHTML={{ __html: RESPONSIVE_CSS }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLOR.page, margin: 0 }}>
        <Container className="outer" style={{ maxWidth: 600, padding: '24px 16px 32px' }}>
          <Section style={{ textAlign: 'center', paddingBottom: 16 }}>
            {logoUrl && (
              <Img
                src={logoUrl}
                width="56"
                height="56"
                alt=""
                style={{ margin: '0 auto 8px', borderRadius: 14 }}
              />
            )}
            <p
              style={{ margin: 0, fontSize: 22, lineHeight: '30px', fontWeight: 800, color: COLOR.brand800 }}
            >
              <span lang={first.lang} style={{ fontFamily: FONT[first.lang] }}>
                {first.shopName}
              </span>
              {/* The owner's site title is one name in both languages: shown once. */}
              {second.shopName !== first.shopName && (
                <>
                  <span style={{ color: COLOR.citrus500 }}> · </span>
                  <span lang={second.lang} style={{ fontFamily: FONT[second.lang] }}>
                    {second.shopName}
                  </span>
                </>
              )}
            </p>
          </Section>
          {children}
        </Container>
      </Body>
    </Html>
  );
}
