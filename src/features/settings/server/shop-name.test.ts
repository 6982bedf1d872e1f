import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownSiteDescription, shopNameIn, shopNames, shopSignature } from '@/common/shop-name';
import { composePage, type RenderedPage } from '@/server/page-renderer';
import { DEFAULT_STORE_INFO } from '../store-defaults';
import { webManifest } from './web-manifest';

const general = (over: Partial<typeof DEFAULT_STORE_INFO.general> = {}) => ({
  ...DEFAULT_STORE_INFO.general,
  ...over,
});

describe("the shop's name from Settings → General → Site title", () => {
  it('the built-in title has a name in each language; any other title is the name in both', () => {
    expect([shopNameIn('Aseer', 'ar'), shopNameIn('Aseer', 'en'), shopNameIn('', 'ar')]).toEqual([
      'عصير',
      'Aseer',
      'عصير',
    ]);
    expect([shopNameIn(' Juice Corner ', 'ar'), shopNameIn('Juice Corner', 'en')]).toEqual([
      'Juice Corner',
      'Juice Corner',
    ]);
  });

  it('inside plain text the owner’s title is isolated (a Latin name in an Arabic sentence stays whole)', () => {
    expect(shopNames('Aseer')).toEqual({ ar: 'عصير', en: 'Aseer' });
    expect(shopNames('Juice Corner')).toEqual({
      ar: '\u2068Juice Corner\u2069',
      en: '\u2068Juice Corner\u2069',
    });
    expect(shopSignature('Aseer')).toBe('عصير Aseer');
    expect(shopSignature('Juice Corner')).toBe('\u2068Juice Corner\u2069');
  });

  it('the site description counts once the owner has written their own', () => {
    expect(ownSiteDescription(DEFAULT_STORE_INFO.general.siteDescription)).toBeNull();
    expect(ownSiteDescription('  ')).toBeNull();
    expect(ownSiteDescription(' Cold juice at your car ')).toBe('Cold juice at your car');
  });
});

describe('the web app manifest', () => {
  it('with the settings unchanged is the built-in one (public/manifest.webmanifest)', () => {
    const file = JSON.parse(fs.readFileSync(path.resolve('public/manifest.webmanifest'), 'utf8')) as object;
    expect(webManifest(general())).toEqual(file);
  });

  it('takes its name, short name, description and first icon from the settings', () => {
    const m = webManifest(
      general({
        siteTitle: 'Juice Corner',
        siteDescription: 'Cold juice',
        siteLogo: '/media/gallery/logo.webp',
      }),
    );
    expect(m).toMatchObject({ name: 'Juice Corner', short_name: 'Juice Corner', description: 'Cold juice' });
    expect(m.icons[0]).toEqual({ src: '/media/gallery/logo.webp', sizes: 'any', type: 'image/webp' });
    // The built-in icons stay behind it, sized for every launcher.
    expect(m.icons.slice(1).map((i) => i.src)).toEqual([
      '/icon-192.png',
      '/icon-512.png',
      '/icon-maskable-512.png',
    ]);
  });
});

describe("the page's head", () => {
  const template = fs.readFileSync(path.resolve('src/client/index.html'), 'utf8');
  const page = (head: string): RenderedPage => ({ html: '', head, state: {}, status: 200, complete: true });

  it("the shop's favicon and home-screen name replace index.html's built-in ones", () => {
    const html = composePage(
      template,
      'en',
      page(
        '<link rel="icon" href="/media/gallery/icon.webp"/><meta name="apple-mobile-web-app-title" content="Juice Corner"/>',
      ),
    );
    expect(html.match(/rel="icon"[^>]*/g)).toEqual(['rel="icon" href="/media/gallery/icon.webp"/']);
    expect(html.match(/name="apple-mobile-web-app-title"[^>]*/g)).toEqual([
      'name="apple-mobile-web-app-title" content="Juice Corner"/',
    ]);
  });

  it('without an uploaded favicon the built-in icons stay', () => {
    const html = composePage(template, 'ar', page('<title>المنيو | عصير</title>'));
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml" />');
  });
});
