import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { Price } from '@/client/components/ui/price';
import { TextField } from '@/client/components/ui/text-field';
import { useReadRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { isOneOf, PAYMENT_METHODS } from '@/common/domain';
import { MANUAL_ADJUSTMENT_KINDS, type Adjustment, type ShiftReport } from '../../shifts.schema';
import { useAddAdjustment } from './shifts-api';

/** A name or a date isolated in its own direction (a Latin name beside an Arabic date). */
const firstStrong = (text: string) => `\u2068${text}\u2069`;

/** What an adjustment the database wrote is about (an order's method moved, or marked unpaid). */
function useDetail() {
  const { t } = useTranslation('admin-shifts');
  return (a: Adjustment) => {
    const d = a.detail ?? {};
    // A method as the database recorded it (untyped details): its name, or the value itself if unknown.
    const method = (m: unknown) => (isOneOf(PAYMENT_METHODS, m) ? t(`methods.${m}`) : String(m));
    if (a.kind === 'method_correction')
      return t('adjust.methodMoved', { number: d.number, from: method(d.from), to: method(d.to) });
    if (d.unpaid) return t('adjust.unpaid', { number: d.number, method: method(d.method) });
    return a.note ?? '';
  };
}

/** The adjustments after the close (who, when, why), the corrected figures, and a form to add one. */
export function AdjustmentsPanel({ report }: { report: ShiftReport }) {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  const detail = useDetail();
  const add = useAddAdjustment();
  const readRefusal = useReadRefusal('admin-shifts');
  const [kind, setKind] = useState<(typeof MANUAL_ADJUSTMENT_KINDS)[number]>('cash_count');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const m = /^\s*(-)?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(amount);
    const fils = m ? (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'))) : 0;
    const local = {
      ...(fils ? {} : { amountFils: t('validation.amount') }),
      ...(note.trim() ? {} : { note: t('validation.noteRequired') }),
    };
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await add.mutateAsync({ id: report.shift.id, kind, amountFils: fils, note: note.trim() });
      toast.success(t('adjust.done'));
      setAmount('');
      setNote('');
    } catch (err) {
      const refusal = readRefusal(err, ['amountFils', 'note']);
      setErrors(Object.fromEntries(refusal.fields.map((f) => [f.path, f.text])));
      setFailure(refusal.message);
    }
  };
  const c = report.corrected;
  return (
    <section aria-labelledby="adjustments" className="mt-6 grid gap-3">
      <h2 id="adjustments" className="text-lg font-bold">
        {t('adjust.heading')}
      </h2>
      <p className="text-sm text-stone-600">{t('adjust.intro')}</p>
      {report.adjustments.length === 0 ? (
        <p className="text-sm">{t('adjust.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {report.adjustments.map((a) => (
            <li key={a.id} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-2 font-semibold">
                <span>{t(`adjust.kinds.${a.kind}`)}</span>
                <Price fils={a.amountFils} />
              </div>
              <p>{detail(a)}</p>
              {a.kind !== 'cash_count' && a.note && (a.detail?.from || a.detail?.unpaid) ? (
                <p>{t('books.reason', { reason: a.note })}</p>
              ) : null}
              <p className="text-stone-600">
                {t('adjust.by', {
                  name: firstStrong(a.createdByName ?? t('adjust.system')),
                  when: firstStrong(formatShopDateTime(a.createdAt, locale)),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {c && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-stone-50 p-3 text-sm">
          <dt className="col-span-2 font-bold">{t('adjust.corrected')}</dt>
          <dt>{t('report.net')}</dt>
          <dd>
            <Price fils={c.netFils} />
          </dd>
          {c.byMethod.map((m) => (
            <div key={m.method} className="contents">
              <dt>{t(`methods.${m.method}`)}</dt>
              <dd>
                <Price fils={m.netFils} />
              </dd>
            </div>
          ))}
          <dt>{t('report.expected')}</dt>
          <dd>
            <Price fils={c.expectedCashFils} />
          </dd>
          <dt>{t('report.counted')}</dt>
          <dd>{c.countedCashFils === null ? '—' : <Price fils={c.countedCashFils} />}</dd>
          <dt>{t('report.difference')}</dt>
          <dd>{c.differenceFils === null ? '—' : <Price fils={c.differenceFils} />}</dd>
        </dl>
      )}
      <form noValidate onSubmit={(e) => void send(e)} className="grid max-w-md gap-3">
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-semibold">{t('adjust.kind')}</legend>
          {MANUAL_ADJUSTMENT_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {t(`adjust.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('adjust.amount')}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amountFils}
        />
        <TextField
          label={t('adjust.note')}
          multiline
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
        />
        <FormError message={failure} />
        <SubmitButton pending={add.isPending}>{t('adjust.submit')}</SubmitButton>
      </form>
    </section>
  );
}
