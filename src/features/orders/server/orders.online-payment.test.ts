import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notifications,
  onlinePayments,
  orders,
  orderStatusEvents,
  printJobs,
  settings,
  stripeEvents,
} from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import {
  startStripeStandin,
  type StandinEvent,
  type StripeStandin,
} from '@/server/testing/stripe-standin-test-kit';
import { createLogger } from '@/server/lib/logger';
import { DEFAULT_GATEWAYS } from '@/features/payments';
import { queueKitchenTicket } from '@/features/printing/server';
import type { Menu } from '@/features/catalog';
import type { OrderView, PlacedOrder } from '../orders.schema';
import { reconcileOnlinePayments, type OnlinePaymentContext } from './online-payment.service';
import { openShift, TEST_LINKS } from './order-test-kit';
import { startDueOrders } from './scheduled-orders.service';
import { setTestClock } from '@/server/lib/clock';

/*
 * Pay now through Stripe (issue 37): every webhook case of the issue against the stand-in, with
 * the shop's real server, database and the official `stripe` package.
 */

const WEBHOOK_SECRET = 'whsec_onlinepaymenttests';
let stripe: StripeStandin;
let server: TestServer;
let menu: Menu;
let ctx: OnlinePaymentContext;

beforeAll(async () => {
  stripe = await startStripeStandin({ webhookSecret: WEBHOOK_SECRET, secretKey: 'sk_test_standin' });
  server = await createTestServer({
    TEST_HOOKS: '1',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.origin,
  });
  stripe.webhook.post = async (payload, signature) =>
    (
      await server.request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
    ).status;
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  // The kitchen printer on: a received order has its ticket queued (none while it waits).
  const printer = {
    enabled: true,
    host: '192.168.1.50',
    port: 9100,
    paperWidth: 80,
    autoKitchen: true,
    arabic: 'text',
    kitchenLanguage: 'en',
  };
  await server.database.db
    .insert(settings)
    .values({ key: 'printer', value: printer })
    .onConflictDoUpdate({ target: settings.key, set: { value: printer } });
  ctx = {
    db: server.database.db,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.origin,
    },
    logger: createLogger('silent'),
    publicUrl: TEST_LINKS.publicUrl,
    received: queueKitchenTicket,
  };
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const db = () => server.database.db;
const product = (i: number) => menu.products.filter((p) => !p.soldOut && p.sizes.length === 3)[i]!;

async function placeOnline(over: Record<string, unknown> = {}) {
  const res = await callAs(server, '/api/orders', {
    method: 'POST',
    body: {
      idempotencyKey: randomUUID(),
      name: 'Mariam',
      email: `payer.${randomUUID()}@example.com`,
      plate: { emirate: 'dubai', code: 'AB', number: '12345' },
      paymentMethod: 'online',
      lines: [
        { productId: product(0).id, size: 'medium', quantity: 2 },
        { productId: product(1).id, size: 'large', quantity: 1 },
      ],
      locale: 'en',
      ...over,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const placed = (await res.json()) as PlacedOrder & { paymentUrl: string };
  const [payment] = await db()
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.orderId, placed.order.id));
  return { ...placed, sessionId: payment!.sessionId, email: placed.order.id };
}

/** What the order has become: status, payment, and every trace that must exist once. */
async function traces(orderId: string) {
  const [[order], [received], [tickets], [mails], [notices], [payment]] = await Promise.all([
    db().select().from(orders).where(eq(orders.id, orderId)),
    db()
      .select({ n: count() })
      .from(orderStatusEvents)
      .where(
        and(
          eq(orderStatusEvents.orderId, orderId),
          eq(orderStatusEvents.toStatus, 'pending'),
          eq(orderStatusEvents.kind, 'status'),
        ),
      ),
    db().select({ n: count() }).from(printJobs).where(eq(printJobs.orderId, orderId)),
    db()
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `invoice:${orderId}`)),
    db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.kind, 'new_order'), eq(notifications.refId, orderId))),
    db().select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId)),
  ]);
  return {
    status: order!.status,
    paymentStatus: order!.paymentStatus,
    received: received!.n,
    tickets: tickets!.n,
    invoices: mails!.n,
    notices: notices!.n,
    payment: payment!,
  };
}

