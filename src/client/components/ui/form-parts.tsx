import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** The form-level error (the server's message, or what no single field explains). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}

/** The full-width submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-busy={pending} className="w-full">
      {pending && <Spinner />}
      {children}
    </Button>
  );
}
