import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isHydratingServerPage } from './hydrate-later';

/** What was typed, ticked or chosen in the server's form `formId`: each field's name and value. */
function readTyped(formId: string): [string, string | boolean][] {
  // Only the server's markup, while it is hydrated: in a client-side move, the page being left is
  // still in the document as the new one first renders.
  if (typeof document === 'undefined' || !isHydratingServerPage()) return [];
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  const typed: [string, string | boolean][] = [];
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked === el.defaultChecked) continue;
      if (el.type === 'checkbox') typed.push([el.name, el.checked]);
      else if (el.checked) typed.push([el.name, el.value]);
    } else if (el instanceof HTMLSelectElement) {
      // Without a `selected` option in the markup, the first one shows.
      const drawn = Math.max(0, Array.from(el.options).findIndex((o) => o.defaultSelected));
      if (el.selectedIndex !== drawn) typed.push([el.name, el.value]);
    } else if (el.value !== el.defaultValue) {
      typed.push([el.name, el.value]);
    }
  }
  return typed;
}

/**
 * A form the server drew can be typed into before its page is hydrated: on a slow phone the form
 * shows while its code is still on the way. What was typed (or ticked, or chosen) into the
 * server's form `formId` by then is read as the form first renders over that markup, and given to
 * `form` in the task after it is hydrated: hydration itself renders exactly what the server drew
 * (the starting values), then the form takes what was typed (the fields may show their starting
 * values for a frame in between). Anywhere else (on the server, or a form drawn later in the browser) there is
 * nothing to read and nothing happens (isHydratingServerPage).
 */
export function useKeepTypedBeforeHydration<T extends FieldValues>(formId: string, form: UseFormReturn<T>) {
  const [typed] = useState(() => readTyped(formId));
  useEffect(() => {
    if (!typed.length) return;
    // In the task after hydration's, once it is all done (the journeys' check of it included).
    const handle = setTimeout(() => {
      for (const [name, value] of typed) form.setValue(name as FieldPath<T>, value as never, { shouldDirty: true });
    });
    return () => clearTimeout(handle);
  }, [form, typed]);
}
