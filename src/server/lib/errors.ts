import type { ErrorCode } from '@/common/errors';

/** Services throw AppError; the app's onError turns it into the one error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503 = 400,
    readonly details?: unknown,
    /** Texts that replace the code's fixed ones, in both languages. */
    readonly messages?: { en: string; ar: string },
  ) {
    super(code);
    this.name = 'AppError';
  }
}
