import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/client/lib/api';
import { useReadRefusal } from '@/client/lib/form-refusal';

/**
 * Why a step that staff must explain is taken (a cancel, a refund, an unpaid hand-over, moving an
 * order back, correcting its payment method): a reason from the step's list with a note that is
 * required when the reason is "other"; or, for a step without a list, the reason in staff's words,
 * always required.
 */
export interface ReasonValue<R extends string> {
  reason: R | '';
  note: string;
}

interface ReasonErrors {
  reason?: string;
  note?: string;
}

/** The request's field names the server's refusal speaks of: the list's choice and the words. */
interface ReasonPaths {
  reason?: string;
  note: string;
}

/** What is missing before the reason can be sent (pure): text keys of admin-orders, by field. */
export function reasonProblems<R extends string>(value: ReasonValue<R>, listed: boolean) {
  const wordsNeeded = !listed || value.reason === 'other';
  return {
    reason: listed && !value.reason ? ('money.chooseReason' as const) : undefined,
    note: wordsNeeded && !value.note.trim() ? ('money.noteRequired' as const) : undefined,
  };
}

/**
 * A reason field's state for a dialog: `reasons` is the step's list (none: the reason in words).
 * `check()` shows what is missing and says whether it can be sent; `refuse(e)` shows a refused
 * save (decision 072: useReadRefusal) on the reason's fields and returns what is said for the
 * whole form, for the dialog's failure toast.
 */
export function useReasonField<R extends string>(
  reasons?: readonly R[],
  paths: ReasonPaths = reasons ? { reason: 'reason', note: 'note' } : { note: 'reason' },
) {
  const { t } = useTranslation('admin-orders');
  const readRefusal = useReadRefusal('admin-orders');
  const [value, setValue] = useState<ReasonValue<R>>({ reason: '', note: '' });
  const [errors, setErrors] = useState<ReasonErrors>({});
  const listed = reasons !== undefined;
  return {
    reasons,
    value,
    errors,
    /** The note, trimmed; undefined when empty. */
    note: value.note.trim() || undefined,
    /** Whether a reason is chosen (or, without a list, written). */
    given: listed ? value.reason !== '' : value.note.trim() !== '',
    change(change: Partial<ReasonValue<R>>) {
      setValue((v) => ({ ...v, ...change }));
      setErrors({});
    },
    reset() {
      setValue({ reason: '', note: '' });
      setErrors({});
    },
    check(): boolean {
      const problems = reasonProblems(value, listed);
      setErrors({
        reason: problems.reason && t(problems.reason),
        note: problems.note && t(problems.note),
      });
      return !problems.reason && !problems.note;
    },
    /** `also`: the dialog's other fields (a refund's amount), each shown its own refusal. */
    refuse(e: unknown, also: { path: string; show: (text: string | undefined) => void }[] = []) {
      if (!(e instanceof ApiError)) return undefined;
      const shown = [paths.reason, paths.note, ...also.map((a) => a.path)].filter(
        (p): p is string => p !== undefined,
      );
      const refusal = readRefusal(e, shown);
      const on = (path?: string) => refusal.fields.find((f) => f.path === path)?.text;
      setErrors({ reason: on(paths.reason), note: on(paths.note) });
      for (const a of also) a.show(on(a.path));
      return refusal.message;
    },
  };
}

/** A reason field's state, as ReasonField shows it. */
export type ReasonFieldState<R extends string> = ReturnType<typeof useReasonField<R>>;
