import { toast } from 'sonner';

/** One "added" toast at a time: each add replaces it, and leaving the page dismisses it. */
export const ADDED_TOAST_ID = 'cart-added';

/** Asks the cart drawer (mounted once by the store layout) to open. */
const OPEN_CART_EVENT = 'aseer:open-cart';

export function openCart() {
  window.dispatchEvent(new Event(OPEN_CART_EVENT));
}

export function onOpenCartRequest(listener: () => void) {
  window.addEventListener(OPEN_CART_EVENT, listener);
  return () => window.removeEventListener(OPEN_CART_EVENT, listener);
}

/**
 * Sonner draws its close button as a 20 px circle on the corner and its action as a 24 px chip:
 * here both are 44 px targets in the toast's row, the close button at the end.
 */
export const TOAST_TARGETS = {
  actionButton: 'h-11! rounded-full! bg-brand-700! px-4! text-sm! font-semibold! text-white!',
  closeButton:
    'static! order-last! h-11! w-11! shrink-0 transform-none! border-0! bg-transparent! text-stone-700! [&>svg]:h-4! [&>svg]:w-4!',
};

/** "Orange Juice (Small) added to your cart", with View Cart opening the drawer. */
export function toastAdded(message: string, viewCart: string) {
  toast.success(message, {
    id: ADDED_TOAST_ID,
    action: { label: viewCart, onClick: openCart },
    classNames: TOAST_TARGETS,
  });
}
