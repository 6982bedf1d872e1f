import { Languages, Menu as MenuIcon, ShoppingCart, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { Logo } from '@/client/components/ui/logo';
import { BUILT_IN_SHOP_NAME } from '@/common/shop-name';
import { useShopName } from '@/client/lib/use-shop-name';
import { useCart } from '@/features/cart/client';
import { HeaderLinks, MobileLinks } from '@/features/menus/client';
import { useLastOrder } from '@/features/orders/client';
import { href } from '@/common/paths';
import { withTexts } from '@/client/lib/page-texts';

// Downloaded only when this browser remembers an open order (with the order pages' texts).
const LastOrderLink = lazy(
  withTexts(
    () => import('@/features/orders/client/last-order-link').then((m) => ({ default: m.LastOrderLink })),
    ['orders'],
  ),
);

export function SiteHeader({ onOpenCart }: { onOpenCart: () => void }) {
  const { t, i18n } = useTranslation();
  const { itemCount } = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any link followed (a stored menu may point at a section of the page already open) closes it.
  const { key } = useLocation();
  useEffect(() => setMenuOpen(false), [key]);
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  const lastOrder = useLastOrder();
  const shopName = useShopName();
  // The built-in name has its own words; the owner's site title is named in the sentence.
  const homeLabel = Object.values(BUILT_IN_SHOP_NAME).includes(shopName)
    ? t('brand.home')
    : t('brand.homeOf', { name: shopName });

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-2 px-4 py-2">
        <Link to={href('home')} className="me-auto flex min-w-0 items-center gap-2" aria-label={homeLabel}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden min-w-0 flex-1 md:block">
          <HeaderLinks />
        </nav>
        {/* In the action row: appearing after the first paint moves nothing below the header. */}
        {lastOrder && (
          <Suspense fallback={null}>
            <LastOrderLink order={lastOrder} />
          </Suspense>
        )}
        <button
          type="button"
          onClick={() => void i18n.changeLanguage(other)}
          className={buttonClass('ghost', 'sm')}
          lang={other}
          title={t('language.switchTo')}
        >
          <Languages aria-hidden="true" className="h-4 w-4" />
          <span>{t('language.other')}</span>
        </button>
        <Link to={href('profile')} className={buttonClass('ghost', 'icon')} aria-label={t('nav.profile')}>
          <UserRound aria-hidden="true" className="h-5 w-5" />
        </Link>
        <button
          type="button"
          onClick={onOpenCart}
          className={`${buttonClass('ghost', 'icon')} relative`}
          aria-label={t('cart.open', { count: itemCount })}
          data-testid="cart-button"
        >
          <ShoppingCart aria-hidden="true" className="h-5 w-5" />
          {itemCount > 0 && (
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-citrus-700 px-1 text-xs font-bold text-white"
            >
              {itemCount}
            </span>
          )}
        </button>
        <button
          type="button"
          className={`${buttonClass('ghost', 'icon')} md:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="h-5 w-5" />
          ) : (
            <MenuIcon aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      </div>
      {/* Closed in the same render as the link's navigation: a link to a section of the menu page
          scrolls there on arrival, and the list closing afterwards would pull the section away. */}
      <nav
        id="mobile-nav"
        aria-label={t('nav.label')}
        hidden={!menuOpen}
        className="border-t border-stone-200 md:hidden"
        onClick={(e) => (e.target as Element).closest('a') && setMenuOpen(false)}
      >
        <MobileLinks />
      </nav>
    </header>
  );
}
