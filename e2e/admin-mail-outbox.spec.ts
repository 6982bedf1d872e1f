import { ORIGIN, uniqueEmail } from './account-helpers';
import { openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, shot, staffJourney, t, test } from './fixtures';
import { latestMailTo } from './mailbox';

/**
 * An e-mail the shop could not deliver (every attempt failed) is found by an admin in the e-mail
 * outbox with its last error, sent again from there, and arrives.
 */
for (const lang of LANGS) {
  test.describe(`e-mail outbox (${lang})`, staffJourney(lang), () => {
    test('a failed e-mail is listed with its error, sent again, and arrives', async ({
      page,
      request,
    }, info) => {
      const m = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-mail:${key}`, vars);
      const to = uniqueEmail('bounced', info.project.name);
      const subject = `Ticket ${Date.now()} ${info.project.name}`;
      const error = '550 5.1.1 Mailbox unavailable';
      const queued = await request.post('/api/test/mail-outbox/failed', {
        headers: { Origin: ORIGIN },
        data: { to, subject, error },
      });
      expect(queued.status()).toBe(201);

      await signInToAdmin(page, lang);
      await openSection(page, lang, 'mailOutbox');
      await expect(page).toHaveURL(/\/admin\/mail-outbox/);
      await expect(page.getByRole('heading', { level: 1, name: m('title') })).toBeVisible();
      await expect(page.getByRole('button', { name: m('statuses.failed') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const row = page.getByRole('row').filter({ hasText: to });
      await expect(row).toContainText(subject);
      await expect(row).toContainText(error);
      await expect(row).toContainText(m('kinds.support'));
      await expectNoSeriousViolations(page);
      await shot(page, 'mail-outbox-failed', info.project.name, lang, true);

      const since = Date.now();
      await row.getByRole('button', { name: m('retry') }).click();
      await expect(page.getByText(m('retried'))).toBeVisible();
      await expect(row).toHaveCount(0);
      const mail = await latestMailTo(to, { since: since - 1000 });
      expect(mail.subject).toBe(subject);

      // Listed as sent, with no Send again. The e-mail is written before its row is marked sent
      // (src/server/mail/outbox-worker.ts): the list is opened once the shop says so.
      await expect
        .poll(async () => {
          const res = await page.request.get('/api/admin/mail-outbox?status=sent&page=1&pageSize=50');
          return ((await res.json()) as { rows: { to: string }[] }).rows.some((r) => r.to === to);
        })
        .toBe(true);
      await page.getByRole('button', { name: m('statuses.sent') }).click();
      const sent = page.getByRole('row').filter({ hasText: to });
      await expect(sent).toContainText(subject);
      await expect(sent.getByRole('button', { name: m('retry') })).toHaveCount(0);
    });
  });
}
