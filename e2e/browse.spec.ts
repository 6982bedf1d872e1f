import { customerJourney, expect, expectConsoleErrors, LANGS, open, t, test } from './fixtures';

for (const lang of LANGS) {
  test.describe(`browsing (${lang})`, customerJourney(lang), () => {
    test('the header links reach every page, each with its own title', async ({ page, isMobile }) => {
      await open(page, '/', lang);
      const pages = [
        ['nav.menu', '/menu', 'menu:title'],
        ['nav.about', '/about', 'about:title'],
        ['nav.contact', '/contact', 'contact:title'],
        ['nav.home', '/', 'home:title'],
      ] as const;
      for (const [link, path, title] of pages) {
        if (isMobile) {
          await page.getByRole('button', { name: t(lang, 'nav.openMenu') }).click();
          await page
            .locator('#mobile-nav')
            .getByRole('link', { name: t(lang, link), exact: true })
            .click();
          await expect(page.locator('#mobile-nav')).toBeHidden();
        } else {
          await page
            .getByRole('banner')
            .getByRole('link', { name: t(lang, link), exact: true })
            .click();
        }
        await expect(page).toHaveURL(path);
        await expect(page).toHaveTitle(`${t(lang, title)} | ${t(lang, 'brand.name')}`);
      }
      await page.getByRole('link', { name: t(lang, 'brand.home') }).click();
      await expect(page).toHaveURL('/');
    });

    test('home shows featured products, categories and customer reviews from the server', async ({
      page,
    }) => {
      await open(page, '/', lang);
      await expect(page.getByRole('heading', { name: t(lang, 'home:featured.title') })).toBeVisible();
      const reviews = page.getByRole('region', { name: t(lang, 'home:reviews.title') });
      await expect(reviews.getByRole('listitem')).toHaveCount(6);
      await expect(
        reviews.getByRole('img', { name: t(lang, 'home:reviews.rating', { rating: 5 }) }).first(),
      ).toBeVisible();
      const featured = page.getByRole('region', { name: t(lang, 'home:featured.title') });
      await expect(featured.getByTestId('product-card')).toHaveCount(8);
    });

    test('home categories: one row to swipe on a phone, a grid with no lone tile wider', async ({
      page,
      isMobile,
    }) => {
      await open(page, '/', lang);
      const tiles = page
        .getByRole('region', { name: t(lang, 'home:categories.title') })
        .getByRole('listitem');
      await expect(tiles.first().getByRole('link')).toBeVisible();
      const boxes = await tiles.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, left: r.left })),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      if (isMobile) {
        expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
        // Swiped along the row in the reading direction, the last tile comes into view.
        await tiles.last().scrollIntoViewIfNeeded();
        await expect(tiles.last().getByRole('link')).toBeInViewport();
      } else {
        // Five categories fill one row of five on a desktop.
        expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(Math.ceil(boxes.length / 5));
      }
    });

    test('footer quick links land on the category sections of the menu', async ({ page }) => {
      await open(page, '/about', lang);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('+971 2 555 0199');
      await footer.getByRole('link', { name: t(lang, 'footer.categories.milkshakes') }).click();
      await expect(page).toHaveURL('/menu#milkshakes');
      // The page scrolls there smoothly, down most of the menu: beside three other journeys on two
      // cores that has taken more than the usual five seconds.
      await expect(page.locator('section#milkshakes')).toBeInViewport({ timeout: 15_000 });
    });

    test('a new page opens at its top; Back returns to the place on the menu', async ({ page }) => {
      await open(page, '/menu', lang);
      const milkshakes = page.locator('section#milkshakes');
      // Read down the menu as a visitor does, row after row.
      await expect(async () => {
        await page.mouse.wheel(0, 500);
        await expect(milkshakes).toBeInViewport({ timeout: 200 });
      }).toPass({ timeout: 20_000, intervals: [100] });
      // Once the page has stopped scrolling.
      await expect
        .poll(async () => {
          const before = await page.evaluate(() => window.scrollY);
          await page.waitForTimeout(250);
          return (await page.evaluate(() => window.scrollY)) === before;
        })
        .toBe(true);
      const y = await page.evaluate(() => window.scrollY);
      expect(y).toBeGreaterThan(1000);
      const top = (await milkshakes.boundingBox())!.y;
      // The header stays on screen: its logo leads home.
      await page.getByRole('link', { name: t(lang, 'brand.home') }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL('/menu');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
      await expect(milkshakes).toBeInViewport();
      // The same rows at the same place, not a place as far down the page (the rows above are
      // laid out at their real heights before the scroll: decision 087).
      expect(Math.abs((await milkshakes.boundingBox())!.y - top)).toBeLessThanOrEqual(2);
    });

    test('a page whose code fails to load says so, keeps the header, and loads on Try Again', async ({
      page,
      isMobile,
    }) => {
      await open(page, '/', lang);
      // React reports the error the page's boundary caught; the chunk's failure is the point here.
      expectConsoleErrors(
        page,
        /Failed to fetch dynamically imported module|error occurred in|about-[\w-]+\.js/i,
      );
      // As after a deploy, when an old tab asks for a chunk that is gone.
      // It answers late, so the page is seen loading first.
      await page.route('**/assets/about-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.abort();
      });
      if (isMobile) {
        await page.getByRole('button', { name: t(lang, 'nav.openMenu') }).click();
        await page
          .locator('#mobile-nav')
          .getByRole('link', { name: t(lang, 'nav.about'), exact: true })
          .click();
      } else {
        await page
          .getByRole('banner')
          .getByRole('link', { name: t(lang, 'nav.about'), exact: true })
          .click();
      }
      await expect(page).toHaveURL('/about');
      // Loading, then failed: the tab keeps the shop's name all along.
      await expect(page).toHaveTitle(t(lang, 'brand.name'));
      await expect(page.getByText(t(lang, 'errors.page'))).toHaveCount(0);
      await expect(page.getByText(t(lang, 'errors.page'))).toBeVisible();
      await expect(page).toHaveTitle(t(lang, 'brand.name'));
      await expect(page.getByTestId('cart-button')).toBeVisible();
      await page.unroute('**/assets/about-*.js');
      await page.getByRole('button', { name: t(lang, 'actions.tryAgain') }).click();
      await expect(page.getByRole('heading', { name: t(lang, 'about:story.title') })).toBeVisible();
    });

    test('about and contact show the shop facts', async ({ page }) => {
      await open(page, '/about', lang);
      for (const key of ['founded', 'customers', 'varieties', 'years'])
        await expect(page.getByText(t(lang, `about:figures.${key}`), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: t(lang, 'about:story.title') })).toBeVisible();
    });

    test('about and contact leave the address, hours and e-mail to the footer just below', async ({
      page,
    }) => {
      const address = lang === 'ar' ? 'عشارج، العين' : 'Asharij, Al Ain';
      for (const path of ['/about', '/contact']) {
        await open(page, path, lang);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        const footer = page.getByRole('contentinfo');
        for (const fact of [address, t(lang, 'hours.allDay'), 'hello@aseer.ae']) {
          await expect(footer, `${path}: ${fact}`).toContainText(fact);
          await expect(main, `${path}: ${fact}`).not.toContainText(fact);
        }
      }
      // The contact page keeps one tap to call and one to the map, above the form.
      const call = page.getByRole('main').getByRole('link', { name: t(lang, 'contact:call') });
      await expect(call).toHaveAttribute('href', 'tel:+97125550199');
      await expect(
        page.getByRole('main').getByRole('link', { name: t(lang, 'contact:openMap') }),
      ).toHaveAttribute('href', /google\.com\/maps/);
    });

    test('profile without an account goes to sign in; unknown pages say so', async ({ page }) => {
      await open(page, '/profile', lang);
      await expect(page).toHaveURL('/login');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: t(lang, 'notFound.title') })).toBeVisible();
    });
  });
}
