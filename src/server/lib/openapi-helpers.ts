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
