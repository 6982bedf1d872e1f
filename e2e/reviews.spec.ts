import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Locator } from '@playwright/test';
import { createVerifiedAccount, signIn, uniqueEmail } from './account-helpers';
import { openSection, signInToAdmin } from './admin-helpers';
import { downloaded, placeOrder } from './admin-report-helpers';
import { expectNoSeriousViolations } from './axe';
import { customerJourney, expect, LANGS, open, shot, t, test } from './fixtures';

/** The x of each star of a rating, in the order they are drawn (first star first). */
const starXs = async (stars: Locator) =>
  stars.locator(':scope > span').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));

for (const lang of LANGS) {
  test.describe(`customer reviews (${lang})`, customerJourney(lang), () => {
    test('a customer reviews a product of a completed order; staff approve and feature it; it shows on the home page', async ({
      page,
    }, info) => {
      test.slow();
      const tag = `${info.project.name}${randomInt(100_000, 999_999)}`;
      const name = `Hamdan ${tag}`;
      const email = uniqueEmail(`reviewer-${lang}`, info.project.name);
      await createVerifiedAccount(page.request, { name, email, password: 'passion-fruit-9' });
      await signIn(page, lang, email, 'passion-fruit-9');
      // Ordered as the signed-in customer, then completed by the shop.
      const placed = await placeOrder(page, page.request, {
        name,
        email,
        carPlate: 'AD 5 5555',
        lang,
        status: 'completed',
      });
      const item = placed.order.items[0]!;
      const product = lang === 'ar' ? item.nameAr : item.nameEn;

      await open(page, '/profile?tab=orders', lang);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: placed.order.shortId }) });
      await card.getByRole('button', { name: t(lang, 'reviews:rateLabel', { product }) }).click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'reviews:form.title', { product }) });
      await expect(dialog).toBeVisible();
      // Nothing chosen: the form says what is missing and sends nothing.
      await dialog.getByRole('button', { name: t(lang, 'reviews:form.submit') }).click();
      await expect(dialog.getByText(t(lang, 'reviews:validation.rating'))).toBeVisible();
      const four = { name: t(lang, `reviews:stars_${new Intl.PluralRules(lang).select(4)}`, { count: 4 }) };
      const fourStars = dialog.getByRole('radio', four);
      await dialog.locator('label', { has: page.getByRole('radio', four) }).click();
      await expect(fourStars).toBeChecked();
      await dialog.getByLabel(t(lang, 'reviews:form.titleLabel')).fill(`Great ${tag}`);
      await dialog
        .getByLabel(t(lang, 'reviews:form.comment'))
        .fill(
          lang === 'ar'
            ? 'طازج وبارد، والخدمة إلى السيارة سريعة.'
            : 'Fresh and cold, brought to the car fast.',
        );
      await expectNoSeriousViolations(page);
      await shot(page, 'review-form', info.project.name, lang);
      await dialog.getByRole('button', { name: t(lang, 'reviews:form.submit') }).click();
      await expect(dialog.getByRole('status')).toContainText(t(lang, 'reviews:thanks.title'));
      await expect(dialog.getByRole('status')).toContainText(t(lang, 'reviews:thanks.body'));
      await shot(page, 'review-thanks', info.project.name, lang);
      await dialog
        .getByRole('button', { name: t(lang, 'reviews:thanks.close') })
        .last()
        .click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(t(lang, 'reviews:state.pending'))).toBeVisible();
      await expect(card.getByRole('button', { name: t(lang, 'reviews:rateLabel', { product }) })).toHaveCount(
        0,
      );
      await shot(page, 'review-order-card', info.project.name, lang);

      // Pending: not on the home page.
      await open(page, '/', lang);
      const homeReviews = page.getByRole('region', { name: t(lang, 'home:reviews.title') });
      await expect(homeReviews.getByRole('listitem').first()).toBeVisible();
      await expect(homeReviews).not.toContainText(tag);

      // Staff moderate it in the back office.
      await page.context().clearCookies();
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'reviews');
      await expect(page).toHaveURL(/\/admin\/reviews$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-reviews:title') }),
      ).toBeVisible();
      await page.getByRole('searchbox', { name: t(lang, 'admin-reviews:filters.search') }).fill(tag);
      await expect(page).toHaveURL(new RegExp(`q=${tag}`));
      const review = page.getByRole('article', { name: t(lang, 'admin-reviews:actions.reviewBy', { name }) });
      await expect(review).toHaveCount(1);
      await expect(review.locator('[data-status="pending"]')).toHaveText(
        t(lang, 'admin-reviews:status.pending'),
      );
      await expect(review).toContainText(t(lang, 'admin-reviews:verified'));
      await expect(review).toContainText(`Great ${tag}`);
      await expect(review).toContainText(product);
      await expect(review).toContainText(`#${placed.order.number}`);
      await expect(
        review.getByRole('img', { name: t(lang, 'admin-reviews:ratingLabel', { rating: 4 }) }),
      ).toBeVisible();
      await expect(
        review.getByRole('switch', { name: t(lang, 'admin-reviews:actions.feature') }),
      ).toBeDisabled();
      await expectNoSeriousViolations(page);
      await shot(page, 'admin-reviews', info.project.name, lang, true);

      await review.getByRole('button', { name: t(lang, 'admin-reviews:actions.approve') }).click();
      await expect(page.getByText(t(lang, 'admin-reviews:approved'))).toBeVisible();
      await expect(review.locator('[data-status="approved"]')).toBeVisible();
      await expect(
        review.getByRole('button', { name: t(lang, 'admin-reviews:actions.approve') }),
      ).toHaveCount(0);
      await expect(review.getByRole('button', { name: t(lang, 'admin-reviews:actions.reject') })).toHaveCount(
        0,
      );
      const feature = review.getByRole('switch', { name: t(lang, 'admin-reviews:actions.feature') });
      await feature.click();
      await expect(page.getByText(t(lang, 'admin-reviews:featuredOn'))).toBeVisible();
      await expect(feature).toHaveAttribute('aria-checked', 'true');

      // Reply: a blank one is ignored; then a real one is posted.
      await review.getByRole('button', { name: t(lang, 'admin-reviews:actions.reply') }).click();
      const reply = page.getByRole('dialog', { name: t(lang, 'admin-reviews:reply.title') });
      await reply.getByLabel(t(lang, 'admin-reviews:reply.label')).fill('   ');
      await reply.getByRole('button', { name: t(lang, 'admin-reviews:reply.submit') }).click();
      await expect(reply).toBeVisible();
      const answer = lang === 'ar' ? 'شكرًا لزيارتك، ننتظرك مجددًا!' : 'Thank you for visiting, see you again!';
      await reply.getByLabel(t(lang, 'admin-reviews:reply.label')).fill(answer);
      await shot(page, 'admin-review-reply', info.project.name, lang);
      await reply.getByRole('button', { name: t(lang, 'admin-reviews:reply.submit') }).click();
      await expect(page.getByText(t(lang, 'admin-reviews:replied'))).toBeVisible();
      await expect(reply).toBeHidden();
      await expect(review).toContainText(answer);
      await expect(review).toContainText(t(lang, 'admin-reviews:shopReply'));

      // Export: the filtered list as reviews-export.csv.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t(lang, 'admin-reviews:export') }).click(),
      ]);
      const file = await downloaded(download);
      expect(file.name).toBe('reviews-export.csv');
      const csv = parse(file.text, { bom: true }) as string[][];
      expect(csv[0]).toEqual([
        'Review ID / رقم التقييم',
        'Customer / العميل',
        'Product / المنتج',
        'Rating / التقييم',
        'Title / العنوان',
        'Content / المحتوى',
        'Status / الحالة',
        'Date / التاريخ',
      ]);
      expect(csv).toHaveLength(2);
      expect(csv[1]!.slice(1, 5)).toEqual([name, product, '4', `Great ${tag}`]);
      expect(csv[1]![6]).toBe(t(lang, 'admin-reviews:status.approved'));
      expect(csv[1]![7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      await shot(page, 'admin-reviews-approved', info.project.name, lang, true);

      // Approved and featured: on the home page, with its title and four stars.
      await open(page, '/', lang);
      const shown = homeReviews.getByRole('listitem').filter({ hasText: `Great ${tag}` });
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(name);
      await expect(shown).toContainText(product);
      await expect(
        shown.getByRole('img', { name: t(lang, 'home:reviews.rating', { rating: 4 }) }),
      ).toBeVisible();
      // Stars fill from the reading start: the first star is leftmost in English, rightmost in Arabic,
      // and a half star sits after the full ones.
      const xs = await starXs(shown.getByRole('img').first());
      expect(xs).toEqual([...xs].sort((a, b) => (lang === 'ar' ? b - a : a - b)));
      const half = homeReviews
        .getByRole('listitem')
        .filter({ has: page.locator('[data-half]') })
        .first();
      const halfXs = await starXs(half.getByRole('img').first());
      expect(halfXs).toEqual([...halfXs].sort((a, b) => (lang === 'ar' ? b - a : a - b)));
      // The half star's filled half faces the full stars: its left half in English, its right in Arabic.
      const filledSide = await half
        .locator('svg[data-half]')
        .first()
        .evaluate((svg) => {
          const star = svg.getBoundingClientRect();
          const filled = svg.querySelector('path')!.getBoundingClientRect();
          return filled.left + filled.width / 2 < star.left + star.width / 2 ? 'left' : 'right';
        });
      expect(filledSide).toBe(lang === 'ar' ? 'right' : 'left');
      await shown.scrollIntoViewIfNeeded();
      await shot(page, 'home-reviews', info.project.name, lang);
    });
  });
}
