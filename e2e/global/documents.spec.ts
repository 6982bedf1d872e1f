// Global (one worker): the printer is shop-wide. A cancelled, refunded order reads refunded on the
// printed receipt's bytes and on the customer's page; the customer's page keeps «وصلت» on a
// phone's first screen and drops what no longer applies (issue 35, decision 063).
import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { Browser } from '@playwright/test';
import { ORIGIN } from '../account-helpers';
import { signInToAdmin } from '../admin-helpers';
import { placeGuestOrder } from '../admin-orders-helpers';
import { expect, type Lang, LANGS, lookAt, oneScreen, open, t, test } from '../fixtures';
import { E2E_PORT } from '../env';

const plate = () => `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`;

/** The printer: a TCP listener keeping what each connection sent. */
async function listener() {
  const tickets: Buffer[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('end', () => tickets.push(Buffer.concat(chunks)));
    socket.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    tickets,
    port: (server.address() as net.AddressInfo).port,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Windows-1256 bytes of a text (what the printer's Arabic code page receives). */
function cp1256(text: string): Buffer {
  const decoded = new TextDecoder('windows-1256').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i));
  return Buffer.from([...text].map((c) => (c < '\x80' ? c.charCodeAt(0) : 128 + [...decoded].indexOf(c))));
}

/** The customer's page on a 390×844 phone, in `lang`. */
async function phonePage(browser: Browser, lang: Lang, path: string) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'lang', value: lang, url: `http://127.0.0.1:${E2E_PORT}` }]);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return { page, close: () => context.close() };
}

for (const lang of LANGS) {
  test.describe(`documents that say what is true (${lang})`, oneScreen, () => {
    test('a cancelled, refunded Apple Pay order reads refunded on the printed receipt and the customer’s page; an open one shows «وصلت» at once', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const printer = await listener();
      const post = (path: string, data?: unknown) =>
        page.request.post(`/api/admin${path}`, { headers: { Origin: ORIGIN }, data });
      try {
        await signInToAdmin(page, lang);
        const settings = await page.request.put('/api/admin/printer/settings', {
          headers: { Origin: ORIGIN },
          data: {
            enabled: true,
            host: '127.0.0.1',
            port: printer.port,
            paperWidth: 80,
            autoKitchen: false,
            arabic: 'text',
            kitchenLanguage: 'both',
          },
        });
        expect(settings.status()).toBe(200);

        // Paid by Apple Pay at the car, then cancelled by the owner: refunded in full.
        const refunded = await placeGuestOrder(page, request, { name: 'Hessa', carPlate: plate(), lang });
        const id = refunded.order.id;
        expect((await post(`/orders/${id}/paid`, { method: 'apple_pay' })).status()).toBe(200);
        expect((await post(`/orders/${id}/cancel`, { reason: 'customer_request' })).status()).toBe(200);
        expect((await post(`/orders/${id}/print-invoice`)).status()).toBe(201);
        await expect.poll(() => printer.tickets.length, { timeout: 20_000 }).toBe(1);
        const bytes = printer.tickets[0]!;
        const word = (key: string) => cp1256(t(lang, `admin-orders:paymentState.${key}`));
        if (lang === 'en') {
          expect(bytes.toString('latin1')).toContain('Apple Pay · Refunded');
          expect(bytes.toString('latin1')).not.toMatch(/\bPaid\b/);
        } else {
          expect(bytes.includes(cp1256('مُسترد'))).toBe(true);
          expect(bytes.includes(cp1256('مدفوع'))).toBe(false);
          expect(word('refunded').length).toBeGreaterThan(0);
        }

        // Its credit note printed from its own page, on the same roll: the title, and the invoice it reduces.
        const detail = (await (await page.request.get(`/api/admin/orders/${id}`)).json()) as {
          refunds: { number: number }[];
        };
        const note = detail.refunds[0]!.number;
        await open(page, `/admin/orders/${id}/credit-notes/${note}`, lang);
        const cn = `CN-${String(note).padStart(4, '0')}`;
        await page
          .getByRole('button', { name: t(lang, 'admin-printing:print.creditNote', { number: cn }) })
          .click();
        await expect(page.getByText(t(lang, 'admin-printing:print.queued'))).toBeVisible();
        await expect.poll(() => printer.tickets.length, { timeout: 20_000 }).toBe(2);
        const credit = printer.tickets[1]!;
        expect(credit.toString('latin1')).toContain(cn);
        expect(credit.toString('latin1')).toContain(String(refunded.order.number));
        if (lang === 'en') expect(credit.toString('latin1')).toContain('Tax Credit Note');
        else expect(credit.includes(cp1256('إشعار دائن'))).toBe(true);

        // The customer's page: refunded, no thank-you, no "I'm here", no way to pay.
        const cancelled = await phonePage(browser, lang, refunded.trackingPath);
        const state = cancelled.page.locator('[data-payment-state]');
        await expect(state).toHaveAttribute('data-payment-state', 'refunded');
        await expect(state).toHaveText(t(lang, 'orders:paymentState.refunded'));
        await expect(
          cancelled.page.getByText(t(lang, 'orders:paymentState.paid'), { exact: true }),
        ).toHaveCount(0);
        await expect(
          cancelled.page.getByRole('button', { name: t(lang, 'orders:arrival.button') }),
        ).toHaveCount(0);
        await lookAt(cancelled.page, `order-cancelled-${lang}-390`, { fullPage: true });
        await cancelled.close();

        // An open order: «وصلت» inside the first screen, without scrolling.
        const openOrder = await placeGuestOrder(page, request, { name: 'Maitha', carPlate: plate(), lang });
        const phone = await phonePage(browser, lang, openOrder.trackingPath);
        const button = phone.page.getByRole('button', { name: t(lang, 'orders:arrival.button') });
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(await phone.page.evaluate(() => window.scrollY)).toBe(0);
        expect(box.y + box.height).toBeLessThanOrEqual(844);
        await lookAt(phone.page, `order-open-${lang}-390`);
        await phone.close();

        // Paid and handed over: paid, and nothing left to do.
        const done = await placeGuestOrder(page, request, { name: 'Mozah', carPlate: plate(), lang });
        expect((await post(`/orders/${done.order.id}/paid`, { method: 'card' })).status()).toBe(200);
        const moved = await page.request.patch(`/api/admin/orders/${done.order.id}`, {
          headers: { Origin: ORIGIN },
          data: { status: 'completed' },
        });
        expect(moved.status()).toBe(200);
        const completed = await phonePage(browser, lang, done.trackingPath);
        await expect(completed.page.locator('[data-payment-state]')).toHaveAttribute(
          'data-payment-state',
          'paid',
        );
        await expect(
          completed.page.getByRole('button', { name: t(lang, 'orders:arrival.button') }),
        ).toHaveCount(0);
        await expect(completed.page.getByTestId('chime-prompt')).toHaveCount(0);
        await lookAt(completed.page, `order-completed-${lang}-390`, { fullPage: true });
        await completed.close();
      } finally {
        await page.request.put('/api/admin/printer/settings', {
          headers: { Origin: ORIGIN },
          data: { enabled: false, host: '', port: 9100, paperWidth: 80, autoKitchen: true, arabic: 'image' },
        });
        await printer.stop();
      }
    });
  });
}
