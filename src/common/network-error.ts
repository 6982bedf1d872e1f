/**
 * The one error the browser makes up itself (the shop could not be reached). Kept apart from the
 * server's error catalogue so the storefront does not download every server message.
 */
export const NETWORK_ERROR = {
  en: 'Could not reach the shop. Check your connection and try again.',
  ar: 'تعذّر الاتصال بالمحل. تحقّق من اتصالك ثم حاول مجددًا.',
} as const;
