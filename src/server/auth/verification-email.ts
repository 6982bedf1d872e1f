import { isolateAuto } from '@/common/text';
import { escapeHtml as esc } from '../lib/html';
import type { MailMessage } from '../mail/mailer';

/** The e-mail that confirms an address: both languages, Arabic first, one link. */
export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const text = [
    `مرحبًا ${isolateAuto(name)}،`,
    '',
    'شكرًا لتسجيلك في «عصير». لتفعيل حسابك، يُرجى تأكيد بريدك الإلكتروني عبر الرابط التالي:',
    url,
    'صلاحية الرابط ساعة واحدة. إن لم تُنشئ حسابًا لدينا، فتجاهل هذه الرسالة.',
    '',
    '—',
    '',
    `Hello ${isolateAuto(name)},`,
    '',
    'Thank you for signing up at Aseer. Please confirm your e-mail address to activate your account:',
    url,
    'The link is valid for one hour. If you did not create an account, you can ignore this message.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6">
<div dir="rtl" lang="ar"><p>مرحبًا <bdi>${esc(name)}</bdi>،</p><p>شكرًا لتسجيلك في «عصير». لتفعيل حسابك، يُرجى تأكيد بريدك الإلكتروني:</p>
<p><a href="${esc(url)}">تأكيد البريد الإلكتروني</a></p><p>صلاحية الرابط ساعة واحدة.</p></div><hr>
<div dir="ltr" lang="en"><p>Hello <bdi>${esc(name)}</bdi>,</p><p>Thank you for signing up at Aseer. Please confirm your e-mail address to activate your account:</p>
<p><a href="${esc(url)}">Confirm e-mail</a></p><p>The link is valid for one hour.</p></div></body></html>`;
  return { to, subject: 'تأكيد بريدك الإلكتروني | Confirm your e-mail — عصير Aseer', text, html };
}
