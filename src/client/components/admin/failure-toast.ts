import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api';
import type { Locale } from '@/common/locales';

/**
 * An error toast titled `title`; when `error` is the server's refusal (an ApiError), its message
 * in `locale` says why. Pass no error where the fields already say it.
 */
export function toastFailure(title: string, error: unknown, locale: Locale) {
  toast.error(title, error instanceof ApiError ? { description: error.messageIn(locale) } : undefined);
}
