import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import type { Env } from '@/server/env';
import { secretBox, SecretUnreadableError, type SecretBox } from '@/server/lib/secret-box';
import type { GATEWAY_MODES, TRANSACTION_TYPES } from '../payment-gateways';
import { loadGateways } from './payments.service';
import type Stripe from 'stripe';
import { stripeClient } from './stripe-client';

/*
 * Where the shop's Stripe keys come from (issue 37, decision 069): the environment
 * (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`) when set, otherwise the keys the owner saved in
 * Settings → Payment gateways, one pair per mode (test, live), each value sealed with `SECRETS_KEY`
 * (server/lib/secret-box.ts) and bound to its place (`payments.stripe.<mode>.<field>`).
 */

export type StripeMode = (typeof GATEWAY_MODES)[number];
export const STRIPE_KEY_FIELDS = ['secretKey', 'webhookSecret'] as const;
export type StripeKeyField = (typeof STRIPE_KEY_FIELDS)[number];

/** The settings row of the sealed keys: `{ test: { secretKey, webhookSecret }, live: { … } }`. */
export const STRIPE_KEYS_KEY = 'payments.stripe.keys';
export type StoredStripeKeys = Partial<Record<StripeMode, Partial<Record<StripeKeyField, string>>>>;

/** Where a sealed value belongs: it opens only there (a value copied to another field does not). */
export const sealContext = (mode: StripeMode, field: StripeKeyField) => `payments.stripe.${mode}.${field}`;

/** The box that seals the keys, or null when SECRETS_KEY is not set (keys cannot be saved then). */
export const keysBox = (env: Pick<Env, 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS'>): SecretBox | null =>
  env.SECRETS_KEY ? secretBox(env.SECRETS_KEY, env.SECRETS_KEY_PREVIOUS) : null;

export type StripeEnv = Pick<
  Env,
  'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
>;

/** A pair of keys Stripe can be called and heard with. */
export interface StripeKeys {
  mode: StripeMode;
  secretKey: string;
  webhookSecret: string;
  source: 'environment' | 'settings';
}

export async function loadStoredKeys(db: Db | Tx): Promise<StoredStripeKeys> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STRIPE_KEYS_KEY));
  const value = row?.value;
  return value && typeof value === 'object' ? (value as StoredStripeKeys) : {};
}

const modeOfKey = (secretKey: string): StripeMode => (/_live_/.test(secretKey) ? 'live' : 'test');

/**
 * Every pair of keys the shop holds, the one in use first: the environment's, or the saved pair of
 * the gateway's mode, then the other mode's (a webhook for a payment made before the owner switched
 * mode still verifies). A saved value no key of ours opens is left out (and reported by `unreadable`).
 */
export async function loadStripeKeys(
  db: Db | Tx,
  env: StripeEnv,
  mode: StripeMode,
): Promise<{ keys: StripeKeys[]; unreadable: boolean }> {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return {
      keys: [
        {
          mode: modeOfKey(env.STRIPE_SECRET_KEY),
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          source: 'environment',
        },
      ],
      unreadable: false,
    };
  const box = keysBox(env);
  if (!box) return { keys: [], unreadable: false };
  const stored = await loadStoredKeys(db);
  let unreadable = false;
  const keys: StripeKeys[] = [];
  for (const m of [mode, mode === 'test' ? 'live' : 'test'] as const) {
    const open = (field: StripeKeyField) => {
      const sealed = stored[m]?.[field];
      if (!sealed) return '';
      try {
        return box.open(sealed, sealContext(m, field));
      } catch (e) {
        if (!(e instanceof SecretUnreadableError)) throw e;
        unreadable = true;
        return '';
      }
    };
    const secretKey = open('secretKey');
    const webhookSecret = open('webhookSecret');
    if (secretKey && webhookSecret) keys.push({ mode: m, secretKey, webhookSecret, source: 'settings' });
  }
  return { keys, unreadable };
}

/** What online payment runs on now, or null when it is off (gateway off, or no keys for its mode). */
export interface StripeConfig extends StripeKeys {
  transactionType: (typeof TRANSACTION_TYPES)[number];
  /** Tests only: the stand-in's address. */
  apiUrl?: string;
}

export async function loadStripeConfig(db: Db | Tx, env: StripeEnv): Promise<StripeConfig | null> {
  const stripe = (await loadGateways(db)).find((g) => g.id === 'stripe')!;
  if (!stripe.isEnabled) return null;
  const { keys } = await loadStripeKeys(db, env, stripe.mode);
  const current = keys.find((k) => k.source === 'environment' || k.mode === stripe.mode);
  if (!current) return null;
  return {
    ...current,
    transactionType: stripe.transactionType,
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  };
}

/**
 * A Stripe client for a payment made in `mode` (its keys, or the environment's), or null when the
 * shop no longer holds keys for it.
 */
export async function stripeForMode(db: Db | Tx, env: StripeEnv, mode: StripeMode): Promise<Stripe | null> {
  const { keys } = await loadStripeKeys(db, env, mode);
  const key = keys.find((k) => k.mode === mode) ?? keys.find((k) => k.source === 'environment');
  return key ? stripeClient(key.secretKey, env.STRIPE_API_URL) : null;
}
