/**
 * Error codes the API can answer with, and their texts in both languages.
 * The server sends both texts; the client shows the one for the current language.
 */
export const ERROR_MESSAGES = {
  validation_failed: {
    en: 'Some fields need your attention.',
    ar: 'بعض الحقول تحتاج إلى مراجعة.',
  },
  not_found: { en: 'Not found.', ar: 'غير موجود.' },
  rate_limited: {
    en: 'Too many requests. Please wait a moment and try again.',
    ar: 'طلبات كثيرة خلال وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مجددًا.',
  },
  bad_request: { en: 'The request could not be read.', ar: 'تعذّرت قراءة الطلب.' },
  unauthorized: { en: 'Please sign in first.', ar: 'يُرجى تسجيل الدخول أولًا.' },
  forbidden: {
    en: 'You do not have access to this.',
    ar: 'ليست لديك صلاحية الوصول إلى هذا.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  },
  network: {
    en: 'Could not reach the shop. Check your connection and try again.',
    ar: 'تعذّر الاتصال بالمتجر. تحقّق من اتصالك ثم حاول مجددًا.',
  },
  product_not_found: { en: 'Product not found.', ar: 'المنتج غير موجود.' },
} as const satisfies Record<string, { en: string; ar: string }>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message_en: string;
    message_ar: string;
    details?: unknown;
    request_id?: string;
  };
}

export function errorBody(code: ErrorCode, details?: unknown, requestId?: string): ApiErrorBody {
  const m = ERROR_MESSAGES[code];
  return {
    error: {
      code,
      message_en: m.en,
      message_ar: m.ar,
      ...(details === undefined ? {} : { details }),
      ...(requestId ? { request_id: requestId } : {}),
    },
  };
}
