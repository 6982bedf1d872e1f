import { ERROR_MESSAGES, type ErrorCode } from '@/common/errors';
import { JSON_BODY_LIMIT } from '../security/body-limit';
import { plainPatterns, SESSION_SCHEME, sessionOptional, sessionRequired } from './openapi-helpers';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  security?: Json[];
  parameters?: { in: string; name: string; schema?: Json }[];
  requestBody?: Json;
  responses: Record<string, { description: string; content?: Json }>;
}

export interface DocumentFacts {
  /** better-auth's session cookie (its name changes with HTTPS: `__Secure-`). */
  sessionCookie: string;
  /** Path prefixes that maintenance mode leaves open (settings' maintenance gate). */
  maintenanceOpenDoors: readonly string[];
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `get /api/admin/orders/{id}/receipt` → `getAdminOrdersByIdReceipt`: unique as method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Every way in needs the session cookie (no anonymous alternative `{}`). */
const needsSession = (security: Json[] | undefined) =>
  !!security?.length && security.every((s) => SESSION_SCHEME in s);

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** Adds an answer, or says more in the route's own answer of that status (which it keeps). */
function answers(op: Operation, status: number, code: ErrorCode, why: string) {
  const own = op.responses[status];
  const text = `${code}: ${why}`;
  if (!own) op.responses[status] = errorAnswer(text);
  else if (!own.description.includes(code)) own.description += `; ${text}`;
}

/**
 * The answers every route gives because of what runs before it (app.ts, deps.ts, the staff guard,
 * the maintenance gate), added here once instead of in each route; a route's own answers stay.
 */
function centralAnswers(op: Operation, method: string, path: string, facts: DocumentFacts) {
  const write = WRITES.has(method);
  const admin = path.startsWith('/api/admin/');
  const maintenance = write && !facts.maintenanceOpenDoors.some((door) => path.startsWith(door));
  const params = op.parameters ?? [];
  if (op.requestBody) answers(op, 400, 'bad_request', 'the body could not be read (malformed JSON or form)');
  if (admin) {
    answers(op, 401, 'unauthorized', 'no session (or session_expired: past the staff session limits)');
    answers(op, 403, 'forbidden', 'not an approved staff account, or a role without this permission');
  } else if (needsSession(op.security)) {
    answers(op, 401, 'unauthorized', 'no signed-in session');
  }
  if (write) {
    answers(op, 403, 'foreign_origin', "a write whose Origin is not the shop's own");
    answers(
      op,
      413,
      'payload_too_large',
      `a body over ${JSON_BODY_LIMIT / 1024} KiB (files: their own limit)`,
    );
  }
  if (params.some((p) => p.in === 'path' && p.schema?.format === 'uuid'))
    answers(op, 404, 'not_found', 'no such item (by the id in the path)');
  if (op.requestBody || params.length > 0)
    answers(op, 422, 'validation_failed', 'invalid parameters or fields (details per field)');
  if (maintenance)
    answers(op, 503, 'maintenance', `${ERROR_MESSAGES.maintenance.en} (customers only; Retry-After)`);
  if (path !== '/api/health')
    answers(
      op,
      503,
      'unavailable',
      'the database cannot be reached (a restart or a stop) or the disk is full; details.reason is database_unreachable or disk_full (Retry-After). A write may have been saved just before the answer: retry it after Retry-After with the same idempotency key where the operation takes one (POST /api/orders does), never with a new one',
    );
}

/**
 * Who may call: the staff area needs the session; a route that needs or reads it says so itself
 * (openapi-helpers: sessionRequired / sessionOptional); a customer's write reads it during
 * maintenance (signed-in staff pass); everything else is public.
 */
function securityOf(op: Operation, method: string, path: string, facts: DocumentFacts) {
  if (op.security) return op.security;
  if (path.startsWith('/api/admin/')) return sessionRequired;
  const maintenance = WRITES.has(method) && !facts.maintenanceOpenDoors.some((d) => path.startsWith(d));
  return maintenance ? sessionOptional : [];
}

/**
 * The served document: JSON Schema patterns, the one server, the session cookie as a security
 * scheme on the operations that use it, an operation id for each, and the 4xx answers that come
 * from the shared middleware (see centralAnswers). Checked by `npm run lint:api` (Redocly).
 */
export function finishDocument<T extends object>(doc: T, facts: DocumentFacts): T {
  // A copy: the generator may share one answer object between routes, and each gets its own text.
  const d = plainPatterns(structuredClone(doc)) as unknown as Json & {
    paths: Record<string, Record<string, Operation>>;
    components?: Json & { securitySchemes?: Json };
  };
  // Relative: the shop that serves the document, whatever address or proxy it is reached by.
  d.servers = [{ url: '/', description: 'This shop (the origin serving this document)' }];
  d.components = {
    ...d.components,
    securitySchemes: {
      ...d.components?.securitySchemes,
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: facts.sessionCookie,
        description:
          'The HttpOnly session cookie that POST /api/account/login sets (customers and staff alike)',
      },
    },
  };
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(d.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      op.operationId ??= operationIdOf(method, path);
      if (seen.has(op.operationId)) throw new Error(`Two operations with the id ${op.operationId}`);
      seen.add(op.operationId);
      op.security = securityOf(op, method, path, facts);
      centralAnswers(op, method, path, facts);
    }
  }
  return d as unknown as T;
}
