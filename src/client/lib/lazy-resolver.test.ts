import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

interface Values {
  email: string;
}

/** Checks like zodResolver's: an empty e-mail is refused, anything else passes. */
const checks: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'too_small', message: 'validation.required' } } };
};

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

it('loads the checks once, on warm-up, and every later check reuses them', async () => {
  const load = vi.fn(() => Promise.resolve(checks));
  const { resolver, warm } = lazyResolver(load);
  expect(load).not.toHaveBeenCalled(); // nothing is fetched with the page

  warm();
  warm();
  expect(await resolver({ email: '' }, undefined, options)).toEqual({
    values: {},
    errors: { email: { type: 'too_small', message: 'validation.required' } },
  });
  expect(await resolver({ email: 'a@b.ae' }, undefined, options)).toEqual({
    values: { email: 'a@b.ae' },
    errors: {},
  });
  expect(load).toHaveBeenCalledTimes(1);
});

it('a submit before any warm-up waits for the checks and applies them', async () => {
  const load = vi.fn(() => Promise.resolve(checks));
  const { resolver } = lazyResolver(load);
  expect((await resolver({ email: '' }, undefined, options)).errors).toHaveProperty('email');
  expect(load).toHaveBeenCalledTimes(1);
});

it('when the checks cannot be fetched the values go through, and the next check asks for them again', async () => {
  const load = vi
    .fn<() => Promise<Resolver<Values>>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(checks);
  const { resolver, warm } = lazyResolver(load);

  // Unchecked: the server, which applies the same schema, answers with the field errors.
  expect(await resolver({ email: '' }, undefined, options)).toEqual({ values: { email: '' }, errors: {} });
  expect(load).toHaveBeenCalledTimes(1);

  // The signal is back: the next check fetches them and refuses the empty e-mail here.
  expect((await resolver({ email: '' }, undefined, options)).errors).toHaveProperty('email');
  expect(load).toHaveBeenCalledTimes(2);
  warm();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a failed warm-up is silent and does not keep the failure', async () => {
  const load = vi
    .fn<() => Promise<Resolver<Values>>>()
    .mockRejectedValueOnce(new TypeError('offline'))
    .mockResolvedValue(checks);
  const { resolver, warm } = lazyResolver(load);
  warm(); // no unhandled rejection (Vitest would fail the run)
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((await resolver({ email: '' }, undefined, options)).errors).toHaveProperty('email');
  expect(load).toHaveBeenCalledTimes(2);
});
