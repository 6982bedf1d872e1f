// With the global journeys (one worker): the printer is shop-wide, and while it is "off" the
// orders of journeys running alongside would queue tickets and show its banner.
import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { PrinterStatus } from '../../src/features/printing/printing.schema';
import { ORIGIN } from '../account-helpers';
import { openSection, settleToasts, signInToAdmin } from '../admin-helpers';
import { placeGuestOrder } from '../admin-orders-helpers';
import { expect, LANGS, lookAt, shot, staffJourney, t, test } from '../fixtures';

/** The kitchen printer, in the test process: a TCP listener keeping what each connection sent. */
async function listener() {
  const tickets: string[] = [];
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      const s = net.createServer((socket) => {
        const chunks: Buffer[] = [];
        socket.on('data', (d) => chunks.push(d));
        socket.on('end', () => tickets.push(Buffer.concat(chunks).toString('latin1')));
        socket.on('error', () => {});
      });
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await start();
  return {
    tickets,
    port: () => port,
    start,
    stop: () => new Promise<void>((r) => (server ? server.close(() => r()) : r())),
    /** The tickets that name this car plate. */
    naming: (plate: string) => tickets.filter((x) => x.includes(plate)),
  };
}

const plate = () => `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`;

for (const lang of LANGS) {
  test.describe(`kitchen printer (${lang})`, staffJourney(lang), () => {
    test('the owner sets the printer up and test-prints; each order prints once, also after the printer was off', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const p = (key: string, vars?: Record<string, string | number>) =>
        t(lang, `admin-printing:${key}`, vars);
      const printer = await listener();
      try {
        await signInToAdmin(page, lang);
        await openSection(page, lang, 'settings');
        const section = page.locator('[data-printer-settings]');
        await expect(section.getByRole('heading', { name: p('settings.title') })).toBeVisible();
        await section.getByRole('switch', { name: p('settings.enabled') }).check();
        await section.getByLabel(p('settings.host')).fill('127.0.0.1');
        await section.getByLabel(p('settings.port')).fill(String(printer.port()));
        await section.getByLabel(p('settings.paperWidth')).selectOption('80');
        await section.getByRole('switch', { name: p('settings.autoKitchen') }).check();
        // Text mode: the journey reads the plate in the bytes (the picture mode is tested in Vitest).
        await section.getByRole('radio', { name: p('settings.arabicText') }).check();
        // The kitchen reads English (many juice makers do), whatever the screen's language.
        await section.getByRole('radio', { name: p('settings.kitchenLanguages.en'), exact: true }).check();
        await section.getByRole('button', { name: p('settings.save') }).click();
        await expect(page.getByText(p('settings.saved'))).toBeVisible();
        const preview = section.locator('img[data-printer-preview]');
        await expect(preview).toBeVisible();
        await expect
          .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await settleToasts(page);
        await lookAt(section, `printer-settings-${lang}-${info.project.name}`);
        await section.getByRole('button', { name: p('settings.test') }).click();
        await expect(page.getByText(p('settings.testQueued'))).toBeVisible();
        await expect
          .poll(() => printer.tickets.some((x) => /Fresh mango juice|connected to Aseer/.test(x)))
          .toBe(true);

        // A new order: one kitchen ticket.
        const first = await placeGuestOrder(page, request, { name: 'Noura', carPlate: plate(), lang });
        await expect.poll(() => printer.naming(first.order.carPlate).length).toBe(1);
        const english = printer.naming(first.order.carPlate)[0]!;
        expect(english).toContain('Kitchen ticket');
        expect(english).toContain(`Order #${first.order.number}`);
        expect(english).toContain('Collect');
        expect(english).not.toContain('\x1bt2'); // no Arabic code page: not a word of Arabic

        // The printer is off: the tickets wait and the board says so.
        await printer.stop();
        const waiting = [
          await placeGuestOrder(page, request, { name: 'Khalid', carPlate: plate(), lang }),
          await placeGuestOrder(page, request, { name: 'Mira', carPlate: plate(), lang }),
        ];
        const status = async () =>
          (await (await page.request.get('/api/admin/printer/status')).json()) as PrinterStatus;
        await expect.poll(async () => (await status()).online, { timeout: 20_000 }).toBe(false);
        await openSection(page, lang, 'board');
        const banner = page.locator('[data-printer-offline]');
        await expect(async () => {
          const { waiting: n } = await status();
          const key = lang === 'ar' && n === 2 ? 'status.offline_two' : 'status.offline_other';
          await expect(banner).toContainText(p(key, { count: n }), { timeout: 1_000 });
        }).toPass({ timeout: 20_000 });
        await shot(page, 'printer-offline-board', info.project.name, lang, true);

        // Back on, Retry: each waiting ticket arrives once, and the banner goes.
        await printer.start();
        await banner.getByRole('button', { name: p('status.retry') }).click();
        await expect(banner).toHaveCount(0, { timeout: 20_000 });
        for (const placed of waiting)
          await expect.poll(() => printer.naming(placed.order.carPlate).length).toBe(1);
        expect(printer.naming(first.order.carPlate)).toHaveLength(1);
      } finally {
        // Other journeys place orders too: the printer is turned off again for them.
        await page.request.put('/api/admin/printer/settings', {
          headers: { Origin: ORIGIN },
          data: {
            enabled: false,
            host: '',
            port: 9100,
            paperWidth: 80,
            autoKitchen: true,
            arabic: 'image',
            kitchenLanguage: 'both',
          },
        });
        await printer.stop();
      }
    });
  });
}
