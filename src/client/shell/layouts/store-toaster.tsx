import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ToasterProps } from 'sonner';
import { TOAST_COLOURS } from '@/client/components/ui/toast-colours';
import { loadSonner, onToasterWanted, toasterMounted } from '@/client/lib/toast';
import { useLocale } from '@/client/lib/use-locale';
import { whenSettled } from '@/client/lib/when-settled';
import { useToastHost } from './toast-host';

/**
 * Sonner draws its close button as a 20 px circle on the corner and its action as a 24 px chip:
 * here both are 44 px targets in the toast's row, the close button at the end, for every toast.
 */
const TOAST_TARGETS = {
  actionButton: 'h-11! rounded-full! bg-brand-700! px-4! text-sm! font-semibold! text-white!',
  closeButton:
    'static! order-last! h-11! w-11! shrink-0 transform-none! border-0! bg-transparent! text-stone-700! [&>svg]:h-4! [&>svg]:w-4!',
};

// Sonner arrives with the first toast or when the page is idle (src/client/lib/toast.ts); once it
// is on the page it tells the toast functions, after its own effects have started listening.
const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster, toast }) => ({
    default: function LoadedToaster(props: ToasterProps) {
      useEffect(() => {
        toasterMounted(toast);
        return () => toasterMounted(null);
      }, []);
      return <SonnerToaster {...props} />;
    },
  })),
);

const PHONE = '(max-width: 639.98px)';
/** Above the phone's home indicator. */
const BOTTOM = 'calc(16px + env(safe-area-inset-bottom))';
/** Below the phone's status bar and notch. */
const TOP = 'calc(16px + env(safe-area-inset-top))';
const subscribePhone = (onChange: () => void) => {
  const query = matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => matchMedia(PHONE).matches;

/**
 * The storefront's toasts. Nothing is drawn by the server nor in the render that hydrates its
 * page (both start with `mount` false); sonner is then mounted once the page has settled, or on
 * the first toast.
 * On a phone they rise from the bottom, in the thumb's reach and clear of the sticky header and
 * the menu's search bar; but while a sheet or the cart drawer is open they come down from the top,
 * since its own actions (Add to Cart, Clear Cart, Checkout) are at the bottom, under the thumb, and
 * a toast must never lie over them. Wider, they sit at the top end, below the header. They are drawn in
 * their own element at the end of the body, moved into a modal dialog while one is open (the cart
 * drawer), so a toast raised there is seen above it and its buttons work (`useToastHost`).
 */
export function StoreToaster() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [mount, setMount] = useState(false);
  useEffect(() => onToasterWanted(() => setMount(true)), []);
  // Sonner is fetched once the page has settled; a first tap or key fetches its code at once, in
  // case the toast is about to be wanted (inserting its styles restyles the whole page: a long
  // task on a slow phone, so it is not mounted early).
  useEffect(
    () =>
      whenSettled(
        () => setMount(true),
        () => void loadSonner(),
      ),
    [],
  );
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const { host, inDialog } = useToastHost(mount);
  if (!mount || !host) return null;

  const end = locale === 'ar' ? 'left' : 'right';
  const phoneOffset = inDialog ? { top: TOP } : { bottom: BOTTOM };
  return createPortal(
    <Suspense fallback={null}>
      <Toaster
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        position={phone ? (inDialog ? 'top-center' : 'bottom-center') : `top-${end}`}
        // Wider: below the sticky header, so a toast never covers the cart or the menu button.
        offset={phone ? phoneOffset : { top: 80 }}
        mobileOffset={phoneOffset}
        richColors
        style={TOAST_COLOURS}
        closeButton
        toastOptions={{ closeButtonAriaLabel: t('toasts.close'), classNames: TOAST_TARGETS }}
        containerAriaLabel={t('toasts.label')}
      />
    </Suspense>,
    host,
  );
}
