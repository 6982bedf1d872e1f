import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The storefront's toasts, without sonner in the first screen's JavaScript (decision 003): sonner
 * is fetched on the first toast, or once the page is idle (`StoreToaster`), whichever comes first.
 * A toast asked for before then waits for sonner and for the Toaster to be on the page, so it is
 * never lost; a dismissal in the meantime cancels the toasts it names. Lint forbids importing
 * 'sonner' itself in storefront code; the back office imports it directly.
 */
type Sonner = typeof import('sonner');
type Toast = typeof sonnerToast;
type Id = string | number;
type Message = Parameters<Toast['success']>[0];

let sonner: Promise<Sonner> | undefined;
/** Fetches sonner once (its code and its styles). */
export const loadSonner = () => (sonner ??= import('sonner'));

let mounted: Toast | undefined;
let whenMounted: Promise<Toast>;
let resolveMounted: (toast: Toast) => void;
const waitForToaster = () => (whenMounted = new Promise((resolve) => (resolveMounted = resolve)));
waitForToaster();

const wanted = new Set<() => void>();
let asked = false;
/** The Toaster mounts itself when a toast is first asked for (if idle time has not come first). */
export function onToasterWanted(listener: () => void) {
  if (asked) listener();
  wanted.add(listener);
  return () => void wanted.delete(listener);
}

/** Called by the Toaster once it listens (after sonner's own effects), and with null when it leaves. */
export function toasterMounted(toast: Toast | null) {
  if (toast) {
    mounted = toast;
    resolveMounted(toast);
  } else if (mounted) {
    mounted = undefined;
    waitForToaster();
  }
}

// Dismissals counted so that a toast still waiting for sonner knows it was dismissed meanwhile.
let dismissedAll = 0;
const dismissedById = new Map<Id, number>();

function emit(show: (toast: Toast) => void, id?: Id) {
  if (mounted) return show(mounted);
  const all = dismissedAll;
  const byId = id === undefined ? 0 : (dismissedById.get(id) ?? 0);
  asked = true;
  for (const listener of wanted) listener();
  void whenMounted.then((toast) => {
    if (dismissedAll !== all || (id !== undefined && (dismissedById.get(id) ?? 0) !== byId)) return;
    show(toast);
  });
}

const kind = (type: 'success' | 'error' | 'info' | 'warning') => (message: Message, data?: ExternalToast) =>
  emit((toast) => toast[type](message, data), data?.id);

export const toast = {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  /** Dismisses the toast with this id (all without one), also one still waiting for sonner. */
  dismiss(id?: Id) {
    if (id === undefined) dismissedAll++;
    else dismissedById.set(id, (dismissedById.get(id) ?? 0) + 1);
    mounted?.dismiss(id);
  },
};
