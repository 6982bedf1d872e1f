import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandin, type StripeStandin } from '@/server/testing/stripe-standin-test-kit';
import { stripeClient, verifiedEvent } from './stripe-client';

/** The official client against the stand-in, and webhooks checked as the shop will check them. */
describe('Stripe: the official client, through the stand-in', () => {
  let standin: StripeStandin;
  let receiver: http.Server;
  const received: { status: number; type: string | null }[] = [];
  let secret = '';

  beforeAll(async () => {
    // What the shop's webhook route will do: verify, then answer 200 (or 400 when it does not verify).
    receiver = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += String(c)));
      req.on('end', () => {
        void verifiedEvent(raw, req.headers['stripe-signature'] as string | undefined, secret).then((e) => {
          received.push({ status: e ? 200 : 400, type: e?.type ?? null });
          res.writeHead(e ? 200 : 400).end();
        });
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    standin = await startStripeStandin({
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
    });
    secret = standin.webhook.secret;
  });
  afterAll(async () => {
    await standin.close();
    await new Promise((r) => receiver.close(r));
  });

  const client = () => stripeClient('sk_test_standin', standin.origin);
  const newSession = (capture: 'automatic' | 'manual') =>
    client().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 2, price_data: { currency: 'aed', unit_amount: 1800, product_data: { name: 'Mango' } } },
      ],
      payment_intent_data: { capture_method: capture },
      client_reference_id: 'order-1',
      metadata: { orderId: 'order-1' },
      locale: 'ar',
      success_url: 'http://shop.test/orders/1?paid={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/checkout',
    });

  it('a held payment: the session, its hosted page, the capture and a refund in part', async () => {
    const session = await newSession('manual');
    expect(session).toMatchObject({ status: 'open', amount_total: 3600, currency: 'aed', locale: 'ar' });
    // The customer pays on the hosted page and is sent back to the order's page.
    const paid = await fetch(session.url!.replace(/\/pay\/.*/, `/pay/${session.id}/pay`), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/orders/1?paid=${session.id}`);
    const back = await client().checkout.sessions.retrieve(session.id);
    expect(back).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const held = await client().paymentIntents.retrieve(back.payment_intent as string);
    expect(held).toMatchObject({ status: 'requires_capture', amount_capturable: 3600 });

    const captured = await client().paymentIntents.capture(
      held.id,
      {},
      { idempotencyKey: `capture-${held.id}` },
    );
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 3600 });
    const refund = await client().refunds.create({ payment_intent: held.id, amount: 1800 });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 1800 });
    await expect(client().refunds.create({ payment_intent: held.id, amount: 1801 })).rejects.toThrow(
      /greater than the amount left/,
    );
    expect(received.map((r) => r.type)).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
      'charge.refunded',
    ]);
    expect(received.every((r) => r.status === 200)).toBe(true);
  });

  it('a hold released, a session that expires, a wrong key', async () => {
    const session = await newSession('manual');
    await standin.pay(session.id);
    const pi = standin.sessions.get(session.id)!.payment_intent!;
    expect(await client().paymentIntents.cancel(pi)).toMatchObject({ status: 'canceled' });
    await expect(client().paymentIntents.capture(pi)).rejects.toThrow(/status of canceled/);

    const abandoned = await newSession('automatic');
    expect(await client().checkout.sessions.expire(abandoned.id)).toMatchObject({ status: 'expired' });
    await expect(
      stripeClient('sk_test_wrong', standin.origin).accounts.retrieveCurrent(),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('a webhook counts only when its signature verifies and it is recent', async () => {
    const session = await newSession('automatic');
    standin.webhook.delivery = 'hold';
    const completed = await standin.pay(session.id);
    standin.webhook.delivery = 'now';
    received.length = 0;
    expect(await standin.send(completed)).toBe(200);
    // Signed with another secret (a forgery), or older than the tolerance (a replay).
    expect(await standin.send(completed, { secret: 'whsec_other' })).toBe(400);
    expect(await standin.send(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 })).toBe(400);
    // Altered after signing.
    const payload = JSON.stringify(completed);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(await verifiedEvent(payload.replace('3600', '1'), header, secret)).toBeNull();
    expect(await verifiedEvent(payload, undefined, secret)).toBeNull();
    expect((await verifiedEvent(payload, header, secret))?.id).toBe(completed.id);
    expect(received.map((r) => r.status)).toEqual([200, 400, 400]);
  });
});
