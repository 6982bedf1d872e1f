import { z } from '@hono/zod-openapi';

/** An OpenAPI response whose body is `schema` as JSON. */
export const jsonResponse = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** `{id}` in the path, a UUID (anything else answers 422). */
export const uuidParams = z.object({ id: z.uuid() });

/**
 * The document's `pattern`s as JSON Schema wants them. The generator writes a regular expression
 * with flags as `^…$/u` (it strips the slashes only when there are none); JSON Schema patterns are
 * ECMA-262 with Unicode semantics already, so the flag is dropped. Our patterns use no other flag.
 */
export function plainPatterns<T>(doc: T): T {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'pattern' && typeof value === 'string') record[key] = value.replace(/(?<!\\)\/u$/, '');
      else walk(value);
    }
  };
  walk(doc);
  return doc;
}

/** The security scheme of the session cookie (better-auth's, HttpOnly), in the API document. */
export const SESSION_SCHEME = 'session';
/** An operation that answers 401 without a signed-in session. */
export const sessionRequired: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];
/** An operation that reads the session when there is one (the answer differs), and works without. */
export const sessionOptional: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];
