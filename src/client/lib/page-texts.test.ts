// @vitest-environment happy-dom
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../locales/all';
import { pageTexts, START_NAMESPACES, startTexts } from '../locales';
import { initI18n } from './i18n';
import { loadTexts, withTexts } from './page-texts';

describe("the texts the app loads by language (the start texts, each page's own)", () => {
  it('every chunk holds its own namespace in its own language', async () => {
    for (const lng of ['ar', 'en'] as const) {
      const start = await startTexts[lng]();
      for (const ns of START_NAMESPACES) expect(start[ns], `${lng} ${ns}`).toEqual(allResources[lng][ns]);
      for (const [ns, load] of Object.entries(pageTexts))
        expect((await load[lng]()).default, `${lng} ${ns}`).toEqual(
          allResources[lng][ns as keyof (typeof allResources)['ar']],
        );
    }
  });

  describe('in the browser', () => {
    beforeAll(async () => {
      document.cookie = 'lang=ar; path=/';
      await initI18n();
    });

    it("the app starts with the page's language only", () => {
      expect(i18n.language).toBe('ar');
      expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
      expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
      expect(i18n.hasResourceBundle('ar', 'checkout')).toBe(false);
    });

    it("a page's module is handed over with its texts, in the language shown only", async () => {
      const page = { Component: 'checkout page' };
      const loaded = await withTexts(() => Promise.resolve(page), ['checkout', 'estimate'])();
      expect(loaded).toBe(page);
      expect(i18n.t('checkout:title')).toBe(allResources.ar.checkout.title);
      expect(i18n.t('estimate:ready.ifNow')).toBe(allResources.ar.estimate.ready.ifNow);
      expect(i18n.hasResourceBundle('en', 'checkout')).toBe(false);
    });

    it("a switch of language brings the other language's start texts and the page's own", async () => {
      await i18n.changeLanguage('en');
      expect(document.documentElement.lang).toBe('en');
      expect(i18n.t('checkout:title')).toBe(allResources.en.checkout.title);
      expect(i18n.t('common:brand.name')).toBe(allResources.en.common.brand.name);
      // A page opened after the switch: in English at once.
      await loadTexts(['about']);
      expect(i18n.t('about:heading')).toBe(allResources.en.about.heading);
      expect(i18n.hasResourceBundle('ar', 'about')).toBe(false);
    });
  });
});
