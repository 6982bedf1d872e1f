import type { Context } from 'hono';
import { ownSiteDescription, shopNameIn } from '@/common/shop-name';
import type { CachedJson } from '@/server/lib/cached-json';
import type { StoreInfo } from '../settings.schema';
import { href } from '@/common/paths';

/** The built-in description, in Arabic like the rest of the built-in manifest (the shop's default language). */
const BUILT_IN_DESCRIPTION =
  'اطلب العصائر الطازجة والسموذي والميلك شيك والآيس كريم وسلطات الفواكه من «عصير» في عشارج بالعين، واستلم طلبك وأنت في سيارتك.';

const BUILT_IN_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const imageType = (src: string) =>
  /\.png$/i.test(src) ? 'image/png' : /\.jpe?g$/i.test(src) ? 'image/jpeg' : 'image/webp';

/**
 * The web app manifest (a phone's "Add to Home Screen") from Settings → General: the site title
 * as its name, the site description, the uploaded logo as its first icon (the built-in icons stay
 * behind it, sized for every launcher). Unchanged settings give the built-in manifest.
 */
export function webManifest(general: StoreInfo['general']) {
  const ar = shopNameIn(general, 'ar');
  const en = shopNameIn(general, 'en');
  const description = ownSiteDescription(general.siteDescription) ?? BUILT_IN_DESCRIPTION;
  return {
    // The Arabic name first (the manifest's language), then the English one when it differs.
    name: ar === en ? en : `${ar} | ${en}`,
    short_name: ar,
    description,
    id: '/',
    lang: 'ar',
    dir: ar === en ? 'auto' : 'rtl',
    start_url: href('home'),
    scope: '/',
    display: 'standalone',
    background_color: '#fafaf9',
    theme_color: '#166534',
    icons: [
      ...(general.siteLogo
        ? [{ src: general.siteLogo, sizes: 'any', type: imageType(general.siteLogo) }]
        : []),
      ...BUILT_IN_ICONS,
    ],
    categories: ['food', 'shopping'],
  };
}

/** GET /manifest.webmanifest: read from the store details' cache (dropped by every settings change). */
export function serveWebManifest(store: CachedJson<StoreInfo>) {
  return async (c: Context) => {
    const { value } = await store.get();
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(webManifest(value.general)));
  };
}
