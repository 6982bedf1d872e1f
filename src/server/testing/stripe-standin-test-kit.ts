import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/*
 * A small Stripe of our own for the tests (issue 37): no internet here, and the official `stripe`
 * package accepts another host and port. It serves what the shop calls (Checkout Sessions, their
 * PaymentIntents' capture and cancel, Refunds, the account), a "hosted payment page" that pays or
 * declines and sends back to the shop, and webhooks signed as Stripe signs them (the `stripe`
 * package's own test-header helper). Tests steer the webhooks: sent at once, held to be sent (or
 * sent again, or out of order) by hand, or never.
 */

type Json = Record<string, unknown>;

export interface StandinSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  locale: string | null;
  expires_at: number;
  payment_intent: string | null;
  livemode: false;
  /** Ours: how the PaymentIntent is captured (`payment_intent_data[capture_method]`). */
  captureMethod: 'automatic' | 'manual';
}

export interface StandinPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: 'automatic' | 'manual';
  metadata: Record<string, string>;
  latest_charge: string;
  payment_method_types: string[];
  livemode: false;
}

export interface StandinEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  account?: string;
  data: { object: Json };
}

/** What happens to the webhooks the stand-in makes: sent at once, held for the test, or dropped. */
export type Delivery = 'now' | 'hold' | 'never';

