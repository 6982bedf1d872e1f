import { expect, test } from './fixtures';

test('the site serves its icon, manifest, robots.txt and API description', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(await (await request.get('/robots.txt')).text()).toContain('User-agent: *');
  const missing = await request.get('/assets/not-a-real-chunk.js');
  expect(missing.status()).toBe(404);
  const deepLink = await request.get('/menu');
  expect(await deepLink.text()).toContain('<div id="root">');
});
