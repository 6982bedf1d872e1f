import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { securityEvents, settings } from '@/server/db/schema';
import { secretBox } from '@/server/lib/secret-box';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { startStripeStandin, type StripeStandin } from '@/server/testing/stripe-standin-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { GatewayList, GatewayView, StripeCheckResult } from '../payments.schema';
import { GATEWAYS_KEY } from './payments.service';
import { checkStripeConnection } from './stripe-check.service';
import { loadStripeKeys, sealContext, STRIPE_KEYS_KEY, type StoredStripeKeys } from './stripe-config';

/*
 * The card provider's Stripe settings (issue 37): mode, transaction type and write-only keys on the
 * gateways screen, "Check connection" against the Stripe stand-in.
 */

const SECRETS_KEY = 'test-secrets-key-0123456789abcdef-0123456789';
const OLD_SECRETS_KEY = 'old-secrets-key-0123456789abcdef-0123456789';
const TEST_KEY = 'sk_test_51StandinTESTkeyAbCdEf4242';
const LIVE_KEY = 'sk_live_51StandinLIVEkeyAbCdEf9876';
const HOOK = 'whsec_StandinSigningSecret+/=1234';

let standin: StripeStandin;
let server: TestServer;
let owner: { id: string; email: string; cookie: string };

beforeAll(async () => {
  standin = await startStripeStandin({ secretKey: TEST_KEY });
  server = await createTestServer({
    SECRETS_KEY,
    SECRETS_KEY_PREVIOUS: OLD_SECRETS_KEY,
    STRIPE_API_URL: standin.origin,
  });
  owner = await signInAs(server, 'owner');
});
afterAll(async () => {
  await server.close();
  await standin.close();
});
beforeEach(async () => {
  const db = server.database.db;
  await db.delete(settings).where(eq(settings.key, GATEWAYS_KEY));
  await db.delete(settings).where(eq(settings.key, STRIPE_KEYS_KEY));
  await db.delete(securityEvents).where(eq(securityEvents.kind, 'payment_secret_changed'));
});

const stripeOf = async (s: TestServer = server, cookie = owner.cookie) => {
  const res = await callAs(s, '/api/admin/payments/gateways', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as GatewayList).gateways.find((g) => g.id === 'stripe')!;
};
/** The editor's body as the screen sends it, with changes. */
const bodyOf = (g: GatewayView, over: Record<string, unknown> = {}) => {
  const { id: _i, name: _n, connection: _c, ...fields } = g;
  return { ...fields, ...over };
};
const save = async (over: Record<string, unknown>, s: TestServer = server, cookie = owner.cookie) =>
  callAs(s, '/api/admin/payments/gateways/stripe', {
    method: 'PUT',
    body: bodyOf(await stripeOf(s, cookie), over),
    cookie,
  });
const storedKeys = async (s: TestServer = server) => {
  const [row] = await s.database.db.select().from(settings).where(eq(settings.key, STRIPE_KEYS_KEY));
  return row?.value as StoredStripeKeys | undefined;
};
const events = () =>
  server.database.db.select().from(securityEvents).where(eq(securityEvents.kind, 'payment_secret_changed'));
const check = (mode: string, s: TestServer = server, cookie = owner.cookie) =>
  callAs(s, '/api/admin/payments/stripe/check', { body: { mode }, cookie });

describe('the Stripe gateway shows its connection', () => {
  it('mode, transaction type, no keys yet, the webhook address and the events to send', async () => {
    const stripe = await stripeOf();
    expect(stripe.mode).toBe('test');
    expect(stripe.transactionType).toBe('authorize_capture');
    expect(stripe.connection).toEqual({
      keysFrom: 'settings',
      canSaveKeys: true,
      environment: null,
      keys: {
        test: { secretKey: { state: 'none', masked: null }, webhookSecret: { state: 'none', masked: null } },
        live: { secretKey: { state: 'none', masked: null }, webhookSecret: { state: 'none', masked: null } },
      },
      webhookUrl: 'http://localhost:3000/api/payments/stripe/webhook',
      webhookEvents: [
        'checkout.session.completed',
        'checkout.session.expired',
        'payment_intent.succeeded',
        'payment_intent.canceled',
        'charge.refunded',
      ],
    });
    // The other gateways have none of it.
    const res = await callAs(server, '/api/admin/payments/gateways', { cookie: owner.cookie });
    const cod = ((await res.json()) as GatewayList).gateways.find((g) => g.id === 'cod')!;
    expect(cod).not.toHaveProperty('mode');
    expect(cod).not.toHaveProperty('connection');
  });
});

