import { eq } from 'drizzle-orm';
import type { RequestFacts } from '@/server/auth/security-facts';
import { recordSecurityEvent } from '@/server/auth/security-log';
import type { StaffUser } from '@/server/auth/staff-guard';
import type { Db, Tx } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { maskSecret, SecretUnreadableError, type SecretBox } from '@/server/lib/secret-box';
import { GATEWAY_MODES } from '../payment-gateways';
import {
  STRIPE_WEBHOOK_EVENTS,
  STRIPE_WEBHOOK_PATH,
  type StripeConnectionView,
  type StripeKeysInput,
} from '../payments.schema';
import {
  keysBox,
  loadStoredKeys,
  sealContext,
  STRIPE_KEY_FIELDS,
  STRIPE_KEYS_KEY,
  type StoredStripeKeys,
  type StripeEnv,
  type StripeKeyField,
  type StripeMode,
} from './stripe-config';

/*
 * The Stripe keys typed in Settings → Payment gateways (issue 37, decision 069): write-only (the
 * screen sees `sk_test_…4242`), sealed with SECRETS_KEY, one pair per mode, every change in the
 * security log (which keys, never their values).
 */

/** The environment's keys are in use: the screen's are neither used nor changed. */
export const keysFromEnvironment = (env: StripeEnv) => !!(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

type Change = { mode: StripeMode; field: StripeKeyField; value: string | null };

/** What a save asks of the keys: a new value (written) or null (removed); empty or absent keeps. */
function changesOf(keys: StripeKeysInput | undefined): Change[] {
  return GATEWAY_MODES.flatMap((mode) =>
    STRIPE_KEY_FIELDS.flatMap((field): Change[] => {
      const value = keys?.[mode]?.[field];
      return value === null || value ? [{ mode, field, value }] : [];
    }),
  );
}

/**
 * Refuses (409, nothing saved) a save that writes a key this server cannot take: keys come from its
 * environment, or it has no SECRETS_KEY to seal them with. Removing a saved key is always allowed.
 */
export function assertKeysSavable(env: StripeEnv, keys: StripeKeysInput | undefined): void {
  if (!changesOf(keys).some((c) => c.value !== null)) return;
  if (keysFromEnvironment(env)) throw new AppError('payment_keys_from_environment', 409);
  if (!keysBox(env)) throw new AppError('payment_secrets_key_missing', 409);
}

/** Who saves: logged with the change. */
export interface KeysAuthor {
  staff: StaffUser;
  facts: RequestFacts;
}

/**
 * Saves the keys in the transaction that saves the gateway, under a lock on the keys' settings row:
 * new values sealed for their place, removed ones dropped, values sealed with SECRETS_KEY_PREVIOUS
 * sealed again with SECRETS_KEY. One `payment_secret_changed` entry per mode whose keys changed.
 * Call `assertKeysSavable` first.
 */
export async function saveStripeKeys(
  tx: Tx,
  env: StripeEnv,
  keys: StripeKeysInput | undefined,
  author: KeysAuthor,
): Promise<void> {
  const changes = changesOf(keys);
  const box = keysBox(env);
  if (!changes.length && !box) return;
  await tx.insert(settings).values({ key: STRIPE_KEYS_KEY, value: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STRIPE_KEYS_KEY))
    .for('update');
  const stored = (row?.value && typeof row.value === 'object' ? row.value : {}) as StoredStripeKeys;
  const next: StoredStripeKeys = { test: { ...stored.test }, live: { ...stored.live } };
  let resealed = false;
  if (box)
    for (const mode of GATEWAY_MODES)
      for (const field of STRIPE_KEY_FIELDS) {
        const sealed = next[mode]![field];
        if (!sealed || !box.needsReseal(sealed)) continue;
        const plain = openOrNull(box, sealed, mode, field);
        if (plain === null) continue; // no key of ours opens it: kept as it is, shown as unreadable
        next[mode]![field] = box.seal(plain, sealContext(mode, field));
        resealed = true;
      }
  const changedModes = new Map<StripeMode, { written: StripeKeyField[]; removed: StripeKeyField[] }>();
  for (const c of changes) {
    const had = !!next[c.mode]![c.field];
    if (c.value === null) {
      if (!had) continue;
      delete next[c.mode]![c.field];
    } else {
      next[c.mode]![c.field] = box!.seal(c.value, sealContext(c.mode, c.field));
    }
    const entry = changedModes.get(c.mode) ?? { written: [], removed: [] };
    (c.value === null ? entry.removed : entry.written).push(c.field);
    changedModes.set(c.mode, entry);
  }
  if (!changedModes.size && !resealed) return;
  await tx
    .update(settings)
    .set({ value: next, updatedAt: new Date() })
    .where(eq(settings.key, STRIPE_KEYS_KEY));
  for (const [mode, { written, removed }] of changedModes)
    await recordSecurityEvent(tx, {
      kind: 'payment_secret_changed',
      userId: author.staff.id,
      email: author.staff.email,
      actor: { id: author.staff.id, email: author.staff.email },
      ...author.facts,
      details: { gateway: 'stripe', mode, written, removed },
    });
}

function openOrNull(box: SecretBox, sealed: string, mode: StripeMode, field: StripeKeyField): string | null {
  try {
    return box.open(sealed, sealContext(mode, field));
  } catch (e) {
    if (e instanceof SecretUnreadableError) return null;
    throw e;
  }
}

/** A saved key, opened: its value, or why not (none saved; no key of ours opens it). */
export function openStoredKey(
  stored: StoredStripeKeys,
  env: StripeEnv,
  mode: StripeMode,
  field: StripeKeyField,
): { state: 'none' } | { state: 'unreadable' } | { state: 'set'; value: string } {
  const sealed = stored[mode]?.[field];
  if (!sealed) return { state: 'none' };
  const box = keysBox(env);
  const value = box ? openOrNull(box, sealed, mode, field) : null;
  return value === null ? { state: 'unreadable' } : { state: 'set', value };
}

export const modeOfKey = (key: string): StripeMode => (/_live_/.test(key) ? 'live' : 'test');

/** What the screen shows of the connection: masks, where the keys come from, the webhook to give Stripe. */
export async function stripeConnectionView(
  db: Db | Tx,
  env: StripeEnv,
  publicUrl: string,
): Promise<StripeConnectionView> {
  const stored = await loadStoredKeys(db);
  const view = (mode: StripeMode, field: StripeKeyField) => {
    const key = openStoredKey(stored, env, mode, field);
    return { state: key.state, masked: key.state === 'set' ? maskSecret(key.value) : null };
  };
  const fromEnv = keysFromEnvironment(env);
  return {
    keysFrom: fromEnv ? 'environment' : 'settings',
    canSaveKeys: !fromEnv && !!keysBox(env),
    environment: fromEnv
      ? {
          mode: modeOfKey(env.STRIPE_SECRET_KEY!),
          secretKey: maskSecret(env.STRIPE_SECRET_KEY!),
          webhookSecret: maskSecret(env.STRIPE_WEBHOOK_SECRET!),
        }
      : null,
    keys: {
      test: { secretKey: view('test', 'secretKey'), webhookSecret: view('test', 'webhookSecret') },
      live: { secretKey: view('live', 'secretKey'), webhookSecret: view('live', 'webhookSecret') },
    },
    webhookUrl: `${publicUrl.replace(/\/+$/, '')}${STRIPE_WEBHOOK_PATH}`,
    webhookEvents: [...STRIPE_WEBHOOK_EVENTS],
  };
}
