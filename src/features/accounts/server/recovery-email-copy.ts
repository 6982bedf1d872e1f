import type { Locale } from '@/common/locales';
import { arabicNameInSentence, type ShopNames } from '@/common/shop-name';
import { isolateAuto } from '@/common/text';

/** One language's words of an account e-mail: a greeting, paragraphs, maybe a button, notes below. */
export interface AccountMailCopy {
  lang: Locale;
  subject: string;
  preview: string;
  languageName: string;
  shopName: string;
  /** Before and after the name: «مرحبًا », «،». */
  greeting: [string, string];
  paragraphs: string[];
  button?: { label: string; url: string; orLink: string };
  notes: string[];
}

const LANGUAGE_NAME = { ar: 'العربية', en: 'English' } as const;
const GREETING = { ar: ['مرحبًا ', '،'], en: ['Hello ', ','] } as const;

/** What every account e-mail has in one language: its language's name, the shop's name, the greeting. */
export const accountMailBase = (lang: Locale, shop: ShopNames) => ({
  lang,
  languageName: LANGUAGE_NAME[lang],
  shopName: shop[lang],
  greeting: [...GREETING[lang]] as [string, string],
});

/** "Choose a new password": the single-use link, valid 30 minutes. */
export function resetLinkCopy(lang: Locale, url: string, staff: boolean, shop: ShopNames): AccountMailCopy {
  if (lang === 'ar')
    return {
      ...accountMailBase(lang, shop),
      subject: `إعادة تعيين كلمة المرور في ${arabicNameInSentence(shop.ar)}`,
      preview: 'رابط لاختيار كلمة مرور جديدة، صالح لمدة 30 دقيقة.',
      paragraphs: [`لاختيار كلمة مرور جديدة لحسابك في ${arabicNameInSentence(shop.ar)}، اضغط الزر أدناه.`],
      button: { label: 'اختيار كلمة مرور جديدة', url, orLink: 'أو افتح هذا الرابط:' },
      notes: [
        'الرابط صالح لمدة 30 دقيقة، ويُستخدم مرة واحدة فقط.',
        ...(staff
          ? ['إن كان التحقق بخطوتين مفعّلًا في حسابك، فستحتاج إلى رمزه عند تسجيل الدخول كالمعتاد.']
          : []),
        'إن لم تحاول إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة؛ كلمة المرور الحالية لم تتغير.',
      ],
    };
  return {
    ...accountMailBase(lang, shop),
    subject: `Reset your ${shop.en} password`,
    preview: 'A link to choose a new password, valid for 30 minutes.',
    paragraphs: [`To choose a new password for your ${shop.en} account, use the button below.`],
    button: { label: 'Choose a New Password', url, orLink: 'Or open this link:' },
    notes: [
      'The link works once and expires in 30 minutes.',
      ...(staff
        ? ['If your account uses two-step verification, you will still need its code when you sign in.']
        : []),
      'If you did not try to reset your password, ignore this message: your password has not changed.',
    ],
  };
}

/** "Your password was changed": after a reset (every session ended) or a change (the others ended). */
export function passwordChangedCopy(
  lang: Locale,
  when: string,
  how: 'reset' | 'change',
  signInUrl: string,
  shop: ShopNames,
): AccountMailCopy {
  if (lang === 'ar')
    return {
      ...accountMailBase(lang, shop),
      subject: `تم تغيير كلمة المرور في ${arabicNameInSentence(shop.ar)}`,
      preview: `تم تغيير كلمة المرور لحسابك في ${isolateAuto(when)}.`,
      paragraphs: [
        `تم تغيير كلمة المرور لحسابك في ${arabicNameInSentence(shop.ar)} بتاريخ ${isolateAuto(when)}.`,
        how === 'reset' ? 'سُجّل خروج حسابك من جميع الأجهزة.' : 'سُجّل خروج حسابك من جميع الأجهزة الأخرى.',
      ],
      button: { label: 'تسجيل الدخول', url: signInUrl, orLink: 'أو افتح هذا الرابط:' },
      notes: [
        'إن لم تكن أنت من غيّرها، فاختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول لتعيين كلمة مرور جديدة فورًا، وتواصل معنا.',
      ],
    };
  return {
    ...accountMailBase(lang, shop),
    subject: `Your ${shop.en} password was changed`,
    preview: `The password of your account was changed on ${isolateAuto(when)}.`,
    paragraphs: [
      `The password of your ${shop.en} account was changed on ${isolateAuto(when)}.`,
      how === 'reset'
        ? 'Your account was signed out on every device.'
        : 'Your account was signed out on every other device.',
    ],
    button: { label: 'Sign In', url: signInUrl, orLink: 'Or open this link:' },
    notes: [
      'If this was not you, choose "Forgot password?" on the sign-in page to set a new password now, and contact us.',
    ],
  };
}

