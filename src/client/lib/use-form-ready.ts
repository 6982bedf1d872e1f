import { useLayoutEffect, useRef } from 'react';

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
 * - what was typed, ticked or chosen by then stays: react-hook-form (7.92 and later) reads a
 *   registered field that was edited before the form was ready from the page rather than
 *   writing its default over it (`isEditedBeforeReady`); the typed-input journeys check it in
 *   Chromium for text, select and radio fields, its component test a checkbox;
 * - a send held meanwhile (index.html's script holds the `submit` of a form marked
 *   `data-hold-submit` until it is marked `data-ready`) is made again, now by the app, with
 *   those values: what was typed arrives, and what the screen then says is what happened.
 * A form drawn later in the browser has nothing held.
 */
export function useFormReady(formId: string) {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.setAttribute('data-ready', '');
    const held = window.__aseerHeldSubmit;
    if (held?.form !== el) return;
    window.__aseerHeldSubmit = null;
    const submitter =
      held.submitter && (held.submitter as HTMLButtonElement).form === el ? held.submitter : undefined;
    // After this commit, as the tap that sent it would have been.
    setTimeout(() => el.requestSubmit(submitter));
  }, []);
  return { id: formId, ref, 'data-hold-submit': '' };
}
