import { CachedJson } from '@/server/lib/cached-json';
import type { Deps } from '@/server/deps';
import type { PaymentOption } from '../payment-gateways';
import { GATEWAYS_KEY, loadPaymentOptions } from './payments.service';

const caches = new WeakMap<Deps, CachedJson<{ methods: PaymentOption[] }>>();

/**
 * GET /api/payment-methods, serialised once per change: one per app (the public route and the
 * admin routes share it). A save here drops it at once; a save in another server process drops
 * it through the hub's `settings` topic (PostgreSQL NOTIFY).
 */
export function paymentOptionsCache(deps: Deps): CachedJson<{ methods: PaymentOption[] }> {
  let cache = caches.get(deps);
  if (!cache) {
    const created = new CachedJson(async () => ({ methods: await loadPaymentOptions(deps.db) }));
    deps.hub.subscribe('settings', (key) => {
      if (key === '' || key === GATEWAYS_KEY) created.invalidate(); // '': anything may have changed
    });
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}
