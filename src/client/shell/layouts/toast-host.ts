import { useEffect, useState } from 'react';

export interface ToastHost {
  /** Where the toasts are drawn; null until `active`. */
  host: HTMLElement | null;
  /** Whether that is an open modal dialog (a sheet or the cart drawer), not the page. */
  inDialog: boolean;
}

/**
 * The element the storefront's Toaster is drawn in. A modal `<dialog>` (the cart drawer, the size
 * sheet) sits in the top layer and makes the rest of the page inert: a toast outside it would be
 * drawn beneath it, and could not be clicked even if drawn above it (a `popover` outside the dialog
 * is inert too). So while a modal dialog is open the toasts live inside it, and on the page's body
 * otherwise. The same element is moved, never replaced: the Toaster is not remounted, and a toast
 * on screen when the dialog opens or closes stays on screen (on a phone it moves to the top while the
 * dialog is open: `inDialog`, store-toaster.tsx).
 *
 * A dialog that is sliding out (`data-state="closed"`, the drawer's animation) no longer holds
 * them: the toast stays put while the panel leaves, instead of sliding away with it.
 *
 * Nothing exists until `active` (the Toaster mounts after hydration): the server's HTML and the
 * render that hydrates it are untouched.
 */
export function useToastHost(active: boolean): ToastHost {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [inDialog, setInDialog] = useState(false);
  useEffect(() => {
    if (!active) return;
    const element = document.createElement('div');
    element.dataset.toastHost = '';
    const place = () => {
      const dialog = topModalDialog();
      const target = dialog ?? document.body;
      if (element.parentNode !== target) target.append(element);
      setInDialog(dialog !== undefined);
    };
    place();
    // Dialogs open and close (the `open` attribute), start leaving (`data-state`), or leave the page.
    const observer = new MutationObserver(place);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open', 'data-state'],
    });
    setHost(element);
    return () => {
      observer.disconnect();
      element.remove();
      setHost(null);
      setInDialog(false);
    };
  }, [active]);
  return { host, inDialog };
}

/** The last open modal dialog in the page that is not on its way out. */
function topModalDialog(): HTMLDialogElement | undefined {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog:modal')];
  return open.filter((dialog) => dialog.dataset.state !== 'closed').at(-1);
}
