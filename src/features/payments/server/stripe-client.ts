import Stripe from 'stripe';

/*
 * The official `stripe` package, for online payment (issue 37). One client per secret key; the
 * API's address can be another (`apiUrl`: the tests' stand-in, src/server/testing/stripe-standin-test-kit.ts),
 * as the package allows.
 */

/** How old a webhook may be, in seconds, before its signature no longer counts (a replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const base = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    // Stripe's own retries carry the same idempotency key, so a retried call never doubles.
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Aseer' },
  });
}

/**
 * A webhook's event, once its `Stripe-Signature` verifies with `secret` and it is no older than
 * the tolerance; otherwise null (a forged, altered or replayed event: the caller logs and ignores it).
 */
export async function verifiedEvent(
  payload: string,
  signature: string | undefined,
  secret: string,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): Promise<Stripe.Event | null> {
  if (!signature || !secret) return null;
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature, secret, toleranceSeconds);
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw e;
  }
}
