import { CachedJson } from '@/server/lib/cached-json';
import type { Deps } from '@/server/deps';
import type { PaymentOption } from '../payment-gateways';
import { GATEWAYS_KEY, loadPaymentOptions } from './payments.service';
import { loadStripeConfig, STRIPE_KEYS_KEY } from './stripe-config';

const caches = new WeakMap<Deps, CachedJson<{ methods: PaymentOption[] }>>();

/**
 * GET /api/payment-methods, serialised once per change: one per app (the public route and the
 * admin routes share it). A save here drops it at once; a save in another server process drops
 * it through the hub's `settings` topic (PostgreSQL NOTIFY).
 */
export function paymentOptionsCache(deps: Deps): CachedJson<{ methods: PaymentOption[] }> {
  let cache = caches.get(deps);
  if (!cache) {
    const created = new CachedJson(async () => {
      const methods = await loadPaymentOptions(deps.db);
      // "Pay now" first, once Stripe can be called and heard (the gateway on, keys for its mode).
      const stripe = await loadStripeConfig(deps.db, deps.env);
      const card = methods.find((m) => m.method === 'card');
      return {
        methods: stripe
          ? [{ method: 'online' as const, ...(card?.cards ? { cards: card.cards } : {}) }, ...methods]
          : methods,
      };
    });
    deps.hub.subscribe('settings', (key) => {
      // '': anything may have changed
      if (key === '' || key === GATEWAYS_KEY || key === STRIPE_KEYS_KEY) created.invalidate();
    });
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}