describe('saving keys', () => {
  it('stores them sealed, answers masks only, logs which keys changed (never their values)', async () => {
    const res = await save({
      mode: 'live',
      transactionType: 'authorize_only',
      keys: { test: { secretKey: `  ${TEST_KEY} `, webhookSecret: HOOK }, live: { secretKey: LIVE_KEY } },
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    for (const secret of [TEST_KEY, LIVE_KEY, HOOK]) expect(text).not.toContain(secret.slice(8));
    const saved = JSON.parse(text) as GatewayView;
    expect(saved.mode).toBe('live');
    expect(saved.transactionType).toBe('authorize_only');
    expect(saved.connection!.keys).toEqual({
      test: {
        secretKey: { state: 'set', masked: 'sk_test_…4242' },
        webhookSecret: { state: 'set', masked: 'whsec_…1234' },
      },
      live: {
        secretKey: { state: 'set', masked: 'sk_live_…9876' },
        webhookSecret: { state: 'none', masked: null },
      },
    });
    // The list says the same; no answer holds a key.
    const list = await callAs(server, '/api/admin/payments/gateways', { cookie: owner.cookie });
    const listed = await list.text();
    for (const secret of [TEST_KEY, LIVE_KEY, HOOK]) expect(listed).not.toContain(secret.slice(8));

    // Sealed at rest: the raw row holds no key, and each value opens only in its own place.
    const raw = await storedKeys();
    const rawText = JSON.stringify(raw);
    for (const secret of [TEST_KEY, LIVE_KEY, HOOK]) expect(rawText).not.toContain(secret.slice(8));
    const box = secretBox(SECRETS_KEY);
    expect(box.open(raw!.test!.secretKey!, sealContext('test', 'secretKey'))).toBe(TEST_KEY);
    expect(() => box.open(raw!.test!.secretKey!, sealContext('live', 'secretKey'))).toThrow();
    // The loader reads them back (the order's way uses it).
    const { keys } = await loadStripeKeys(server.database.db, { SECRETS_KEY }, 'test');
    expect(keys).toEqual([{ mode: 'test', secretKey: TEST_KEY, webhookSecret: HOOK, source: 'settings' }]);

    const logged = await events();
    expect(
      logged.map((e) => e.details).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([
      { gateway: 'stripe', mode: 'live', written: ['secretKey'], removed: [] },
      { gateway: 'stripe', mode: 'test', written: ['secretKey', 'webhookSecret'], removed: [] },
    ]);
    expect(logged.every((e) => e.actorEmail === owner.email.toLowerCase())).toBe(true);
    const all = JSON.stringify(await server.database.db.select().from(securityEvents));
    for (const secret of [TEST_KEY, LIVE_KEY, HOOK]) expect(all).not.toContain(secret.slice(8));
  });

  it('keeps a key left empty, replaces one typed again, removes one sent as null', async () => {
    await save({ keys: { test: { secretKey: TEST_KEY, webhookSecret: HOOK } } });
    const before = await storedKeys();
    await server.database.db.delete(securityEvents).where(eq(securityEvents.kind, 'payment_secret_changed'));
    // Saving the editor again as it is (keys empty) changes no key and logs nothing.
    expect((await save({ keys: { test: { secretKey: '', webhookSecret: '' } } })).status).toBe(200);
    expect((await save({ description: 'Online card payments' })).status).toBe(200);
    expect(await storedKeys()).toEqual(before);
    expect(await events()).toEqual([]);

    const res = await save({ keys: { test: { secretKey: null, webhookSecret: 'whsec_another9999' } } });
    expect(res.status).toBe(200);
    const { connection } = (await res.json()) as GatewayView;
    expect(connection!.keys.test).toEqual({
      secretKey: { state: 'none', masked: null },
      webhookSecret: { state: 'set', masked: 'whsec_…9999' },
    });
    expect((await events()).map((e) => e.details)).toEqual([
      { gateway: 'stripe', mode: 'test', written: ['webhookSecret'], removed: ['secretKey'] },
    ]);
    // Removing what is not there changes nothing.
    expect((await save({ keys: { live: { secretKey: null } } })).status).toBe(200);
    expect(await events()).toHaveLength(1);
  });

  it('refuses a key of the wrong form or of the other mode, field by field, and saves nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ test: { secretKey: 'pk_test_51Publishable4242' } }, 'keys.test.secretKey', 'errors.secretKeyFormat'],
      [{ test: { secretKey: 'sk_test_has space' } }, 'keys.test.secretKey', 'errors.secretKeyFormat'],
      [{ test: { secretKey: `sk_test_${'a'.repeat(250)}` } }, 'keys.test.secretKey', 'errors.keyTooLong'],
      [{ test: { secretKey: LIVE_KEY } }, 'keys.test.secretKey', 'errors.secretKeyMode.test'],
      [{ live: { secretKey: TEST_KEY } }, 'keys.live.secretKey', 'errors.secretKeyMode.live'],
      [
        { test: { webhookSecret: 'sk_test_notAHook' } },
        'keys.test.webhookSecret',
        'errors.webhookSecretFormat',
      ],
      [
        { live: { webhookSecret: 'whsec_bad\u0000' } },
        'keys.live.webhookSecret',
        'errors.webhookSecretFormat',
      ],
    ];
    for (const [keys, path, message] of cases) {
      const res = await save({ description: 'changed', mode: 'live', keys });
      expect(res.status, JSON.stringify(keys).slice(0, 60)).toBe(422);
      const { error } = (await res.json()) as {
        error: {
          code: string;
          message_en: string;
          message_ar: string;
          details: { path: string; message: string }[];
        };
      };
      expect(error.code).toBe('validation_failed');
      expect(error.message_ar).toBeTruthy();
      expect(error.details).toContainEqual(expect.objectContaining({ path, message }));
    }
    for (const hostile of [
      { test: { apiKey: TEST_KEY } },
      { staging: { secretKey: TEST_KEY } },
      { test: { secretKey: 42 } },
      'sk_test_x',
    ])
      expect((await save({ keys: hostile })).status, JSON.stringify(hostile)).toBe(422);
    expect(await storedKeys()).toBeUndefined();
    expect((await stripeOf()).mode).toBe('test');
    expect((await stripeOf()).description).toBe('');
    expect(await events()).toEqual([]);
  });

  it('refuses mode, transaction type and keys on another gateway', async () => {
    const res = await callAs(server, '/api/admin/payments/gateways', { cookie: owner.cookie });
    const cod = ((await res.json()) as GatewayList).gateways.find((g) => g.id === 'cod')!;
    for (const extra of [{ mode: 'live' }, { transactionType: 'authorize_only' }, { keys: { test: {} } }]) {
      const refused = await callAs(server, '/api/admin/payments/gateways/cod', {
        method: 'PUT',
        body: { ...bodyOf(cod), ...extra },
        cookie: owner.cookie,
      });
      expect(refused.status, JSON.stringify(extra)).toBe(422);
    }
  });

  it('seals again with SECRETS_KEY what SECRETS_KEY_PREVIOUS sealed, at the next save', async () => {
    const old = secretBox(OLD_SECRETS_KEY);
    const sealedOld = old.seal(HOOK, sealContext('live', 'webhookSecret'));
    const foreign = secretBox('someone-elses-key-0123456789abcdef-xyz').seal(
      LIVE_KEY,
      sealContext('live', 'secretKey'),
    );
    await server.database.db
      .insert(settings)
      .values({ key: STRIPE_KEYS_KEY, value: { live: { webhookSecret: sealedOld, secretKey: foreign } } });
    const before = (await stripeOf()).connection!.keys.live;
    expect(before).toEqual({
      secretKey: { state: 'unreadable', masked: null },
      webhookSecret: { state: 'set', masked: 'whsec_…1234' },
    });
    expect((await save({ description: 'resealed' })).status).toBe(200);
    const after = await storedKeys();
    expect(after!.live!.webhookSecret).not.toBe(sealedOld);
    expect(
      secretBox(SECRETS_KEY).open(after!.live!.webhookSecret!, sealContext('live', 'webhookSecret')),
    ).toBe(HOOK);
    // A value no key of ours opens is kept as it is (the owner types a new one or removes it).
    expect(after!.live!.secretKey).toBe(foreign);
    expect(await events()).toEqual([]);
  });
});

describe('Check connection', () => {
  it('says connected, with the account, for a good key; the webhook secret missing is said too', async () => {
    await save({ keys: { test: { secretKey: TEST_KEY } } });
    const res = await check('test');
    expect(res.status).toBe(200);
    expect((await res.json()) as StripeCheckResult).toEqual({
      result: 'connected',
      mode: 'test',
      keysFrom: 'settings',
      account: { id: 'acct_standin', country: 'AE', defaultCurrency: 'aed', chargesEnabled: true },
      webhookSecretSet: false,
      stripeCode: null,
    });
    expect(standin.calls).toContain('GET /v1/account');
  });

  it('says the key is invalid when Stripe refuses it, and that there are no keys for an empty mode', async () => {
    await save({ keys: { test: { secretKey: 'sk_test_51RevokedKey0000', webhookSecret: HOOK } } });
    const invalid = (await (await check('test')).json()) as StripeCheckResult;
    expect(invalid).toMatchObject({
      result: 'invalid_key',
      mode: 'test',
      account: null,
      webhookSecretSet: true,
    });
    expect(((await (await check('live')).json()) as StripeCheckResult).result).toBe('no_keys');
    expect((await check('production')).status).toBe(422);
  });

  it('says Stripe cannot be reached when nothing answers, without waiting long', async () => {
    const gone = await startStripeStandin({ secretKey: TEST_KEY });
    await gone.close();
    const other = await createTestServer({ SECRETS_KEY, STRIPE_API_URL: gone.origin });
    try {
      const ownerThere = (await signInAs(other, 'owner')).cookie;
      expect((await save({ keys: { test: { secretKey: TEST_KEY } } }, other, ownerThere)).status).toBe(200);
      const started = Date.now();
      const res = await check('test', other, ownerThere);
      expect(res.status).toBe(200);
      expect(((await res.json()) as StripeCheckResult).result).toBe('unreachable');
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      await other.close();
    }
  });

  it('gives up on a Stripe that never answers, within its time limit', async () => {
    const silent = http.createServer(() => undefined); // takes the call, never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      await save({ keys: { test: { secretKey: TEST_KEY } } });
      const { port } = silent.address() as AddressInfo;
      const env = { SECRETS_KEY, STRIPE_API_URL: `http://127.0.0.1:${port}` };
      const started = Date.now();
      const found = await checkStripeConnection(server.database.db, env, 'test', 300);
      expect(found.result).toBe('unreachable');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('a server without SECRETS_KEY, and one with the keys in its environment', () => {
  it('without SECRETS_KEY: keys cannot be saved (409 naming the variable, nothing saved), removing still can', async () => {
    const bare = await createTestServer({ STRIPE_API_URL: standin.origin });
    try {
      const cookie = (await signInAs(bare, 'owner')).cookie;
      expect((await stripeOf(bare, cookie)).connection).toMatchObject({
        canSaveKeys: false,
        keysFrom: 'settings',
      });
      const res = await save(
        { description: 'not saved', keys: { test: { secretKey: TEST_KEY } } },
        bare,
        cookie,
      );
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as {
        error: { code: string; message_en: string; message_ar: string };
      };
      expect(error.code).toBe('payment_secrets_key_missing');
      expect(error.message_en).toContain('SECRETS_KEY');
      expect(error.message_ar).toContain('SECRETS_KEY');
      expect(await storedKeys(bare)).toBeUndefined();
      expect((await stripeOf(bare, cookie)).description).toBe('');
      // Mode and the rest still save without keys; a removal needs no sealing.
      expect((await save({ mode: 'live', keys: { test: { secretKey: null } } }, bare, cookie)).status).toBe(
        200,
      );
      expect(((await (await check('test', bare, cookie)).json()) as StripeCheckResult).result).toBe(
        'no_keys',
      );
    } finally {
      await bare.close();
    }
  });

  it('with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: shown masked, saving keys refused (409), checked with them', async () => {
    const envServer = await createTestServer({
      SECRETS_KEY,
      STRIPE_SECRET_KEY: TEST_KEY,
      STRIPE_WEBHOOK_SECRET: HOOK,
      STRIPE_API_URL: standin.origin,
    });
    try {
      const cookie = (await signInAs(envServer, 'owner')).cookie;
      const { connection } = await stripeOf(envServer, cookie);
      expect(connection).toMatchObject({
        keysFrom: 'environment',
        canSaveKeys: false,
        environment: { mode: 'test', secretKey: 'sk_test_…4242', webhookSecret: 'whsec_…1234' },
      });
      expect(JSON.stringify(connection)).not.toContain(TEST_KEY.slice(8));
      const res = await save({ keys: { live: { secretKey: LIVE_KEY } } }, envServer, cookie);
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as { error: { code: string; message_ar: string } };
      expect(error.code).toBe('payment_keys_from_environment');
      expect(error.message_ar).toContain('STRIPE_SECRET_KEY');
      expect(await storedKeys(envServer)).toBeUndefined();
      // Whatever mode is asked, the environment's key is the one in use.
      const checked = (await (await check('live', envServer, cookie)).json()) as StripeCheckResult;
      expect(checked).toMatchObject({ result: 'connected', mode: 'test', keysFrom: 'environment' });
    } finally {
      await envServer.close();
    }
  });
});

describe('permissions', () => {
  it('only the owner checks the connection or saves keys', async () => {
    for (const role of ['admin', 'manager', 'staff', 'customer'] as const) {
      const cookie = (await signInAs(server, role)).cookie;
      expect((await check('test', server, cookie)).status, role).toBe(403);
      const res = await callAs(server, '/api/admin/payments/gateways/stripe', {
        method: 'PUT',
        body: { keys: { test: { secretKey: TEST_KEY } } },
        cookie,
      });
      expect(res.status, role).toBe(403);
    }
    expect(
      (await callAs(server, '/api/admin/payments/stripe/check', { body: { mode: 'test' } })).status,
    ).toBe(401);
    expect(await storedKeys()).toBeUndefined();
    expect(await codeOf(await check('test', server, (await signInAs(server, 'admin')).cookie))).toBe(
      'forbidden',
    );
  });
});
