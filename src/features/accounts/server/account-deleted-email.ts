import { arabicNameInSentence, type ShopNames } from '@/common/shop-name';
import { isolateAuto } from '@/common/text';
import { escapeHtml as esc } from '@/server/lib/html';
import type { MailMessage } from '@/server/mail/mailer';

/**
 * "Your account has been deleted": both languages, Arabic first (as the verification e-mail),
 * sent to the address the account had. It says what went and what the shop keeps, and that the
 * address can sign up again. No link: nothing is left to sign in to.
 */
export function accountDeletedEmail(
  to: string,
  name: string,
  shop: { names: ShopNames; signature: string },
): MailMessage {
  const { en } = shop.names;
  const ar = arabicNameInSentence(shop.names.ar);
  const text = [
    `مرحبًا ${isolateAuto(name)}،`,
    '',
    `حذفنا حسابك في ${ar} بناءً على طلبك. حُذفت بيانات الدخول وجلساتك وسياراتك المحفوظة وبياناتك الشخصية.`,
    'تبقى طلباتك السابقة بأصنافها وإجمالياتها في سجلات المحل دون اسمك أو بريدك أو هاتفك أو رقم اللوحة، وتبقى تقييماتك باسم «عميل».',
    'إن لم تطلب ذلك، فتواصل معنا. ويمكنك إنشاء حساب جديد بهذا البريد متى شئت.',
    '',
    '—',
    '',
    `Hello ${isolateAuto(name)},`,
    '',
    `As you asked, we have deleted your ${en} account: your sign-in, sessions, saved cars and personal details are gone.`,
    'Your past orders stay in the shop’s records with their items and totals, without your name, e-mail, phone or car plate; your reviews stay, signed “A customer”.',
    'If you did not ask for this, please contact us. You can create a new account with this address at any time.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6">
<div dir="rtl" lang="ar"><p>مرحبًا <bdi>${esc(name)}</bdi>،</p><p>حذفنا حسابك في ${esc(ar)} بناءً على طلبك. حُذفت بيانات الدخول وجلساتك وسياراتك المحفوظة وبياناتك الشخصية.</p>
<p>تبقى طلباتك السابقة بأصنافها وإجمالياتها في سجلات المحل دون اسمك أو بريدك أو هاتفك أو رقم اللوحة، وتبقى تقييماتك باسم «عميل».</p>
<p>إن لم تطلب ذلك، فتواصل معنا. ويمكنك إنشاء حساب جديد بهذا البريد متى شئت.</p></div><hr>
<div dir="ltr" lang="en"><p>Hello <bdi>${esc(name)}</bdi>,</p><p>As you asked, we have deleted your ${esc(en)} account: your sign-in, sessions, saved cars and personal details are gone.</p>
<p>Your past orders stay in the shop’s records with their items and totals, without your name, e-mail, phone or car plate; your reviews stay, signed “A customer”.</p>
<p>If you did not ask for this, please contact us. You can create a new account with this address at any time.</p></div></body></html>`;
  return { to, subject: `حُذف حسابك | Your account has been deleted — ${shop.signature}`, text, html };
}
