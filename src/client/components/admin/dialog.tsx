import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { useModalDialog } from './use-modal-dialog';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/**
 * A modal dialog on the native <dialog> (focus trap, Escape, inert page from the browser):
 * title bar with a close button, scrolling body, optional footer. Closing it (Escape, the close
 * button, a click on the backdrop) calls onOpenChange(false).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      onClick={(e) => {
        if (e.target === ref.current) onOpenChange(false); // the backdrop
      }}
      className={`m-auto max-h-[92dvh] w-[calc(100%-1.5rem)] ${WIDTHS[size]} overflow-hidden rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50`}
    >
      {open && (
        <div className="flex max-h-[92dvh] flex-col">
          <div className="flex items-start gap-3 border-b border-stone-200 px-5 py-4">
            <div className="me-auto">
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-0.5 text-sm text-stone-600">
                  {description}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('actions.close')}
              onClick={() => onOpenChange(false)}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
          {/* Focusable, so a keyboard can scroll a long body (and axe's scrollable-region rule holds). */}
          <div
            tabIndex={0}
            className="overflow-y-auto px-5 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/40"
          >
            {children}
          </div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-5 py-3">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}

/** "Are you sure…?" with Cancel and a red confirm button; the confirm button shows progress. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that keeps things as they are ("Cancel" unless told, e.g. "Keep order"). */
  cancelLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button className="!bg-red-700 hover:!bg-red-800" disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-stone-700">{message}</p>
    </Dialog>
  );
}
