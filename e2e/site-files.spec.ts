import { expect, oneScreen, test } from './fixtures';

test('the site serves its icon, manifest, robots.txt and API description', oneScreen, async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const manifestFile = await request.get('/manifest.webmanifest');
  expect(manifestFile.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await manifestFile.text()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  // Each icon is a PNG of its stated size (width and height from the PNG header), as is the
  // home-screen icon of iPhones.
  const pngSize = async (src: string) => {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type'], src).toBe('image/png');
    const body = await res.body();
    return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
  };
  for (const icon of manifest.icons) expect(await pngSize(icon.src)).toBe(icon.sizes);
  expect(await pngSize('/apple-touch-icon.png')).toBe('180x180');
  // Written by the server from the path table: the back office and the reset link are kept from crawlers.
  expect(await (await request.get('/robots.txt')).text()).toMatch(
    /^User-agent: \*\n[^]*Disallow: \/admin\n[^]*Disallow: \/reset-password\n/,
  );
  const missing = await request.get('/assets/not-a-real-chunk.js');
  expect(missing.status()).toBe(404);
  const deepLink = await request.get('/menu');
  expect(await deepLink.text()).toContain('<div id="root">');
});

test('the home page and the menu arrive with their first images in the HTML, the hero fetched first', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/')).text();
  // (In any attribute order: React writes them as it likes.)
  expect(home).toMatch(
    /<link rel="preload" as="image"(?=[^>]*\shref="\/hero\.webp")(?=[^>]*\sfetchpriority="high")[^>]*>/i,
  );
  const menu = await (await request.get('/menu')).text();
  await page.goto('/menu');
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  // What the visitor sees first was in the page the server sent, before any script ran.
  for (const i of [0, 1]) expect(menu).toContain(`src="${await images.nth(i).getAttribute('src')}"`);
});

test(
  "the page runs React Router's production build, not the development one its package exports (decision 090)",
  oneScreen,
  async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
    });
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // The router is among them (its errors for misuse are in both builds); only the development
    // build has its warnings and the text of its default error screen for developers.
    const texts = await Promise.all(scripts.map(async (s) => (await request.get(s)).text()));
    expect(texts.join('\n')).toContain('inside another <Router>');
    for (const [i, text] of texts.entries()) {
      expect(text, scripts[i]).not.toContain('Hey developer');
      expect(text, scripts[i]).not.toContain('No routes matched location');
    }
  },
);
