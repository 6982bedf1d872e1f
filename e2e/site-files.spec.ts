import { expect, test } from './fixtures';

test('the site serves its icon, manifest, robots.txt and API description', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(await (await request.get('/robots.txt')).text()).toContain('User-agent: *');
  const missing = await request.get('/assets/not-a-real-chunk.js');
  expect(missing.status()).toBe(404);
  const deepLink = await request.get('/menu');
  expect(await deepLink.text()).toContain('<div id="root">');
});

test('the home page and the menu name their first image in the HTML, the one the page shows first', async ({
  page,
  request,
}) => {
  const preloads = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(/<link rel="preload" as="image" href="([^"]+)"/g),
    ].map((m) => m[1]);
  expect(await preloads('/')).toEqual(['/hero.webp']);
  const menuImages = await preloads('/menu');
  expect(menuImages).toHaveLength(2);
  await page.goto('/menu');
  const cards = page.getByTestId('product-card').locator('img');
  await expect(cards.first()).toBeVisible();
  expect([await cards.nth(0).getAttribute('src'), await cards.nth(1).getAttribute('src')]).toEqual(
    menuImages,
  );
  // A search shows other products first: no preload is guessed.
  expect(await preloads('/menu?q=mango')).toEqual([]);
});