export interface StripeStandin {
  /** `http://127.0.0.1:PORT`: give its host and port to the shop's Stripe client. */
  origin: string;
  host: string;
  port: number;
  /** The account's id (`GET /v1/account`). */
  accountId: string;
  sessions: Map<string, StandinSession>;
  paymentIntents: Map<string, StandinPaymentIntent>;
  refunds: Json[];
  /** Every request the shop made (method and path), first first. */
  calls: string[];
  /**
   * Where webhooks go, and the secret they are signed with; `post` instead of the URL hands them
   * to an app in this process (the API tests' server has no port).
   */
  webhook: {
    url: string;
    secret: string;
    delivery: Delivery;
    post?: (payload: string, signature: string) => Promise<number>;
  };
  /** While true the API answers 500 to everything (Stripe down). */
  down: boolean;
  /** The events held (`delivery: 'hold'`), oldest first; send them with `send`. */
  held: StandinEvent[];
  /** Signs and posts an event to the webhook URL (again, if it was sent before); returns the answer's status. */
  send(event: StandinEvent, opts?: { timestamp?: number; secret?: string }): Promise<number>;
  /** Pays a session as its hosted page would: by card (Visa 4242), or with a wallet over it. */
  pay(sessionId: string, opts?: { wallet?: 'apple_pay' | 'google_pay' }): Promise<StandinEvent>;
  /** Lets a session expire, as Stripe does after `expires_at`. */
  expire(sessionId: string): Promise<StandinEvent>;
  /** An event of `type` about `object` (made, not sent). */
  event(type: string, object: Json): StandinEvent;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` (Stripe's form encoding) into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Json;
    });
  }
  return out;
}

const stripeError = (res: http.ServerResponse, status: number, message: string, code?: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }));
};

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
}

export async function startStripeStandin(
  opts: {
    webhookUrl?: string;
    webhookSecret?: string;
    secretKey?: string;
    /** A fixed port (the e2e run's, known before its server starts); any free one by default. */
    port?: number;
  } = {},
): Promise<StripeStandin> {
  const sessions = new Map<string, StandinSession>();
  const paymentIntents = new Map<string, StandinPaymentIntent>();
  const refunds: Json[] = [];
  const calls: string[] = [];
  const held: StandinEvent[] = [];
  const accountId = 'acct_standin';
  const secretKey = opts.secretKey ?? 'sk_test_standin';
  const webhook: StripeStandin['webhook'] = {
    url: opts.webhookUrl ?? '',
    secret: opts.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`,
    delivery: 'now',
  };

  const event = (type: string, object: Json): StandinEvent => ({
    id: id('evt'),
    object: 'event',
    type,
    created: now(),
    api_version: Stripe.API_VERSION,
    livemode: false,
    data: { object: structuredClone(object) },
  });

  async function send(e: StandinEvent, o: { timestamp?: number; secret?: string } = {}): Promise<number> {
    const payload = JSON.stringify(e);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: o.secret ?? webhook.secret,
      timestamp: o.timestamp ?? now(),
    });
    if (webhook.post) return webhook.post(payload, header);
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  async function emit(e: StandinEvent): Promise<StandinEvent> {
    if (webhook.delivery === 'hold') held.push(e);
    else if (webhook.delivery === 'now' && (webhook.url || webhook.post)) await send(e);
    return e;
  }

  const charges = new Map<string, Json>();

  async function pay(
    sessionId: string,
    opts: { wallet?: 'apple_pay' | 'google_pay' } = {},
  ): Promise<StandinEvent> {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    const manual = s.captureMethod === 'manual';
    const pi: StandinPaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: s.amount_total,
      amount_capturable: manual ? s.amount_total : 0,
      amount_received: manual ? 0 : s.amount_total,
      currency: s.currency,
      status: manual ? 'requires_capture' : 'succeeded',
      capture_method: s.captureMethod,
      metadata: s.metadata,
      latest_charge: id('ch'),
      payment_method_types: ['card'],
      livemode: false,
    };
    paymentIntents.set(pi.id, pi);
    charges.set(pi.latest_charge, {
      id: pi.latest_charge,
      object: 'charge',
      payment_intent: pi.id,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', wallet: opts.wallet ? { type: opts.wallet } : null },
      },
    });
    // An authorisation leaves the session's payment "unpaid" until it is captured, as at Stripe.
    Object.assign(s, {
      status: 'complete',
      payment_status: manual ? 'unpaid' : 'paid',
      payment_intent: pi.id,
      url: null,
    });
    return emit(event('checkout.session.completed', sessionView(s)));
  }

  async function expire(sessionId: string): Promise<StandinEvent> {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    Object.assign(s, { status: 'expired', url: null });
    return emit(event('checkout.session.expired', sessionView(s)));
  }

  const sessionView = (s: StandinSession): Json => {
    const { captureMethod: _, ...view } = s;
    return view;
  };

  async function api(req: http.IncomingMessage, res: http.ServerResponse, body: Json) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const parts = url.pathname.split('/').filter(Boolean); // v1, resource, id, action
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (standin.down) return stripeError(res, 500, 'Stripe is down (stand-in)');
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(res, 401, 'Invalid API Key provided', 'api_key_invalid');
    const [, resource, rid, action] = parts;
    if (resource === 'account' && req.method === 'GET')
      return json(200, {
        id: accountId,
        object: 'account',
        country: 'AE',
        default_currency: 'aed',
        charges_enabled: true,
      });
    if (resource === 'checkout' && rid === 'sessions') {
      const [, , , sid, act] = parts;
      if (req.method === 'POST' && !sid) {
        const items = (body.line_items as Json[] | undefined) ?? [];
        const amount = items.reduce((sum, it) => {
          const pd = it.price_data as Json;
          return sum + Number(pd.unit_amount) * Number(it.quantity ?? 1);
        }, 0);
        const currency = String((items[0]?.price_data as Json | undefined)?.currency ?? 'aed');
        const pid = (body.payment_intent_data as Json | undefined) ?? {};
        const s: StandinSession = {
          id: id('cs'),
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          currency,
          client_reference_id: (body.client_reference_id as string | undefined) ?? null,
          metadata: (body.metadata as Record<string, string> | undefined) ?? {},
          success_url: String(body.success_url),
          cancel_url: String(body.cancel_url),
          url: null,
          locale: (body.locale as string | undefined) ?? null,
          expires_at: body.expires_at ? Number(body.expires_at) : now() + 24 * 3600,
          payment_intent: null,
          livemode: false,
          captureMethod: pid.capture_method === 'manual' ? 'manual' : 'automatic',
        };
        s.url = `${standin.origin}/pay/${s.id}`;
        sessions.set(s.id, s);
        return json(200, sessionView(s));
      }
      const s = sid ? sessions.get(sid) : undefined;
      if (!s) return stripeError(res, 404, `No such checkout.session: '${sid}'`, 'resource_missing');
      if (req.method === 'GET' && !act) {
        // `expand[]=payment_intent.latest_charge`: the PaymentIntent and its charge, in place.
        const expand = [...url.searchParams].some(
          ([k, v]) => k.startsWith('expand') && v.startsWith('payment_intent'),
        );
        const pi = s.payment_intent ? paymentIntents.get(s.payment_intent) : undefined;
        return json(
          200,
          expand && pi
            ? {
                ...sessionView(s),
                payment_intent: { ...pi, latest_charge: charges.get(pi.latest_charge) ?? pi.latest_charge },
              }
            : sessionView(s),
        );
      }
      if (req.method === 'POST' && act === 'expire') {
        if (s.status !== 'open') return stripeError(res, 400, 'Only open sessions can be expired.');
        await expire(s.id);
        return json(200, sessionView(s));
      }
    }
    if (resource === 'payment_intents' && rid) {
      const pi = paymentIntents.get(rid);
      if (!pi) return stripeError(res, 404, `No such payment_intent: '${rid}'`, 'resource_missing');
      if (req.method === 'GET' && !action) return json(200, pi);
      if (req.method === 'POST' && action === 'capture') {
        if (pi.status !== 'requires_capture')
          return stripeError(
            res,
            400,
            `This PaymentIntent could not be captured because it has a status of ${pi.status}.`,
            'payment_intent_unexpected_state',
          );
        const amount = body.amount_to_capture ? Number(body.amount_to_capture) : pi.amount_capturable;
        Object.assign(pi, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
        await emit(event('payment_intent.succeeded', pi as unknown as Json));
        return json(200, pi);
      }
      if (req.method === 'POST' && action === 'cancel') {
        if (pi.status === 'succeeded' || pi.status === 'canceled')
          return stripeError(
            res,
            400,
            `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
            'payment_intent_unexpected_state',
          );
        Object.assign(pi, { status: 'canceled', amount_capturable: 0 });
        await emit(event('payment_intent.canceled', pi as unknown as Json));
        return json(200, pi);
      }
    }
    if (resource === 'refunds' && req.method === 'POST' && !rid) {
      const pi = paymentIntents.get(String(body.payment_intent));
      if (!pi)
        return stripeError(
          res,
          404,
          `No such payment_intent: '${String(body.payment_intent)}'`,
          'resource_missing',
        );
      const refunded = refunds
        .filter((r) => r.payment_intent === pi.id)
        .reduce((n, r) => n + Number(r.amount), 0);
      const amount = body.amount ? Number(body.amount) : pi.amount_received - refunded;
      if (pi.status !== 'succeeded' || amount <= 0 || refunded + amount > pi.amount_received)
        return stripeError(
          res,
          400,
          'Refund amount is greater than the amount left to refund.',
          'amount_too_large',
        );
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: pi.currency,
        payment_intent: pi.id,
        charge: pi.latest_charge,
        status: 'succeeded',
        metadata: (body.metadata as Json | undefined) ?? {},
      };
      refunds.push(refund);
      await emit(
        event('charge.refunded', {
          id: pi.latest_charge,
          object: 'charge',
          payment_intent: pi.id,
          amount: pi.amount_received,
          amount_refunded: refunded + amount,
          currency: pi.currency,
          refunded: refunded + amount === pi.amount_received,
        }),
      );
      return json(200, refund);
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  /** The hosted payment page: "Pay" and "Decline" (a card the bank refuses), and back to the shop. */
  async function hosted(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const [, sid, act] = url.pathname.split('/').filter(Boolean);
    const s = sid ? sessions.get(sid) : undefined;
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204);
      return res.end();
    }
    if (!s) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end(page('Not found', '<h1>Something went wrong</h1>'));
    }
    if (req.method === 'POST' && (act === 'pay' || act === 'apple-pay') && s.status === 'open') {
      await pay(s.id, act === 'apple-pay' ? { wallet: 'apple_pay' } : {});
      res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) });
      return res.end();
    }
    if (req.method === 'POST' && act === 'decline') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        page(
          'Declined',
          `<p role="alert">Your card was declined.</p><form method="post" action="/pay/${s.id}/pay"><button>Pay</button></form><a href="${s.cancel_url}">Back</a>`,
        ),
      );
    }
    const amount = (s.amount_total / 100).toFixed(2);
    res.writeHead(s.status === 'open' ? 200 : 410, { 'content-type': 'text/html' });
    res.end(
      page(
        'Stripe stand-in',
        s.status === 'open'
          ? `<h1>Pay ${s.currency.toUpperCase()} ${amount}</h1><p data-locale="${s.locale ?? ''}"></p>` +
              `<form method="post" action="/pay/${s.id}/pay"><button>Pay</button></form>` +
              `<form method="post" action="/pay/${s.id}/apple-pay"><button>Apple Pay</button></form>` +
              `<form method="post" action="/pay/${s.id}/decline"><button>Decline</button></form>` +
              `<a href="${s.cancel_url}">Back</a>`
          : `<h1>This session is ${s.status}</h1>`,
      ),
    );
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += String(c)));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url?.split('?')[0]}`);
      const run = req.url?.startsWith('/v1/') ? api(req, res, parseStripeForm(raw)) : hosted(req, res);
      run.catch((e: unknown) => stripeError(res, 500, String(e)));
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const standin: StripeStandin = {
    origin: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    accountId,
    sessions,
    paymentIntents,
    refunds,
    calls,
    webhook,
    down: false,
    held,
    send,
    pay,
    expire,
    event,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return standin;
}
