import { toast } from '@/client/lib/toast';

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

/** "Orange Juice (Small) added to your cart", with View Cart opening the drawer. */
export function toastAdded(message: string, viewCart: string) {
  toast.success(message, {
    id: ADDED_TOAST_ID,
    action: { label: viewCart, onClick: openCart },
  });
}
