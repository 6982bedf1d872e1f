import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';

const CLOSE_MS = 300;

/**
 * A modal panel sliding in from the end side (right in English, left in Arabic), built on the
 * native <dialog>: focus trap, Escape, inert page and top layer come from the browser.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setClosing(false);
      dialog.showModal();
    } else if (!open && dialog.open) {
      // Let the slide-out play, then close for real.
      setClosing(true);
      const timer = setTimeout(() => {
        dialog.close();
        setClosing(false);
      }, CLOSE_MS);
      return () => clearTimeout(timer);
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-state={closing ? 'closed' : 'open'}
      onCancel={(e) => {
        e.preventDefault(); // Escape: close with the animation
        onOpenChange(false);
      }}
      onClick={(e) => {
        if (e.target === ref.current) onOpenChange(false); // a click on the backdrop
      }}
      className="drawer fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-full max-w-md flex-col bg-white p-0 text-stone-900 shadow-2xl open:flex"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClass('ghost', 'icon')}
          aria-label={t('actions.close')}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
      {children}
    </dialog>
  );
}
