import fs from 'node:fs';
import { startStripeStandin, type StripeStandin } from '../src/server/testing/stripe-standin-test-kit';
import { expectNoSeriousViolations } from './axe';
import { fillCart, fillPlate } from './checkout-helpers';
import { E2E_DATA_DIR, E2E_OWNER, E2E_PORT } from './env';
import { customerJourney, expect, LANGS, lookAt, t, test, untilHydrated } from './fixtures';
import { serverEnv } from './server-env';
import { startServer, type WorkerServer } from './worker-server';

/*
 * Pay now (issue 37), end to end: the shop's built server, with Stripe's keys from its environment,
 * against a Stripe stand-in of this journey's own (its hosted page pays, pays with Apple Pay,
 * declines or is left; its webhooks reach the server signed as Stripe signs them). A server of its
 * own: the other journeys' checkout keeps offering only the ways to pay at the car.
 */

const KEYS = { secretKey: 'sk_test_AseerPayNowJourney4242', webhookSecret: 'whsec_AseerPayNowJourney7788' };

for (const lang of LANGS) {
  test.describe(`pay now (${lang})`, customerJourney(lang), () => {
    let stripe: StripeStandin;
    let server: WorkerServer;
    let base: string;
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern
    test.beforeAll(async ({}, info) => {
      test.setTimeout(120_000);
      const port = E2E_PORT + 60 + info.workerIndex;
      base = `http://127.0.0.1:${port}`;
      const dataDir = `${E2E_DATA_DIR}-paynow-${info.workerIndex}`;
      fs.rmSync(dataDir, { recursive: true, force: true });
      stripe = await startStripeStandin({
        secretKey: KEYS.secretKey,
        webhookSecret: KEYS.webhookSecret,
        webhookUrl: `${base}/api/payments/stripe/webhook`,
      });
      server = await startServer(['dist/server/index.js'], {
        ...serverEnv(port, dataDir),
        STRIPE_SECRET_KEY: KEYS.secretKey,
        STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
        STRIPE_API_URL: stripe.origin,
      });
    });
    test.afterAll(async () => {
      await server?.stop();
      await stripe?.close();
    });

    async function checkout(page: import('@playwright/test').Page, who: string) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
      await page.goto(`${base}/checkout`);
      await untilHydrated(page);
      const payNow = page.getByRole('radio', { name: new RegExp(t(lang, 'checkout:payment.online')) });
      // Offered first, with what it takes.
      await expect(page.getByRole('radio').first()).toHaveAccessibleName(
        new RegExp(t(lang, 'checkout:payment.online')),
      );
      await payNow.check();
      await expect(page.getByText(t(lang, 'checkout:payNowNote'))).toBeVisible();
      await page
        .getByLabel(t(lang, 'checkout:fields.name'))
        .fill(lang === 'ar' ? 'مريم الكعبي' : 'Mariam Al Kaabi');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`${who}-${lang}-${Date.now()}@example.com`);
      await fillPlate(page, lang, { emirate: 'abu_dhabi', code: '7', number: '4321' });
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      // On Stripe's page (the stand-in's), for the order's total in dirhams.
      await expect(page.getByRole('heading', { name: /^Pay AED \d+\.\d\d$/ })).toBeVisible();
      return new URL(page.url()).pathname.split('/').pop()!;
    }

    test("pays with Apple Pay on Stripe's page and comes back to an order the kitchen has", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
      await page.goto(`${base}/`);
      const { totalFils } = await fillCart(page, [{ index: 0, size: 1, quantity: 2 }], base);
      const sessionId = await checkout(page, 'paid');
      expect(stripe.sessions.get(sessionId)!.amount_total).toBe(totalFils);
      await page.getByRole('button', { name: 'Apple Pay' }).click();
      // Back on the order's own page: received, paid with Apple Pay.
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\?key=.+&paid=1$/);
      await expect(page.getByText(t(lang, 'orders:statusLine.pending'))).toBeVisible();
      await expect(
        page.getByText(t(lang, 'orders:online.paidBy', { method: 'Apple Pay', last4: '4242' })),
      ).toBeVisible();
      await expect(page.getByText(t(lang, 'orders:paymentState.paid'))).toBeVisible();
      await expectNoSeriousViolations(page);
      await lookAt(page, `paid-${lang}`, { fullPage: true });
    });

    test('a declined card, then the page left: the order waits, then is cancelled with nothing charged', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
      await page.goto(`${base}/`);
      await fillCart(page, [{ index: 1, size: 0, quantity: 1 }], base);
      const sessionId = await checkout(page, 'left');
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
      await page.getByRole('link', { name: 'Back' }).click();
      // Back without paying: the order waits for its payment, with the way back to Stripe's page.
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\?key=.+&paid=0$/);
      await expect(page.getByText(t(lang, 'orders:online.waitingTitle'))).toBeVisible();
      await expect(page.getByRole('link', { name: t(lang, 'orders:online.payNow') })).toHaveAttribute(
        'href',
        `${stripe.origin}/pay/${sessionId}`,
      );
      await expectNoSeriousViolations(page);
      await lookAt(page, `waiting-${lang}`, { fullPage: true });
      // Stripe closes the page (30 minutes on): the order is cancelled, live, and says why.
      await stripe.expire(sessionId);
      await expect(page.getByText(t(lang, 'orders:online.notCompleted'))).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText(t(lang, 'orders:statusLine.cancelled'))).toBeVisible();
    });

    test('authorize only: the card is held at the order and taken when the runner hands it over', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const owner = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const staff = await owner.newPage();
      const login = await staff.request.post(`${base}/api/account/login`, {
        headers: { Origin: base },
        data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
      });
      expect(login.status()).toBe(200);
      // The owner picks "authorize only" (the keys come from the server's environment).
      const setType = async (transactionType: string) => {
        const res = await staff.request.put(`${base}/api/admin/payments/gateways/stripe`, {
          headers: { Origin: base },
          data: { ...gatewayFields, transactionType },
        });
        expect(res.status(), await res.text()).toBe(200);
      };
      const list = (await (await staff.request.get(`${base}/api/admin/payments/gateways`)).json()) as {
        gateways: Record<string, unknown>[];
      };
      const {
        id: _id,
        name: _name,
        connection: _c,
        ...gatewayFields
      } = list.gateways.find((g) => g.id === 'stripe')!;
      await setType('authorize_only');
      try {
        await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
        await page.goto(`${base}/`);
        await fillCart(page, [{ index: 2, size: 1, quantity: 1 }], base);
        const sessionId = await checkout(page, 'held');
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await expect(page.getByText(t(lang, 'orders:statusLine.pending'))).toBeVisible();
        await expect(page.getByText(t(lang, 'orders:online.stateHeld'))).toBeVisible();
        const intent = () => stripe.paymentIntents.get(stripe.sessions.get(sessionId)!.payment_intent!)!;
        expect(intent().status).toBe('requires_capture');

        // The runner's board: nothing to collect, no "Mark paid", no "handed over unpaid" question.
        await staff.context().addCookies([{ name: 'lang', value: lang, url: base }]);
        await staff.goto(`${base}/admin/board`);
        const number = (await page.locator('h1, h2').filter({ hasText: '#' }).first().innerText()).match(
          /#(\d+)/,
        )![1];
        const card = staff.locator(`article[data-order="${number}"]`);
        await expect(card).toBeVisible({ timeout: 10_000 });
        await expect(card.locator('[data-money="held"]')).toHaveText(
          t(lang, 'admin-orders:collect.heldOnline'),
        );
        await expect(card.getByRole('button', { name: t(lang, 'admin-orders:board.markPaid') })).toHaveCount(
          0,
        );
        await lookAt(card, `board-held-${lang}`);
        await card.getByRole('button', { name: t(lang, 'admin-orders:board.start') }).click();
        await card.getByRole('button', { name: t(lang, 'admin-orders:board.markReady') }).click();
        await card.getByRole('button', { name: t(lang, 'admin-orders:board.handOver') }).click();
        await expect(card).toHaveAttribute('data-status', 'completed');
        await expect(card.locator('[data-money="paid"]')).toBeVisible();
        expect(intent().status).toBe('succeeded');
        // The customer's page: paid now.
        await expect(page.getByText(t(lang, 'orders:paymentState.paid'))).toBeVisible({ timeout: 10_000 });
      } finally {
        await setType('authorize_capture');
        await owner.close();
      }
    });

    test('cancelled from the board: a paid order is given back through Stripe, a held card is let go', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const login = await page.request.post(`${base}/api/account/login`, {
        headers: { Origin: base },
        data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
      });
      expect(login.status()).toBe(200);
      const menu = (await (await page.request.get(`${base}/api/catalog/menu`)).json()) as {
        products: { id: string; soldOut: boolean; sizes: { size: string }[] }[];
      };
      const product = menu.products.find((p) => !p.soldOut)!;
      /** An order paid on Stripe's page (placed here by the owner's session, as a staff order may be). */
      const paidOnline = async () => {
        const res = await page.context().request.fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { Origin: base },
          data: {
            idempotencyKey: crypto.randomUUID(),
            name: lang === 'ar' ? 'سعيد' : 'Saeed',
            email: `board-${lang}-${Date.now()}@example.com`,
            plate: { emirate: 'dubai', code: 'K', number: '2468' },
            paymentMethod: 'online',
            lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 2 }],
            locale: lang,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        const placed = (await res.json()) as {
          order: { id: string; number: number; totalFils: number };
          paymentUrl: string;
        };
        const sessionId = placed.paymentUrl.split('/').pop()!;
        await stripe.pay(sessionId);
        return {
          ...placed.order,
          intent: () => stripe.paymentIntents.get(stripe.sessions.get(sessionId)!.payment_intent!)!,
        };
      };
      const cancelOnBoard = async (number: number) => {
        await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
        await page.goto(`${base}/admin/board`);
        const card = page.locator(`article[data-order="${number}"]`);
        await card.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') }).click();
        const dialog = page.getByRole('dialog', {
          name: t(lang, 'admin-orders:board.cancelTitle', { number: `\u2066#${number}\u2069` }),
        });
        await dialog
          .getByLabel(t(lang, 'admin-orders:money.reason'), { exact: true })
          .selectOption('out_of_stock');
        return dialog;
      };

      // Paid: the dialog says where the money goes; no way to pick another.
      const paid = await paidOnline();
      const dialog = await cancelOnBoard(paid.number);
      await expect(dialog.getByText(t(lang, 'admin-orders:money.throughStripe'))).toBeVisible();
      await expect(dialog.getByLabel(t(lang, 'admin-orders:money.refundMethod'))).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') }).click();
      await expect(
        page.getByText(t(lang, 'admin-orders:board.cancelled', { number: `\u2066#${paid.number}\u2069` })),
      ).toBeVisible();
      expect(
        stripe.refunds.filter((r) => r.payment_intent === paid.intent().id).map((r) => r.amount),
      ).toEqual([paid.totalFils]);
      const detail = (await (await page.request.get(`${base}/api/admin/orders/${paid.id}`)).json()) as {
        status: string;
        refunds: { method: string; amountFils: number }[];
      };
      expect(detail.status).toBe('cancelled');
      expect(detail.refunds.map((r) => [r.method, r.amountFils])).toEqual([['online', paid.totalFils]]);

      // Held ("authorize only"): cancelling lets the hold go, nothing to refund.
      const list = (await (await page.request.get(`${base}/api/admin/payments/gateways`)).json()) as {
        gateways: Record<string, unknown>[];
      };
      const {
        id: _id,
        name: _name,
        connection: _c,
        ...fields
      } = list.gateways.find((g) => g.id === 'stripe')!;
      const setType = async (transactionType: string) =>
        expect(
          (
            await page.request.put(`${base}/api/admin/payments/gateways/stripe`, {
              headers: { Origin: base },
              data: { ...fields, transactionType },
            })
          ).status(),
        ).toBe(200);
      await setType('authorize_only');
      try {
        const held = await paidOnline();
        expect(held.intent().status).toBe('requires_capture');
        const heldDialog = await cancelOnBoard(held.number);
        await expect(heldDialog.getByText(t(lang, 'admin-orders:money.throughStripe'))).toHaveCount(0);
        await heldDialog.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') }).click();
        await expect(
          page.getByText(t(lang, 'admin-orders:board.cancelled', { number: `\u2066#${held.number}\u2069` })),
        ).toBeVisible();
        expect(held.intent().status).toBe('canceled');
        expect(stripe.refunds.filter((r) => r.payment_intent === held.intent().id)).toHaveLength(0);
      } finally {
        await setType('authorize_capture');
      }
    });
  });
}
