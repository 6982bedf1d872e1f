import pino from 'pino';

export type Logger = pino.Logger;

/** E-mail addresses, however they reach a line (an error's text, a library's message). */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/** Fields that hold personal data or secrets wherever they are logged. */
const REDACT = [
  'email',
  '*.email',
  'to',
  '*.to',
  'password',
  '*.password',
  'params',
  '*.params',
  'body',
  '*.body',
  'query',
  '*.query',
  'headers',
  '*.headers',
];

interface ErrorLike {
  name?: string;
  message?: string;
  code?: unknown;
  stack?: string;
  cause?: unknown;
}

/**
 * What went wrong, where: the type, the message and the stack's frames, the database's SQLSTATE,
 * the cause chain; never the values a query carried. Drizzle writes them into its message
 * ("params: …"), PostgreSQL into `detail` ("Key (email)=(…)") and, for a data exception (class
 * 22), into the message itself ('invalid input syntax for type integer: "…"').
 */
export function safeError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object')
    return typeof err === 'string' ? err.replace(/\nparams: [\s\S]*$/, '') : err;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  let message = String(e.message ?? '').replace(/\nparams: [\s\S]*$/, '');
  if (code?.startsWith('22')) message = message.replace(/:\s[\s\S]*$/, ': [value]');
  // A subclass that keeps Error's name (Drizzle's) is named by its class.
  const type = e.name && e.name !== 'Error' ? e.name : (e.constructor?.name ?? 'Error');
  const frames = (e.stack ?? '').split('\n').filter((l) => /^\s+at\s/.test(l));
  return {
    type,
    message,
    ...(code ? { code } : {}),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(e.cause !== undefined && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

/** A library's extra arguments (better-auth passes errors and objects): errors made safe, objects named only. */
const safeArgs = (args: unknown) =>
  Array.isArray(args)
    ? args.map((a) => (a instanceof Error ? safeError(a) : a && typeof a === 'object' ? '[object]' : a))
    : safeError(args);

/**
 * The server's logger. Lines never hold personal data: no request bodies or query strings (the
 * request log names the path only), personal fields redacted, errors without their query values,
 * and any e-mail address left in the text masked as a last resort. `destination`: for tests.
 */
export function createLogger(level: string = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'aseer' },
      serializers: { err: safeError, error: safeError, args: safeArgs },
      redact: { paths: REDACT, censor: '[redacted]' },
      hooks: { streamWrite: (line) => line.replace(EMAIL, '[email]') },
    },
    destination ?? pino.destination(1),
  );
}
