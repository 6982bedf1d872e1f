import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useHydrated } from './use-hydrated';

/** What was typed, ticked or chosen in a form the server drew: each field's name and value. */
function readTyped(form: HTMLFormElement | null): [string, string | boolean][] {
  if (!form) return [];
  const typed: [string, string | boolean][] = [];
  for (const el of Array.from(form.elements)) {
    if (
      !(
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
      ) ||
      !el.name
    )
      continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked === el.defaultChecked) continue;
      if (el.type === 'checkbox') typed.push([el.name, el.checked]);
      else if (el.checked) typed.push([el.name, el.value]);
    } else if (el instanceof HTMLSelectElement) {
      // Without a `selected` option in the markup, the first one shows.
      const drawn = Math.max(
        0,
        Array.from(el.options).findIndex((o) => o.defaultSelected),
      );
      if (el.selectedIndex !== drawn) typed.push([el.name, el.value]);
    } else if (el.value !== el.defaultValue) {
      typed.push([el.name, el.value]);
    }
  }
  return typed;
}

/** A form sent before the app took it over, held by index.html's script until the form is ready. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __aseerHeldSubmit?: HeldSubmit | null;
  }
}

/**
 * A form the server drew can be typed into, and sent, before the app takes it over: on a slow
 * phone the form shows while its code is still on the way. Spread the returned props on the
 * `<form>` (it must have an `id`):
 * - what was typed, ticked or chosen by then is read from the server's markup as the form is
 *   hydrated (React keeps the typed values on screen but tells the form nothing of them), and
 *   given to `form` before anything else can happen;
 * - a send held meanwhile (index.html's script holds the `submit` of a form marked
 *   `data-hold-submit` until it is marked `data-ready`) is made again, now by the app, with
 *   those values: what was typed arrives, and what the screen then says is what happened.
 * A form drawn later in the browser has nothing to read and nothing held.
 */
export function useFormReady<T extends FieldValues>(formId: string, form: UseFormReturn<T>) {
  // Not yet hydrated: this render hydrates the server's markup (or is the server's).
  const hydrating = !useHydrated();
  const [typed] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? readTyped(document.getElementById(formId) as HTMLFormElement | null)
      : [],
  );
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    for (const [name, value] of typed)
      form.setValue(name as FieldPath<T>, value as never, { shouldDirty: true });
    el.setAttribute('data-ready', '');
    const held = window.__aseerHeldSubmit;
    if (held?.form !== el) return;
    window.__aseerHeldSubmit = null;
    const submitter =
      held.submitter && (held.submitter as HTMLButtonElement).form === el ? held.submitter : undefined;
    // After this commit, as the tap that sent it would have been.
    setTimeout(() => el.requestSubmit(submitter));
  }, [form, typed]);
  return { id: formId, ref, 'data-hold-submit': '' };
}
