import type { ApiErrorBody, ErrorCode } from '@/common/errors';
import { NETWORK_ERROR as NETWORK } from '@/common/network-error';
import type { Locale } from '@/common/locales';

/** A failed API call: the server's code and its texts in both languages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messages: { en: string; ar: string },
    readonly details?: unknown,
  ) {
    super(messages.en);
    this.name = 'ApiError';
  }

  messageIn(locale: Locale): string {
    return locale === 'ar' ? this.messages.ar : this.messages.en;
  }

  /**
   * The fields a 422 refuses, in the server's order, the first word on each: its path (`sizes.1.size`)
   * and its message (a text key of the shared schema), or no message when the server named only a
   * code (its own message then says it). Forms show them with useShowRefusal (form-refusal.ts).
   */
  fieldProblems(): { path: string; message?: string }[] {
    if (this.status !== 422 || !Array.isArray(this.details)) return [];
    const out: { path: string; message?: string }[] = [];
    for (const d of this.details as unknown[]) {
      const { path, message } = (d ?? {}) as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || !path || out.some((p) => p.path === path)) continue;
      out.push(typeof message === 'string' && message ? { path, message } : { path });
    }
    return out;
  }
}

/** The error a non-2xx answer stands for: its `{ error }` body, or `internal` when it has none. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const e = body && typeof body === 'object' ? (body as Partial<ApiErrorBody>).error : undefined;
  return new ApiError(
    status,
    e?.code ?? 'internal',
    e ? { en: e.message_en, ar: e.message_ar } : NETWORK,
    e?.details,
  );
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
let send: Fetch = (input, init) => fetch(input, init);

/** On the server (pages rendered to HTML), the API is called in-process instead of over HTTP. */
export function setApiFetch(f: Fetch) {
  send = f;
}

/**
 * The only place the client talks HTTP (the typed client in api-client.ts goes through it):
 * `path` is the whole path (`/api/...`); no answer at all is the `network` ApiError.
 */
export async function apiFetch(path: string, init: RequestInit): Promise<Response> {
  try {
    return await send(path, { ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', NETWORK);
  }
}
