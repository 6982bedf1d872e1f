import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/client/lib/toast';
import { ADDED_TOAST_ID, onOpenCartRequest } from './added-toast';

// The panel is not needed for the first screen: its code is fetched once the page has settled.
const loadPanel = () => import('./cart-drawer-panel');
const CartDrawerPanel = lazy(loadPanel);

/**
 * The cart, as a dialog sliding in from the end side (right in English, left in Arabic). It opens
 * from the header's button (`open`) or from anywhere through `openCart()` (the toast's View Cart).
 */
export function CartDrawer({
  open: openFromHeader,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [requested, setRequested] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = openFromHeader || requested;
  // Once opened it stays mounted, so closing can slide it out.
  if (open && !opened) setOpened(true);
  useEffect(() => onOpenCartRequest(() => setRequested(true)), []);
  useEffect(() => {
    const timer = setTimeout(() => void loadPanel(), 1500);
    return () => clearTimeout(timer);
  }, []);
  // An "added" toast belongs to the page it was raised on: it never covers the next one.
  const { pathname } = useLocation();
  useEffect(() => {
    toast.dismiss(ADDED_TOAST_ID);
  }, [pathname]);

  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel
        open={open}
        onOpenChange={(next) => {
          if (!next) setRequested(false);
          onOpenChange(next);
        }}
      />
    </Suspense>
  );
}
