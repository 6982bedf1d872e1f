import { startStripeStandin } from '../src/server/testing/stripe-standin-test-kit';
import { E2E_STRIPE_KEYS, E2E_STRIPE_PORT } from './env';

/**
 * Before the main run: the Stripe stand-in its server calls (STRIPE_API_URL, playwright.config.ts),
 * on a port fixed before the server starts; it answers the journeys' test secret key only. Stopped
 * after the run.
 */
export default async function stripeStandinSetup() {
  const standin = await startStripeStandin({ secretKey: E2E_STRIPE_KEYS.secretKey, port: E2E_STRIPE_PORT });
  return async () => {
    await standin.close();
  };
}
