import type { toast as sonnerToast } from 'sonner';
import { beforeEach, expect, it, vi } from 'vitest';

type Module = typeof import('./toast');
let mod: Module;

/** A stand-in for sonner's `toast`, recording what reached the Toaster. */
function fakeSonner() {
  const shown: string[] = [];
  const record = (type: string) => (message: unknown) => void shown.push(`${type}:${String(message)}`);
  const fake = {
    success: vi.fn(record('success')),
    error: vi.fn(record('error')),
    info: vi.fn(record('info')),
    warning: vi.fn(record('warning')),
    dismiss: vi.fn(),
  };
  return { shown, fake, toast: fake as unknown as typeof sonnerToast };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  vi.resetModules();
  mod = await import('./toast');
});

it('a toast asked for before the Toaster is on the page waits for it, then appears', async () => {
  const wanted = vi.fn();
  mod.onToasterWanted(wanted);
  mod.toast.error('failed');
  expect(wanted).toHaveBeenCalled();
  const { shown, toast } = fakeSonner();
  await settle();
  expect(shown).toEqual([]);
  mod.toasterMounted(toast);
  await settle();
  expect(shown).toEqual(['error:failed']);
});

it('a Toaster that listens later still hears that a toast was wanted', () => {
  mod.toast.info('hello');
  const wanted = vi.fn();
  mod.onToasterWanted(wanted);
  expect(wanted).toHaveBeenCalledOnce();
});

it('a dismissal before sonner arrives cancels the toasts it names, and only those', async () => {
  mod.toast.success('added', { id: 'cart-added' });
  mod.toast.success('saved');
  mod.toast.dismiss('cart-added');
  const { shown, toast } = fakeSonner();
  mod.toasterMounted(toast);
  await settle();
  expect(shown).toEqual(['success:saved']);

  mod.toasterMounted(null);
  mod.toast.warning('one');
  mod.toast.dismiss();
  mod.toasterMounted(toast);
  await settle();
  expect(shown).toEqual(['success:saved']);
});

it('once the Toaster is on the page, toasts and dismissals go straight to sonner, in order', () => {
  const { shown, fake, toast } = fakeSonner();
  mod.toasterMounted(toast);
  mod.toast.success('a', { id: 'x' });
  mod.toast.dismiss('x');
  mod.toast.error('b');
  expect(shown).toEqual(['success:a', 'error:b']);
  expect(fake.dismiss).toHaveBeenCalledWith('x');
});
