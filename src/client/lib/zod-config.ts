/*
 * Zod compiles object parsers with `new Function` when it may. Our Content-Security-Policy forbids
 * eval, and Zod's probe for it, although caught, is still reported as a policy violation (an issue
 * in DevTools, a lost point in Lighthouse's best practices on every page with a form). Zod's
 * `jitless` setting skips the probe; the plain parsers are fast enough for forms.
 *
 * Zod stays out of the first bundle (forms load it later), so instead of `z.config()` this seeds
 * the shared settings object Zod 4 keeps on `globalThis.__zod_globalConfig` (read when a schema
 * is built, whether Zod itself loaded before or after this).
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;

export {};
