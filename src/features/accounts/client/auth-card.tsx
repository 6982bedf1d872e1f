import type { ReactNode } from 'react';

/** The centred card of the sign-in and sign-up pages: heading, short intro, the form, a link below. */
export function AuthCard({
  heading,
  intro,
  children,
  footer,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-extrabold text-brand-900">{heading}</h1>
        <p className="mt-2 text-stone-700">{intro}</p>
      </header>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
      <p className="mt-6 text-center text-sm text-stone-700">{footer}</p>
    </div>
  );
}
