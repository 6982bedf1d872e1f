import { createElement } from 'react';
import { renderEmail } from '@/server/mail/render-email';
import type { Locale } from '@/common/locales';
import { isolateAuto } from '@/common/text';
import type { MailMessage } from '@/server/mail/mailer';
import type { AccountMailCopy } from './recovery-email-copy';
import { AccountEmail } from './recovery-email-template';

const other = (lang: Locale): Locale => (lang === 'en' ? 'ar' : 'en');

function textOf(c: AccountMailCopy, name: string): string {
  return [
    `${c.greeting[0]}${isolateAuto(name)}${c.greeting[1]}`,
    '',
    ...c.paragraphs,
    ...(c.button ? ['', `${c.button.label}:`, c.button.url] : []),
    '',
    ...c.notes,
  ].join('\n');
}

/**
 * An account e-mail in the receipt's design: both languages, `lang` first (subject too), the
 * HTML rendered by react-email (names escaped by React) and a plain-text part.
 */
export async function accountEmail(
  to: string,
  name: string,
  lang: Locale,
  copyIn: (lang: Locale) => AccountMailCopy,
  logoUrl: string | null,
): Promise<MailMessage> {
  const first = copyIn(lang);
  const second = copyIn(other(lang));
  const html = await renderEmail(createElement(AccountEmail, { first, second, name, logoUrl }));
  const text = [textOf(first, name), '—', textOf(second, name)].join('\n\n');
  return { to, subject: `${first.subject} | ${second.subject}`, text, html };
}
