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

const titles = (siteTitle: string, siteTitleAr = '') => ({ siteTitle, siteTitleAr });

describe("the shop's name from Settings → General (one in each language)", () => {
  it('each language has its own name; the built-in ones are «عصير» and Aseer', () => {
    expect([shopNameIn(titles('Aseer', 'عصير'), 'ar'), shopNameIn(titles('Aseer', 'عصير'), 'en')]).toEqual([
      'عصير',
      'Aseer',
    ]);
    expect([
      shopNameIn(titles(' Juice Corner ', ' ركن العصير '), 'ar'),
      shopNameIn(titles('Juice Corner', 'ركن العصير'), 'en'),
    ]).toEqual(['ركن العصير', 'Juice Corner']);
  });

  it('a shop renamed when there was one field keeps that name in both until it has an Arabic one', () => {
    expect([
      shopNameIn(titles('Aseer'), 'ar'),
      shopNameIn(titles(''), 'ar'),
      shopNameIn(titles(''), 'en'),
    ]).toEqual(['عصير', 'عصير', 'Aseer']);
    expect([shopNameIn(titles('Juice Corner'), 'ar'), shopNameIn(titles('Juice Corner'), 'en')]).toEqual([
      'Juice Corner',
      'Juice Corner',
    ]);
  });

  it('inside plain text the owner’s names are isolated (a Latin name in an Arabic sentence stays whole)', () => {
    expect(shopNames(titles('Aseer', 'عصير'))).toEqual({ ar: 'عصير', en: 'Aseer' });
    expect(shopNames(titles('Juice Corner', 'ركن العصير'))).toEqual({
      ar: '\u2068ركن العصير\u2069',
      en: '\u2068Juice Corner\u2069',
    });
    expect(shopSignature(titles('Aseer', 'عصير'))).toBe('عصير Aseer');
    expect(shopSignature(titles('Juice Corner', 'ركن العصير'))).toBe(
      '\u2068ركن العصير\u2069 \u2068Juice Corner\u2069',
    );
    expect(shopSignature(titles('Juice Corner'))).toBe('\u2068Juice Corner\u2069');
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
        siteTitleAr: 'Juice Corner',
        siteDescription: 'Cold juice',
        siteLogo: '/media/gallery/logo.webp',
      }),
    );
    expect(m).toMatchObject({ name: 'Juice Corner', short_name: 'Juice Corner', description: 'Cold juice' });
    expect(webManifest(general({ siteTitle: 'Juice Corner', siteTitleAr: 'ركن العصير' }))).toMatchObject({
      name: 'ركن العصير | Juice Corner',
      short_name: 'ركن العصير',
      dir: 'rtl',
    });
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