const checkReturn = async (placed: { order: OrderView; trackingPath: string }) => {
  const key = new URL(placed.trackingPath, 'http://x').searchParams.get('key');
  const res = await callAs(server, `/api/orders/${placed.order.id}/payment-check?key=${key}`, {
    method: 'POST',
  });
  expect(res.status).toBe(200);
  return (await res.json()) as OrderView;
};

describe('Pay now', () => {
  it("is offered first once Stripe is set up, and opens a page of the order's total in dirhams", async () => {
    const methods = (await (await server.request('/api/payment-methods')).json()) as {
      methods: { method: string }[];
    };
    expect(methods.methods[0]!.method).toBe('online');
    stripe.webhook.delivery = 'hold';
    const placed = await placeOnline();
    expect(placed.paymentUrl).toBe(`${stripe.origin}/pay/${placed.sessionId}`);
    expect(placed.order.status).toBe('awaiting_payment');
    const session = stripe.sessions.get(placed.sessionId)!;
    expect(session.amount_total).toBe(placed.order.totalFils);
    expect(session.currency).toBe('aed');
    expect(session.metadata.orderId).toBe(placed.order.id);
    expect(session.success_url).toContain(`/orders/${placed.order.id}?key=`);
    // Waiting: not received, no ticket, no e-mail, no new-order notice, not on the board.
    expect(await traces(placed.order.id)).toMatchObject({
      status: 'awaiting_payment',
      received: 0,
      tickets: 0,
      invoices: 0,
      notices: 0,
    });
    const { cookie } = await signInAs(server, 'staff');
    const board = await (await callAs(server, '/api/admin/orders/board', { cookie })).text();
    expect(board).not.toContain(placed.order.id);
  });

  it('the same paid event three times at once: one change, one ticket, one e-mail, one notice', async () => {
    stripe.webhook.delivery = 'hold';
    const placed = await placeOnline();
    const paid = await stripe.pay(placed.sessionId);
    stripe.held.length = 0;
    const statuses = await Promise.all([stripe.send(paid), stripe.send(paid), stripe.send(paid)]);
    expect(statuses).toEqual([200, 200, 200]);
    const t = await traces(placed.order.id);
    expect(t).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      received: 1,
      tickets: 1,
      invoices: 1,
      notices: 1,
    });
    expect(t.payment).toMatchObject({
      state: 'captured',
      cardBrand: 'visa',
      cardLast4: '4242',
      capturedFils: placed.order.totalFils,
    });
    const [stored] = await db().select().from(stripeEvents).where(eq(stripeEvents.id, paid.id));
    expect(stored!.outcome).toBe('received');
    // A fourth, later: stored already, nothing changes.
    expect(await stripe.send(paid)).toBe(200);
    expect(await traces(placed.order.id)).toMatchObject({ received: 1, tickets: 1, invoices: 1 });
  });

  it('the return before the webhook settles it; the webhook after changes nothing', async () => {
    stripe.webhook.delivery = 'hold';
    const placed = await placeOnline();
    const paid = await stripe.pay(placed.sessionId, { wallet: 'apple_pay' });
    const view = await checkReturn(placed);
    expect(view.status).toBe('pending');
    expect(view.online).toMatchObject({
      state: 'captured',
      wallet: 'apple_pay',
      cardLast4: '4242',
      payUrl: null,
    });
    // The tax invoice says what paid, as the customer's statement will.
    const [invoice] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `invoice:${placed.order.id}`));
    expect(invoice!.textBody).toContain('Apple Pay •••• 4242');
    expect(await stripe.send(paid)).toBe(200);
    expect(await traces(placed.order.id)).toMatchObject({
      status: 'pending',
      received: 1,
      tickets: 1,
      invoices: 1,
      notices: 1,
    });
    const [stored] = await db().select().from(stripeEvents).where(eq(stripeEvents.id, paid.id));
    expect(stored!.outcome).toBe('unchanged');
  });

  it("the payment check answers only the order's owner or its key holder, and settles nothing for others", async () => {
    stripe.webhook.delivery = 'hold';
    const placed = await placeOnline();
    await stripe.pay(placed.sessionId);
    for (const query of ['', '?key=not-the-key']) {
      const res = await callAs(server, `/api/orders/${placed.order.id}/payment-check${query}`, {
        method: 'POST',
      });
      expect(res.status).toBe(404);
    }
    const { cookie } = await signInAs(server, 'staff');
    const other = await callAs(server, `/api/orders/${placed.order.id}/payment-check`, {
      method: 'POST',
      cookie,
    });
    expect(other.status).toBe(404);
    expect((await traces(placed.order.id)).status).toBe('awaiting_payment');
    // From another site (a cookie and a foreign Origin): refused before anything runs.
    const foreign = await server.request(`/api/orders/${placed.order.id}/payment-check`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(foreign.status).toBe(403);
  });

  it('the webhook before the return: the return finds it received', async () => {
    stripe.webhook.delivery = 'now';
    const placed = await placeOnline();
    await stripe.pay(placed.sessionId);
    expect((await traces(placed.order.id)).status).toBe('pending');
    expect((await checkReturn(placed)).status).toBe('pending');
    expect(await traces(placed.order.id)).toMatchObject({ received: 1, tickets: 1, invoices: 1 });
  });

  it('no webhook and no return: the run settles a payment open for 15 minutes', async () => {
    stripe.webhook.delivery = 'never';
    const placed = await placeOnline();
    await stripe.pay(placed.sessionId);
    // Not yet: open for less than 15 minutes.
    expect((await reconcileOnlinePayments(ctx)).settled).toBe(0);
    expect((await traces(placed.order.id)).status).toBe('awaiting_payment');
    const later = new Date(Date.now() + 16 * 60_000);
    await reconcileOnlinePayments(ctx, later);
    expect(await traces(placed.order.id)).toMatchObject({
      status: 'pending',
      received: 1,
      tickets: 1,
      invoices: 1,
    });
  });

  it('an abandoned page cancels its order as payment not completed; a late success never undoes it', async () => {
    stripe.webhook.delivery = 'now';
    const placed = await placeOnline();
    await stripe.expire(placed.sessionId);
    const t = await traces(placed.order.id);
    expect(t).toMatchObject({ status: 'cancelled', received: 0, tickets: 0, invoices: 0, notices: 0 });
    expect(t.payment.state).toBe('expired');
    const [why] = await db()
      .select({ reason: orderStatusEvents.reason })
      .from(orderStatusEvents)
      .where(
        and(eq(orderStatusEvents.orderId, placed.order.id), eq(orderStatusEvents.toStatus, 'cancelled')),
      );
    expect(why!.reason).toBe('payment_not_completed');
    // A "completed" event for it (forged order of events): Stripe says expired; nothing changes.
    const session = stripe.sessions.get(placed.sessionId)!;
    expect(
      await stripe.send(stripe.event('checkout.session.completed', { ...session, captureMethod: undefined })),
    ).toBe(200);
    expect((await traces(placed.order.id)).status).toBe('cancelled');
  });

  it('the page left open past its expiry is expired at Stripe by the run, which cancels the order', async () => {
    stripe.webhook.delivery = 'never';
    const placed = await placeOnline();
    await reconcileOnlinePayments(ctx, new Date(Date.now() + 31 * 60_000));
    expect(stripe.sessions.get(placed.sessionId)!.status).toBe('expired');
    expect((await traces(placed.order.id)).status).toBe('cancelled');
  });

  it('an expiry event after a success changes nothing', async () => {
    stripe.webhook.delivery = 'now';
    const placed = await placeOnline();
    await stripe.pay(placed.sessionId);
    const session = stripe.sessions.get(placed.sessionId)!;
    const expired: StandinEvent = stripe.event('checkout.session.expired', { ...session, status: 'expired' });
    expect(await stripe.send(expired)).toBe(200);
    expect(await traces(placed.order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      received: 1,
    });
  });

  it("refuses a forged or replayed event, and ignores another account's and an unknown session's", async () => {
    stripe.webhook.delivery = 'hold';
    const placed = await placeOnline();
    const paid = await stripe.pay(placed.sessionId);
    const eventsBefore = (await db().select({ n: count() }).from(stripeEvents))[0]!.n;
    expect(await stripe.send(paid, { secret: 'whsec_somebodyelse' })).toBe(400);
    expect(await stripe.send(paid, { timestamp: Math.floor(Date.now() / 1000) - 600 })).toBe(400);
    const altered = await server.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify(paid),
    });
    expect(altered.status).toBe(400);
    expect(await codeOf(altered)).toBe('invalid_signature');
    expect((await db().select({ n: count() }).from(stripeEvents))[0]!.n).toBe(eventsBefore);
    expect((await traces(placed.order.id)).status).toBe('awaiting_payment');
    const other = { ...paid, id: `evt_${randomUUID()}`, account: 'acct_other' };
    expect(await stripe.send(other)).toBe(200);
    const unknown = stripe.event('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
    });
    expect(await stripe.send(unknown)).toBe(200);
    expect((await traces(placed.order.id)).status).toBe('awaiting_payment');
    const outcomes = await db()
      .select({ id: stripeEvents.id, outcome: stripeEvents.outcome })
      .from(stripeEvents);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { id: other.id, outcome: 'another_account' },
        { id: unknown.id, outcome: 'unknown_object' },
      ]),
    );
  });

  it('an amount that does not match the order is not marked paid and is flagged to the owner', async () => {
    stripe.webhook.delivery = 'hold';
    const placed = await placeOnline();
    stripe.sessions.get(placed.sessionId)!.amount_total = placed.order.totalFils - 100;
    const paid = await stripe.pay(placed.sessionId);
    expect(await stripe.send(paid)).toBe(200);
    const t = await traces(placed.order.id);
    expect(t).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'unpaid',
      received: 0,
      tickets: 0,
      invoices: 0,
    });
    expect(t.payment.problem).toContain(String(placed.order.totalFils - 100));
    const flagged = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.kind, 'payment_problem'), eq(notifications.refId, placed.order.id)));
    expect(flagged[0]!.n).toBe(1);
    // Flagged once: the same payment's next event and the minute's run find it written already.
    expect(await stripe.send({ ...paid, id: `evt_${randomUUID()}` })).toBe(200);
    await reconcileOnlinePayments(ctx, new Date(Date.now() + 16 * 60_000));
    const again = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.kind, 'payment_problem'), eq(notifications.refId, placed.order.id)));
    expect(again[0]!.n).toBe(1);
    expect((await traces(placed.order.id)).status).toBe('awaiting_payment');
  });

  it('Stripe unreachable at the order: a clear 503 and nothing written', async () => {
    const before = (await db().select({ n: count() }).from(orders))[0]!.n;
    stripe.down = true;
    try {
      const res = await callAs(server, '/api/orders', {
        method: 'POST',
        body: {
          idempotencyKey: randomUUID(),
          name: 'Mariam',
          email: `payer.${randomUUID()}@example.com`,
          plate: { emirate: 'dubai', code: 'AB', number: '12345' },
          paymentMethod: 'online',
          lines: [{ productId: product(0).id, size: 'medium', quantity: 1 }],
          locale: 'ar',
        },
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { code: string; message_ar: string; message_en: string } };
      expect(body.error.code).toBe('payment_unavailable');
      expect(body.error.message_ar).toMatch(/[\u0600-\u06FF]/);
    } finally {
      stripe.down = false;
    }
    expect((await db().select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });
});

describe('The money of an order paid online', () => {
  const gatewaysKey = 'payments.gateways';
  async function setTransactionType(transactionType: 'authorize_only' | 'authorize_capture') {
    const value = DEFAULT_GATEWAYS.map((g) => (g.id === 'stripe' ? { ...g, transactionType } : g));
    await db()
      .insert(settings)
      .values({ key: gatewaysKey, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
  /** An order placed and paid with "authorize only": its card held. The owner's choice is put back after. */
  async function heldOrder() {
    await setTransactionType('authorize_only');
    try {
      stripe.webhook.delivery = 'now';
      const placed = await placeOnline();
      await stripe.pay(placed.sessionId);
      return placed;
    } finally {
      await setTransactionType('authorize_capture');
    }
  }
  const admin = (p: string, cookie: string, body: unknown, method = 'POST') =>
    callAs(server, `/api/admin${p}`, { method, cookie, body });
  const intentOf = (sessionId: string) =>
    stripe.paymentIntents.get(stripe.sessions.get(sessionId)!.payment_intent!)!;
  const mailsOf = async (orderId: string) =>
    (await db().select({ key: mailOutbox.dedupeKey }).from(mailOutbox))
      .map((m) => m.key)
      .filter((k) => k?.endsWith(orderId));

  it('authorize only: held at the order, taken at the hand-over, never marked paid by hand', async () => {
    const placed = await heldOrder();
    const held = await traces(placed.order.id);
    expect(held).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      received: 1,
      tickets: 1,
      invoices: 0,
    });
    expect(held.payment.state).toBe('held');
    expect(intentOf(placed.sessionId).status).toBe('requires_capture');
    // One e-mail so far: the confirmation (the invoice follows the money).
    expect(await mailsOf(placed.order.id)).toEqual([`receipt:${placed.order.id}`]);
    const { cookie } = await signInAs(server, 'staff');
    const byHand = await admin(`/orders/${placed.order.id}/paid`, cookie, { method: 'card' });
    expect(byHand.status).toBe(409);
    expect(await codeOf(byHand)).toBe('order_paid_online');
    // Handed over: taken now, no "handed over unpaid" reason asked.
    const handed = await admin(`/orders/${placed.order.id}`, cookie, { status: 'completed' }, 'PATCH');
    expect(handed.status, await handed.clone().text()).toBe(200);
    expect(intentOf(placed.sessionId).status).toBe('succeeded');
    const taken = await traces(placed.order.id);
    expect(taken).toMatchObject({ status: 'completed', paymentStatus: 'paid', invoices: 1 });
    expect(taken.payment).toMatchObject({ state: 'captured', capturedFils: placed.order.totalFils });
  });

  it('authorize only: a cancelled order lets the hold go, with nothing to refund', async () => {
    const placed = await heldOrder();
    const { cookie } = await signInAs(server, 'staff');
    const res = await admin(`/orders/${placed.order.id}/cancel`, cookie, { reason: 'out_of_stock' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(intentOf(placed.sessionId).status).toBe('canceled');
    const t = await traces(placed.order.id);
    expect(t).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(t.payment.state).toBe('released');
    expect(stripe.refunds.filter((r) => r.payment_intent === intentOf(placed.sessionId).id)).toHaveLength(0);
  });

  it('a hold about to lapse is taken by the run, never forgotten', async () => {
    const placed = await heldOrder();
    await reconcileOnlinePayments(ctx, new Date(Date.now() + 6.8 * 24 * 3_600_000));
    expect(intentOf(placed.sessionId).status).toBe('succeeded');
    expect(await traces(placed.order.id)).toMatchObject({ paymentStatus: 'paid', invoices: 1 });
  });

  it('refunds go back through Stripe before their credit note; their own webhook adds none', async () => {
    stripe.webhook.delivery = 'now';
    const placed = await placeOnline();
    await stripe.pay(placed.sessionId);
    const { cookie } = await signInAs(server, 'manager');
    const part = await admin(`/orders/${placed.order.id}/refunds`, cookie, {
      amountFils: 500,
      method: 'card',
      reason: 'quality',
    });
    expect(part.status, await part.clone().text()).toBe(201);
    const intent = intentOf(placed.sessionId);
    const given = () => stripe.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount);
    expect(given()).toEqual([500]);
    const notes = async () =>
      (
        await db()
          .select()
          .from((await import('@/server/db/schema')).refunds)
      ).filter((r) => r.orderId === placed.order.id);
    expect((await notes()).map((n) => [n.amountFils, n.method])).toEqual([[500, 'online']]);
    // Cancelled: the rest goes back through Stripe, with the cancellation's credit note.
    const cancel = await admin(`/orders/${placed.order.id}/cancel`, cookie, { reason: 'staff_error' });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect(given()).toEqual([500, placed.order.totalFils - 500]);
    expect((await notes()).map((n) => n.amountFils).sort((a, b) => a - b)).toEqual(
      [500, placed.order.totalFils - 500].sort((a, b) => a - b),
    );
    expect((await traces(placed.order.id)).payment.state).toBe('refunded');
  });

  it("a refund made in Stripe's dashboard reaches the order with its credit note, once", async () => {
    stripe.webhook.delivery = 'hold';
    const placed = await placeOnline();
    const paid = await stripe.pay(placed.sessionId);
    await stripe.send(paid);
    stripe.held.length = 0;
    const { stripeClient } = await import('@/features/payments/server');
    await stripeClient('sk_test_standin', stripe.origin).refunds.create({
      payment_intent: intentOf(placed.sessionId).id,
      amount: 700,
    });
    const refunded = stripe.held.find((e) => e.type === 'charge.refunded')!;
    expect(await stripe.send(refunded)).toBe(200);
    expect(await stripe.send(refunded)).toBe(200);
    const { refunds } = await import('@/server/db/schema');
    const notes = (await db().select().from(refunds)).filter((r) => r.orderId === placed.order.id);
    expect(notes.map((n) => [n.amountFils, n.method, n.createdByName])).toEqual([[700, 'online', 'Stripe']]);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order!.refundedFils).toBe(700);
  });
});

describe('Online payments in the shift', () => {
  it('are counted apart from the drawer: the cash expected never includes them', async () => {
    const { cookie } = await signInAs(server, 'manager');
    const float = 20_000;
    const opened = await openShift(server, cookie, float);
    expect(opened.status, await opened.clone().text()).toBe(201);
    stripe.webhook.delivery = 'now';
    const placed = await placeOnline();
    await stripe.pay(placed.sessionId);
    const current = (await (await callAs(server, '/api/admin/shifts/current', { cookie })).json()) as {
      report: {
        figures: {
          byMethod: { method: string; grossFils: number }[];
          cashPaidFils: number;
          expectedCashFils: number;
        };
      };
    };
    const { figures } = current.report;
    expect(figures.byMethod.find((m) => m.method === 'online')!.grossFils).toBeGreaterThanOrEqual(
      placed.order.totalFils,
    );
    expect(figures.cashPaidFils).toBe(0);
    expect(figures.expectedCashFils).toBe(float);
  });
});

describe('Pay now for later (decision 079)', () => {
  it('paid, an order for later waits as scheduled (no ticket, no notice) and is received at its start', async () => {
    const slots = { enabled: true, lengthMinutes: 10, capacity: 5 };
    await db()
      .insert(settings)
      .values({ key: 'store.slots', value: slots })
      .onConflictDoUpdate({ target: settings.key, set: { value: slots } });
    // 10:03 in the shop (Asia/Dubai); the slot at 11:00 the same day.
    setTestClock(new Date('2026-12-01T10:03:00+04:00'));
    const slot = new Date('2026-12-01T11:00:00+04:00');
    try {
      stripe.webhook.delivery = 'hold';
      const placed = await placeOnline({ scheduledFor: slot.toISOString() });
      expect(placed.order.status).toBe('awaiting_payment');
      const paid = await stripe.pay(placed.sessionId);
      stripe.held.length = 0;
      expect(await stripe.send(paid)).toBe(200);
      expect(await traces(placed.order.id)).toMatchObject({
        status: 'scheduled',
        paymentStatus: 'paid',
        received: 0,
        tickets: 0,
        notices: 0,
        invoices: 1,
      });
      const [row] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
      expect(row!.promisedAt!.toISOString()).toBe(slot.toISOString());
      const started = await startDueOrders({ db: db(), received: queueKitchenTicket }, slot);
      expect(started).toContain(placed.order.id);
      expect(await traces(placed.order.id)).toMatchObject({
        status: 'pending',
        received: 1,
        tickets: 1,
        notices: 1,
      });
    } finally {
      setTestClock(null);
    }
  });
});
