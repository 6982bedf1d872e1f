// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { Locale } from '@/common/locales';
import { ApiError } from './api';
import { readRefusal, useFieldMessage, useShowRefusal, type ShowRefusalOptions } from './form-refusal';

cleanUpAfterEach();

interface Values {
  name: string;
  email: string;
  sizes: { size: string }[];
  /** Kept in the form's values, never shown (as a review's productId or a reset's token). */
  productId: string;
}

const refusal = (details?: unknown, code = 'validation_failed', status = 422) =>
  new ApiError(status, code as never, { en: `${code} (en)`, ar: `${code} (ar)` }, details);

/** A form with name, e-mail and a nested size field; `refuse` shows a refusal on it. */
function renderForm(locale: Locale, options?: ShowRefusalOptions<Values>) {
  const shown: { refuse?: (e: unknown) => string | undefined; returned?: string } = {};
  function Form() {
    const form = useForm<Values>({
      defaultValues: { name: '', email: '', sizes: [{ size: 's' }, { size: 'm' }], productId: 'p1' },
    });
    const show = useShowRefusal(form, options);
    const message = useFieldMessage('account');
    const [, rerender] = useState(0);
    shown.refuse = (e) => {
      const r = show(e);
      rerender((n) => n + 1);
      return r;
    };
    const { errors } = form.formState;
    return (
      <form>
        <label>
          Name <input {...form.register('name')} />
        </label>
        <p data-testid="name-error">{message(errors.name?.message)}</p>
        <label>
          Email <input {...form.register('email')} />
        </label>
        <p data-testid="email-error">{message(errors.email?.message)}</p>
        <label>
          Size <input {...form.register('sizes.1.size')} />
        </label>
        <p data-testid="size-error">{message(errors.sizes?.[1]?.size?.message)}</p>
        <p role="alert">{errors.root?.message}</p>
      </form>
    );
  }
  renderWithProviders(<Form />, { locale });
  const refuse = (e: unknown) => act(() => void (shown.returned = shown.refuse!(e)));
  return { refuse, shown };
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('showing a refused save', () => {
  it('puts every field error on its field, nested ones too, in the current language, and focuses the first', () => {
    const { refuse, shown } = renderForm('ar');
    refuse(
      refusal([
        { path: 'email', code: 'custom', message: 'validation.emailTaken' },
        { path: 'sizes.1.size', code: 'custom', message: 'validation.required' },
        { path: 'name', code: 'custom', message: 'validation.tooLong' },
      ]),
    );
    expect(text('email-error')).toBe('يوجد حساب مسجّل بهذا البريد الإلكتروني. يُرجى تسجيل الدخول بدلًا من ذلك.');
    expect(text('size-error')).toBe('هذا الحقل مطلوب.');
    expect(text('name-error')).toBe('النص أطول من المسموح.');
    // The first refused field, not the last one set.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    // Every error is on its field: nothing more for the whole form.
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(shown.returned).toBeUndefined();
  });

  it('says an error for a field the form does not show for the whole form, instead of losing it', () => {
    const { refuse, shown } = renderForm('en');
    refuse(
      refusal([
        { path: 'name', code: 'custom', message: 'validation.required' },
        { path: 'productId', code: 'custom', message: 'reviews:errors.notInOrder' },
        { path: 'sizes.0.size', code: 'custom', message: 'validation.sizeKey' },
      ]),
    );
    expect(text('name-error')).toBe('This field is required.');
    const expected = `${'This item is not part of that order.'} ${'A size key uses only lowercase English letters, digits and hyphens.'}`;
    expect(screen.getByRole('alert').textContent).toBe(expected);
    expect(shown.returned).toBe(expected);
    expect(document.activeElement).toBe(screen.getByLabelText(/Name/));
  });

  it('says a refusal about no field by the server’s message in the current language', () => {
    const { refuse, shown } = renderForm('ar');
    refuse(refusal(undefined, 'rate_limited', 429));
    expect(screen.getByRole('alert').textContent).toBe('rate_limited (ar)');
    expect(shown.returned).toBe('rate_limited (ar)');
    expect(text('name-error')).toBe('');
  });

  it('gives a field named only by a code (or by a text key the client lacks) the server’s message', () => {
    const { refuse } = renderForm('en');
    refuse(
      refusal(
        [
          { path: 'email', code: 'employee_unavailable' },
          { path: 'name', code: 'custom', message: 'validation.notAKeyWeHave' },
        ],
        'employee_unavailable',
      ),
    );
    expect(text('email-error')).toBe('employee_unavailable (en)');
    expect(text('name-error')).toBe('employee_unavailable (en)');
  });

  it('leaves out what the form shows elsewhere, and says the server’s message when no field took one', () => {
    const { refuse } = renderForm('en', { elsewhere: (p) => p.startsWith('lines.') });
    refuse(
      refusal([{ path: 'lines.1.size', code: 'size_sold_out', message: 'sold out' }], 'size_unavailable'),
    );
    expect(screen.getByRole('alert').textContent).toBe('size_unavailable (en)');
  });

  it('can say the form-level message on the one field of a one-field form', () => {
    const { refuse } = renderForm('en', { formLevelOn: 'email' });
    refuse(refusal(undefined, 'invalid_code', 401));
    expect(text('email-error')).toBe('invalid_code (en)');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('rethrows what is not the server’s refusal (a bug)', () => {
    const { shown } = renderForm('en');
    expect(() => shown.refuse!(new TypeError('boom'))).toThrow('boom');
  });
});

describe('readRefusal', () => {
  const read = (e: ApiError, shown: string[]) =>
    readRefusal(e, {
      shown: (p) => shown.includes(p),
      locale: 'en',
      text: (k) => (k === 'known' ? 'Known' : undefined),
    });

  it('takes the first error of each field, and only a 422’s details', () => {
    const e = refusal([
      { path: 'a', message: 'known' },
      { path: 'a', message: 'other' },
    ]);
    expect(read(e, ['a'])).toEqual({
      fields: [{ path: 'a', message: 'known', text: 'Known' }],
      message: undefined,
    });
    expect(read(refusal([{ path: 'a', message: 'known' }], 'conflict', 409), ['a'])).toEqual({
      fields: [],
      message: 'conflict (en)',
    });
  });
});
