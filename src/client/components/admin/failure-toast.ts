import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api';
import type { Locale } from '@/common/locales';

/**
 * An error toast titled `title`, saying why: `error` is the server's refusal (an ApiError: its
 * message in `locale`) or the reason as text (a form's refusal message: useShowRefusal). Pass
 * no error where the fields already say it.
 */
export function toastFailure(title: string, error: unknown, locale: Locale) {
  const description =
    typeof error === 'string' ? error : error instanceof ApiError ? error.messageIn(locale) : undefined;
  toast.error(title, description ? { description } : undefined);
}
