import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's checks (Zod and the shared schema under `zodResolver`) loaded the first time the form
 * is touched or sent, not with the page (decision 026): a first paint on a phone does not wait
 * for Zod. `load` is a dynamic import of the form's `*-validation` module:
 *
 *   const checks = lazyResolver(() => import('./login-validation').then((m) => m.loginResolver));
 *   useForm({ resolver: checks.resolver });  <form onFocus={checks.warm} onPointerDown={checks.warm}>
 *
 * The code is fetched once and shared by every use. If it cannot be fetched (a weak signal in
 * the car park), the values go through as typed, and the server, which checks them with the same
 * schema, says what is wrong beside each field; the next check asks for the code again.
 */
export function lazyResolver<T extends FieldValues, C = unknown, R = T>(
  load: () => Promise<Resolver<T, C, R>>,
): { resolver: Resolver<T, C, R>; warm: () => void } {
  let checks: Promise<Resolver<T, C, R>> | undefined;
  const loadChecks = () =>
    (checks ??= load().catch((e: unknown) => {
      checks = undefined; // asked again next time
      throw e;
    }));
  const resolver: Resolver<T, C, R> = async (values, context, options) => {
    let check: Resolver<T, C, R>;
    try {
      check = await loadChecks();
    } catch {
      return { values: values as unknown as R, errors: {} };
    }
    return check(values, context, options);
  };
  return { resolver, warm: () => void loadChecks().catch(() => undefined) };
}
