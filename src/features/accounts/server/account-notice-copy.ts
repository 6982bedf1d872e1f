import type { Locale } from '@/common/locales';
import { arabicNameInSentence, type ShopNames } from '@/common/shop-name';
import { isolateAuto } from '@/common/text';
import { accountMailBase as base, type AccountMailCopy } from './recovery-email-copy';

/**
 * "Someone tried to sign up with your address": sent to the owner of an address that already has
 * an account, instead of telling the one who signed up that it is taken (issue 36).
 */
export function signUpAttemptCopy(
  lang: Locale,
  when: string,
  urls: { signIn: string; reset: string },
  shop: ShopNames,
): AccountMailCopy {
  if (lang === 'ar')
    return {
      ...base(lang, shop),
      subject: `محاولة تسجيل ببريدك الإلكتروني في ${arabicNameInSentence(shop.ar)}`,
      preview: 'لديك حساب بهذا البريد الإلكتروني بالفعل، فلم يُنشأ حساب جديد.',
      paragraphs: [
        `حاول أحدهم في ${isolateAuto(when)} إنشاء حساب في ${arabicNameInSentence(shop.ar)} ببريدك الإلكتروني. لديك حساب بهذا البريد بالفعل، فلم يُنشأ حساب جديد.`,
        'إن كنت أنت، فسجّل الدخول بحسابك، أو اختر كلمة مرور جديدة إن نسيتها.',
      ],
      button: { label: 'تسجيل الدخول', url: urls.signIn, orLink: 'أو افتح هذا الرابط:' },
      notes: [
        `نسيت كلمة المرور؟ اختر كلمة مرور جديدة من هنا: ${isolateAuto(urls.reset)}`,
        'إن لم تكن أنت، فلا حاجة إلى أي إجراء: حسابك وكلمة المرور كما هما.',
      ],
    };
  return {
    ...base(lang, shop),
    subject: `Someone tried to sign up at ${shop.en} with your email`,
    preview: 'You already have an account with this email, so no new account was created.',
    paragraphs: [
      `On ${when}, someone tried to create an account at ${shop.en} with your email address. You already have an account with it, so no new account was created.`,
      'If it was you, sign in to your account, or choose a new password if you have forgotten it.',
    ],
    button: { label: 'Sign In', url: urls.signIn, orLink: 'Or open this link:' },
    notes: [
      `Forgot your password? Choose a new one here: ${urls.reset}`,
      'If it was not you, there is nothing to do: your account and password are unchanged.',
    ],
  };
}

/** The one-time code that adds the orders placed as a guest with the address to the account. */
export function guestOrdersCodeCopy(
  lang: Locale,
  code: string,
  minutes: number,
  shop: ShopNames,
): AccountMailCopy {
  if (lang === 'ar')
    return {
      ...base(lang, shop),
      subject: `رمز إضافة طلباتك السابقة في ${arabicNameInSentence(shop.ar)}`,
      preview: `رمزك: ${isolateAuto(code)}`,
      paragraphs: [
        'لإضافة الطلبات التي أرسلتها كضيف بهذا البريد الإلكتروني إلى حسابك، أدخل هذا الرمز في صفحة طلباتك:',
        isolateAuto(code),
      ],
      notes: [
        `الرمز صالح لمدة ${minutes} دقيقة، ويُستخدم مرة واحدة فقط.`,
        'إن لم تكن أنت، فتجاهل هذه الرسالة؛ لن يُضاف أي طلب. وقد يكون أحدهم مسجّلًا الدخول بحسابك، فغيّر كلمة المرور.',
      ],
    };
  return {
    ...base(lang, shop),
    subject: `Your code to add earlier orders at ${shop.en}`,
    preview: `Your code: ${code}`,
    paragraphs: [
      'To add the orders you placed as a guest with this email address to your account, enter this code on your orders page:',
      code,
    ],
    notes: [
      `The code works once and expires in ${minutes} minutes.`,
      'If this was not you, ignore this email: no order is added. Someone may be signed in to your account, so change your password.',
    ],
  };
}
