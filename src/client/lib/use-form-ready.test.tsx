// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormReady } from './use-form-ready';

/**
 * A form the server drew, typed into (and sent) before React hydrated it, as on a slow phone: the
 * values reach the form's own state and a held send is made again by the app.
 */
function SignIn({ onSend }: { onSend: (values: { email: string; remember: boolean }) => void }) {
  const form = useForm({ defaultValues: { email: '', remember: false } });
  const ready = useFormReady('sign-in');
  return (
    <form {...ready} method="post" onSubmit={form.handleSubmit(onSend)}>
      <input aria-label="email" {...form.register('email', { required: true })} />
      <input type="checkbox" aria-label="remember" {...form.register('remember')} />
      <button type="submit">Send</button>
      {/* What the form's own state holds (what a summary, a check or a send reads). */}
      <output>{form.watch('email')}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.__aseerHeldSubmit = null;
});

/** The server's HTML for the form, in the document, not yet hydrated. */
function serverForm(onSend = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onSend={onSend} />);
  document.body.append(container);
  const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
  const remember = container.querySelector<HTMLInputElement>('input[name="remember"]')!;
  return { container, email, remember, onSend, form: container.querySelector('form')! };
}

const hydrate = async (container: HTMLElement, onSend: (v: unknown) => void) => {
  await act(async () => {
    root = hydrateRoot(container, <SignIn onSend={onSend} />);
  });
};

describe('a form typed into before it was hydrated', () => {
  it('keeps what was typed, and sends it', async () => {
    const { container, email, remember, onSend, form } = serverForm();
    expect(form.hasAttribute('data-hold-submit')).toBe(true);
    expect(form.hasAttribute('data-ready')).toBe(false);
    email.value = 'salem@example.com';
    remember.checked = true;
    await hydrate(container, onSend);
    expect(form.hasAttribute('data-ready')).toBe(true);
    expect(email.value).toBe('salem@example.com');
    expect(container.querySelector('output')!.textContent).toBe('salem@example.com');
    await act(async () => {
      form.requestSubmit();
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]![0]).toEqual({ email: 'salem@example.com', remember: true });
  });

  it('sends a form that was sent before it was ready, once, with what was typed', async () => {
    const { container, email, onSend, form } = serverForm();
    email.value = 'hessa@example.com';
    // What index.html's script does with a send before the app is there.
    window.__aseerHeldSubmit = { form, submitter: form.querySelector('button') };
    await hydrate(container, onSend);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]![0]).toMatchObject({ email: 'hessa@example.com' });
    expect(window.__aseerHeldSubmit).toBeNull();
  });

  it('a form drawn in the browser starts from its own values and sends nothing by itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onSend = vi.fn();
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<SignIn onSend={onSend} />);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('');
    expect(container.querySelector('form')!.hasAttribute('data-ready')).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });
});
