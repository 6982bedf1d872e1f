import { randomInt } from 'node:crypto';
import { createStaff, openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, shot, staffJourney, t, test } from './fixtures';
import { latestMailTo } from './mailbox';
import { FAQ } from '../src/features/help/help-faq';
import { GUIDES } from '../src/features/help/help-guides';

const faq = (id: string) => FAQ.find((f) => f.id === id)!;
const guide = (slug: string) => GUIDES.find((g) => g.slug === slug)!;

for (const lang of LANGS) {
  test.describe(`help centre (${lang})`, staffJourney(lang), () => {
    test('search and topics filter the FAQ and guides; a guide has its own page', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      await openSection(page, lang, 'help');
      await expect(page).toHaveURL(/\/admin\/help$/);
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'admin-help:title') })).toBeVisible();
      // The support address and phone come from the store settings.
      const store = (await (await request.get('/api/store')).json()) as {
        contact: { email: string; phone: string };
      };
      await expect(page.locator('bdi', { hasText: store.contact.email })).toBeVisible();
      await expect(page.locator('bdi', { hasText: store.contact.phone })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'help', info.project.name, lang);

      // Search: "sold out" / "نفد" keeps the sold-out answer (opened) and drops the others.
      const soldOut = faq('sold-out');
      const other = faq('vat');
      await expect(page.getByText(other.question[lang])).toBeVisible();
      await page
        .getByRole('searchbox', { name: t(lang, 'admin-help:search') })
        .fill(lang === 'ar' ? 'نفد' : 'sold out');
      await expect(page.getByText(soldOut.answer[lang])).toBeVisible();
      await expect(page.getByText(other.question[lang])).toBeHidden();
      // Either language finds it, whatever the screen's language.
      await page
        .getByRole('searchbox', { name: t(lang, 'admin-help:search') })
        .fill(lang === 'ar' ? 'sold out' : 'نفد');
      await expect(page.getByText(soldOut.question[lang])).toBeVisible();
      await page.getByRole('searchbox', { name: t(lang, 'admin-help:search') }).fill('zzzz');
      await expect(page.getByText(t(lang, 'admin-help:noResults'))).toBeVisible();
      await page.getByRole('searchbox', { name: t(lang, 'admin-help:search') }).fill('');

      // The Orders topic: only order guides and questions.
      const topics = page.getByRole('group', { name: t(lang, 'admin-help:categoriesLabel') });
      await topics
        .getByRole('button', { name: t(lang, 'admin-help:categories.orders'), exact: true })
        .click();
      await expect(
        topics.getByRole('button', { name: t(lang, 'admin-help:categories.orders'), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { name: guide('live-board').title[lang] })).toBeVisible();
      await expect(page.getByRole('heading', { name: guide('products').title[lang] })).toBeHidden();
      await expect(page.getByText(other.question[lang])).toBeHidden();

      // Read more: the guide's own page, then back.
      await page
        .getByRole('link', {
          name: t(lang, 'admin-help:readMoreAbout', { title: guide('live-board').title[lang] }),
        })
        .click();
      await expect(page).toHaveURL(/\/admin\/help\/live-board$/);
      await expect(
        page.getByRole('heading', { level: 1, name: guide('live-board').title[lang] }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: guide('live-board').sections[1]!.heading[lang] }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'help-guide', info.project.name, lang);
      await page.getByRole('link', { name: t(lang, 'admin-help:back') }).click();
      await expect(page).toHaveURL(/\/admin\/help$/);
    });

    test('Contact Support: subject and message required; the ticket is e-mailed to the support address', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      await openSection(page, lang, 'help');
      await page
        .getByRole('button', { name: t(lang, 'admin-help:contactSupport') })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'admin-help:support.title') });
      await expect(dialog.getByLabel(t(lang, 'admin-help:support.priority'))).toHaveValue('normal');
      await dialog.getByRole('button', { name: t(lang, 'admin-help:support.submit') }).click();
      await expect(dialog.getByText(t(lang, 'validation.required'))).toHaveCount(2);
      await expect(dialog.getByLabel(t(lang, 'admin-help:support.message'))).toHaveAttribute('rows', '4');

      const tag = `${info.project.name}${randomInt(100_000, 999_999)}`;
      const subject = lang === 'ar' ? `الطابعة لا تعمل ${tag}` : `Receipt printer down ${tag}`;
      await dialog.getByLabel(t(lang, 'admin-help:support.subject')).fill(subject);
      await dialog
        .getByLabel(t(lang, 'admin-help:support.message'))
        .fill('The receipt printer at the counter prints blank pages.');
      await dialog.getByLabel(t(lang, 'admin-help:support.priority')).selectOption('high');
      await expectNoSeriousViolations(page);
      await shot(page, 'help-support', info.project.name, lang);
      const since = Date.now() - 1000;
      await dialog.getByRole('button', { name: t(lang, 'admin-help:support.submit') }).click();
      await expect(page.getByText(t(lang, 'admin-help:support.submitted'))).toBeVisible();
      await expect(dialog).toBeHidden();

      const store = (await (await request.get('/api/store')).json()) as { contact: { email: string } };
      const mail = await latestMailTo(store.contact.email, { since, match: (m) => m.subject.includes(tag) });
      expect(mail.subject).toBe(`[عالية / High] تذكرة دعم | Support ticket: ${subject}`);
      expect(mail.text).toContain(staff.email);
      expect(mail.text).toContain('The receipt printer at the counter prints blank pages.');
    });
  });
}
