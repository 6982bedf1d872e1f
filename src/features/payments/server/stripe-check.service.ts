import Stripe from 'stripe';
import type { Db } from '@/server/db/client';
import type { StripeCheckResult } from '../payments.schema';
import { loadStoredKeys, type StripeEnv, type StripeMode } from './stripe-config';
import { stripeClient } from './stripe-client';
import { keysFromEnvironment, modeOfKey, openStoredKey } from './stripe-keys.service';

/** How long "Check connection" waits for Stripe before saying it cannot be reached. */
export const CHECK_TIMEOUT_MS = 8_000;

type Found = Pick<StripeCheckResult, 'result' | 'account' | 'stripeCode'>;

/** Stripe's answer (or its silence) in the screen's words. */
function failureOf(e: unknown): Found {
  const none = { account: null };
  if (e instanceof Stripe.errors.StripeAuthenticationError)
    return { ...none, result: 'invalid_key', stripeCode: e.code ?? null };
  if (e instanceof Stripe.errors.StripePermissionError)
    return { ...none, result: 'no_permission', stripeCode: e.code ?? null };
  if (e instanceof Stripe.errors.StripeConnectionError || e instanceof CheckTimeout)
    return { ...none, result: 'unreachable', stripeCode: null };
  if (e instanceof Stripe.errors.StripeError)
    return { ...none, result: 'failed', stripeCode: e.code ?? null };
  throw e;
}

class CheckTimeout extends Error {}

/** Calls `accounts.retrieve()` (GET /v1/account) once, within CHECK_TIMEOUT_MS. */
async function retrieveAccount(
  secretKey: string,
  apiUrl: string | undefined,
  timeoutMs: number,
): Promise<Found> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs + 500);
  });
  try {
    const account = await Promise.race([
      stripeClient(secretKey, apiUrl).accounts.retrieve(
        null,
        {},
        { timeout: timeoutMs, maxNetworkRetries: 0 },
      ),
      late,
    ]);
    return {
      result: 'connected',
      stripeCode: null,
      account: {
        id: account.id,
        country: account.country ?? null,
        defaultCurrency: account.default_currency ?? null,
        chargesEnabled: !!account.charges_enabled,
      },
    };
  } catch (e) {
    return failureOf(e);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * "Check connection": asks Stripe for the account of the keys in use for `mode` (the environment's
 * keys when set, whatever `mode`; else the secret key saved for `mode`) and says what it found.
 * Never throws for what Stripe answers or does not: every outcome is a result.
 */
export async function checkStripeConnection(
  db: Db,
  env: StripeEnv,
  mode: StripeMode,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<StripeCheckResult> {
  if (keysFromEnvironment(env)) {
    const key = env.STRIPE_SECRET_KEY!;
    return {
      mode: modeOfKey(key),
      keysFrom: 'environment',
      webhookSecretSet: true,
      ...(await retrieveAccount(key, env.STRIPE_API_URL, timeoutMs)),
    };
  }
  const stored = await loadStoredKeys(db);
  const key = openStoredKey(stored, env, mode, 'secretKey');
  const webhookSecretSet = openStoredKey(stored, env, mode, 'webhookSecret').state === 'set';
  const base = { mode, keysFrom: 'settings' as const, webhookSecretSet };
  if (key.state !== 'set')
    return {
      ...base,
      result: key.state === 'none' ? 'no_keys' : 'unreadable',
      account: null,
      stripeCode: null,
    };
  return { ...base, ...(await retrieveAccount(key.value, env.STRIPE_API_URL, timeoutMs)) };
}
