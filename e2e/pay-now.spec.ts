import fs from 'node:fs';
import { startStripeStandin, type StripeStandin } from '../src/server/testing/stripe-standin';
import { expectNoSeriousViolations } from './axe';
import { fillCart, fillPlate } from './checkout-helpers';
import { E2E_DATA_DIR, E2E_PORT } from './env';
import { customerJourney, expect, LANGS, t, test, untilHydrated } from './fixtures';
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
      await page.screenshot({ path: `/tmp/shots-paynow/paid-${lang}.png`, fullPage: true });
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
      await page.screenshot({ path: `/tmp/shots-paynow/waiting-${lang}.png`, fullPage: true });
      // Stripe closes the page (30 minutes on): the order is cancelled, live, and says why.
      await stripe.expire(sessionId);
      await expect(page.getByText(t(lang, 'orders:online.notCompleted'))).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText(t(lang, 'orders:statusLine.cancelled'))).toBeVisible();
    });
  });
}
