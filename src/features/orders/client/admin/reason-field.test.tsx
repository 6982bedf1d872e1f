// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { CANCEL_REASONS } from '@/common/domain';
import { ReasonField } from './reason-field';
import { reasonProblems, useReasonField } from './use-reason-field';

cleanUpAfterEach();

/** A dialog's use of the field: Send checks it, then hands over what it would send (or the server's refusal). */
function Listed({ onSend, refusal }: { onSend: (v: unknown) => void; refusal?: ApiError }) {
  const reason = useReasonField(CANCEL_REASONS);
  const send = () => {
    if (!reason.check()) return;
    if (refusal) return onSend({ said: reason.refuse(refusal) });
    onSend({ reason: reason.value.reason, note: reason.note });
  };
  return (
    <>
      <ReasonField field={reason} reasonLabel={(r) => r} />
      <button onClick={send}>Send</button>
    </>
  );
}

function Words({ onSend }: { onSend: (v: unknown) => void }) {
  const reason = useReasonField();
  return (
    <>
      <ReasonField field={reason} />
      <button onClick={() => reason.check() && onSend(reason.note)}>Send</button>
    </>
  );
}

describe('the reason field of the money dialogs', () => {
  it('asks for a reason from the list, and a note when it is "other"', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Listed onSend={onSend} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose a reason', { selector: 'p' })).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Reason'), 'other');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Say what the reason was.')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Note/), '  Left before it was ready  ');
    expect(screen.queryByText('Say what the reason was.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ reason: 'other', note: 'Left before it was ready' });
  });

  it('needs no note for a reason of the list but "other"', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Listed onSend={onSend} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Reason'), 'duplicate');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ reason: 'duplicate', note: undefined });
  });

  it('without a list, the reason in words is required (in Arabic)', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Words onSend={onSend} />, { locale: 'ar' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('اذكر السبب.')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('السبب'), 'أُغلق بالخطأ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('أُغلق بالخطأ');
  });

  it("shows the server's refusal of the note on the note, and says the rest for the whole form", async () => {
    const onSend = vi.fn();
    const refusal = new ApiError(
      422,
      'validation_failed',
      { en: 'Check the form.', ar: 'تحقق من النموذج.' },
      [{ path: 'note', message: 'admin-orders:money.noteRequired' }],
    );
    renderWithProviders(<Listed onSend={onSend} refusal={refusal} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Reason'), 'duplicate');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Say what the reason was.')).toBeTruthy();
    expect(onSend).toHaveBeenCalledWith({ said: undefined });
  });

  it('reasonProblems: what is missing, by field', () => {
    expect(reasonProblems({ reason: '', note: '' }, true)).toEqual({
      reason: 'money.chooseReason',
      note: undefined,
    });
    expect(reasonProblems({ reason: 'other', note: ' ' }, true).note).toBe('money.noteRequired');
    expect(reasonProblems({ reason: '', note: 'x' }, false)).toEqual({ reason: undefined, note: undefined });
  });
});
