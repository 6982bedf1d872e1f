import { expect, it } from 'vitest';

it('Zod loaded after the client config parses without compiling (no eval under our CSP)', async () => {
  await import('./zod-config');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