/** Where a sign-up came from, as the confirmation e-mail tells it. */
export interface SignUpOrigin {
  /** The time, formatted for the e-mail's language. */
  when: string;
  ip: string;
  browser: string | null;
  os: string | null;
}

function originLine(lang: Locale, o: SignUpOrigin): string {
  const device =
    lang === 'ar'
      ? [o.browser ?? 'متصفح غير معروف', o.os ? `على ${isolateAuto(o.os)}` : ''].filter(Boolean).join(' ')
      : [o.browser ?? 'an unknown browser', o.os ? `on ${o.os}` : ''].filter(Boolean).join(' ');
  return lang === 'ar'
    ? `تم هذا التسجيل في ${isolateAuto(o.when)} باستخدام ${isolateAuto(device)}، من عنوان IP ${isolateAuto(o.ip)}.`
    : `This sign-up was made on ${o.when} from ${device}, IP address ${o.ip}.`;
}

/**
 * "Confirm your e-mail": the link that activates a new account (valid one hour), where the sign-up
 * came from, and what to do if it was not them. True as written: an unconfirmed account cannot
 * sign in and holds nothing of the address's (decision 031), a confirmation alone links no
 * earlier guest order (they are added only with a code sent later to the signed-in account), and
 * the retention run deletes it after a day.
 */
export function confirmAddressCopy(
  lang: Locale,
  url: string,
  shop: ShopNames,
  origin?: SignUpOrigin,
): AccountMailCopy {
  if (lang === 'ar')
    return {
      ...accountMailBase(lang, shop),
      subject: `تأكيد بريدك الإلكتروني في ${arabicNameInSentence(shop.ar)}`,
      preview: 'رابط لتفعيل حسابك، صالح لمدة ساعة واحدة.',
      paragraphs: [
        `شكرًا لتسجيلك في ${arabicNameInSentence(shop.ar)}. لتفعيل حسابك، يُرجى تأكيد بريدك الإلكتروني.`,
        ...(origin ? [originLine(lang, origin)] : []),
      ],
      button: { label: 'تأكيد البريد الإلكتروني', url, orLink: 'أو افتح هذا الرابط:' },
      notes: [
        'الرابط صالح لمدة ساعة واحدة.',
        'إن لم تكن أنت من سجّل، فتجاهل هذه الرسالة ولا تفتح الرابط: لا يُفعَّل أي حساب ببريدك الإلكتروني ما لم يُؤكَّد عبره، ويُحذف التسجيل غير المؤكَّد بعد يوم.',
      ],
    };
  return {
    ...accountMailBase(lang, shop),
    subject: `Confirm your email at ${shop.en}`,
    preview: 'A link to activate your account, valid for one hour.',
    paragraphs: [
      `Thank you for signing up at ${shop.en}. Please confirm your email address to activate your account.`,
      ...(origin ? [originLine(lang, origin)] : []),
    ],
    button: { label: 'Confirm Email', url, orLink: 'Or open this link:' },
    notes: [
      'The link is valid for one hour.',
      'If you did not sign up, ignore this email and do not open the link: no account is activated with your address until it is confirmed through it, and an unconfirmed sign-up is deleted after a day.',
    ],
  };
}
