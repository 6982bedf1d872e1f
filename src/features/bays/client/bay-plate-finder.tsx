import { CheckCircle2, MapPin, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPlateInputs } from '@/client/components/form-plate-inputs';
import { Button } from '@/client/components/ui/button';
import { FormError } from '@/client/components/ui/form-parts';
import { ApiError } from '@/client/lib/api';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopTime } from '@/common/dates';
import { isolateAuto } from '@/common/text';
import type { BayArrived, BayOrderChoice, BayPlateLookupInput } from '../bays.schema';
import { useFindByPlate, usePlateArrival } from './bay-api';

const checks = lazyResolver(() => import('./bay-validation').then((m) => m.bayPlateResolver));

/**
 * Any phone at the bay (ordered on another phone, or the remembered order is gone): the car's plate
 * finds that car's open orders of today, by number only; one tap marks the chosen one here.
 */
export function BayPlateFinder({ token, bay, own }: { token: string; bay: string; own: boolean }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const find = useFindByPlate(token);
  const arrive = usePlateArrival(token);
  const [choices, setChoices] = useState<{
    plate: BayPlateLookupInput['plate'];
    list: BayOrderChoice[];
  } | null>(null);
  const [done, setDone] = useState<BayArrived | null>(null);
  const form = useForm<BayPlateLookupInput>({
    resolver: checks.resolver,
    defaultValues: { plate: { emirate: 'abu_dhabi', code: '', number: '' } },
  });
  const showRefusal = useShowRefusal(form, { ns: 'orders' });
  const err = useFieldMessage('orders');
  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      setChoices({ plate: values.plate, list: await find.mutateAsync(values) });
    } catch (e) {
      if (e instanceof ApiError) showRefusal(e);
      else form.setError('root', { message: t('bay.failed') });
    }
  });
  const onChoose = (number: number) =>
    choices && arrive.mutate({ plate: choices.plate, number }, { onSuccess: setDone });
  const arriveError =
    arrive.error instanceof ApiError ? arrive.error.messageIn(locale) : arrive.error && t('bay.failed');
  return (
    <section
      aria-labelledby="bay-plate"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="bay-plate" className="text-lg font-bold text-brand-900">
        {t(own ? 'bay.otherPhone' : 'bay.findTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('bay.otherPhoneHint')}</p>
      <form
        method="post"
        onSubmit={(e) => void onSubmit(e)}
        onFocus={checks.warm}
        onPointerDown={checks.warm}
        noValidate
        className="mt-4 space-y-4"
      >
        <FormPlateInputs form={form} err={err} legend={t('bay.plate')} example={t('bay.plateExample')} />
        <FormError message={form.formState.errors.root?.message} />
        <Button type="submit" variant="outline" className="w-full" disabled={find.isPending} data-bay-find>
          <Search aria-hidden="true" className="h-4 w-4" />
          {t('bay.find')}
        </Button>
      </form>
      {done ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-3 rounded-xl bg-brand-50 p-4 font-bold text-brand-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
          {t('bay.marked', { bay: isolateAuto(bay), number: isolateAuto(done.shortId) })}
        </p>
      ) : choices && choices.list.length === 0 ? (
        <p role="status" className="mt-4 text-stone-700">
          {t('bay.noneFound')}
        </p>
      ) : (
        choices && (
          <ul className="mt-4 space-y-3" aria-live="polite">
            {choices.list.map((c) => (
              <li
                key={c.number}
                data-bay-choice={c.number}
                className="rounded-xl border border-stone-200 p-3"
              >
                <p className="font-semibold text-stone-800">
                  {t('bay.choice', {
                    number: isolateAuto(c.shortId),
                    time: formatShopTime(c.createdAt, locale),
                  })}
                </p>
                <Button
                  className="mt-2 w-full"
                  onClick={() => onChoose(c.number)}
                  disabled={arrive.isPending}
                >
                  <MapPin aria-hidden="true" className="h-5 w-5" />
                  {t('bay.here', { bay: isolateAuto(bay) })}
                </Button>
              </li>
            ))}
          </ul>
        )
      )}
      {arriveError && !done && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {arriveError}
        </p>
      )}
    </section>
  );
}
