import { Car, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { toast } from '@/client/lib/toast';
import { PlateBadge } from '@/client/components/plate-badge';
import { FormPlateInputs } from '@/client/components/form-plate-inputs';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { ErrorState } from '@/client/components/ui/error-state';
import { FormError } from '@/client/components/ui/form-parts';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { formatPlate } from '@/common/plates';
import type { CarInput, CarView } from '../cars.schema';
import { useCarMutations, useCars } from './cars-query';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() => import('./car-validation').then((m) => m.carResolver));

const DANGER =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** "My cars" on the profile: the saved cars, the default one first (it is filled in at checkout). */
export function SavedCars() {
  const { t } = useTranslation('account');
  const cars = useCars();
  const { update, remove } = useCarMutations();
  // One thing open at a time: the new-car form, a car being edited, or a delete to confirm.
  const [open, setOpen] = useState<{ kind: 'add' } | { kind: 'edit' | 'delete'; id: string } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const makeDefault = async (car: CarView) => {
    try {
      await update.mutateAsync({ id: car.id, isDefault: true });
      toast.success(t('cars.defaultChanged'));
    } catch {
      toast.error(t('cars.failed'));
    }
  };
  const onDelete = async (car: CarView) => {
    try {
      await remove.mutateAsync(car.id);
      setOpen(null);
      toast.success(t('cars.deleted'));
      addButton.current?.focus();
    } catch {
      toast.error(t('cars.failed'));
    }
  };

  const list = cars.data?.cars ?? [];
  const max = cars.data?.max ?? 10;
  return (
    <section aria-labelledby="cars-title" className="mt-10 border-t border-stone-200 pt-8">
      <h2 id="cars-title" className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <Car aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('cars.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('cars.intro')}</p>

      {cars.isPending ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : cars.isError ? (
        <div className="mt-4">
          <ErrorState message={t('cars.loadFailed')} onRetry={() => void cars.refetch()} />
        </div>
      ) : (
        <>
          {list.length === 0 && open?.kind !== 'add' && (
            <p className="mt-4 rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">{t('cars.empty')}</p>
          )}
          {list.length > 0 && (
            <ul className="mt-4 space-y-3">
              {list.map((car) => (
                <li
                  key={car.id}
                  className={`rounded-2xl border bg-white p-4 shadow-sm ${car.isDefault ? 'border-brand-700/40' : 'border-stone-200'}`}
                >
                  {open?.kind === 'edit' && open.id === car.id ? (
                    <CarForm car={car} onDone={() => setOpen(null)} />
                  ) : (
                    <>
                      <CarSummary car={car} />
                      {open?.kind === 'delete' && open.id === car.id ? (
                        <ConfirmDelete
                          pending={remove.isPending}
                          onConfirm={() => void onDelete(car)}
                          onCancel={() => {
                            setOpen(null);
                            // Back to the button that asked.
                            requestAnimationFrame(() =>
                              document
                                .querySelector<HTMLButtonElement>(`[data-car-delete="${car.id}"]`)
                                ?.focus(),
                            );
                          }}
                        />
                      ) : (
                        <div className="mt-3 flex flex-wrap gap-2">
                          <Button
                            variant="outline"
                            className="px-3.5!"
                            onClick={() => setOpen({ kind: 'edit', id: car.id })}
                          >
                            <Pencil aria-hidden="true" className="h-4 w-4" />
                            {t('cars.edit')}
                          </Button>
                          {!car.isDefault && (
                            <Button
                              variant="outline"
                              className="px-3.5!"
                              disabled={update.isPending}
                              onClick={() => void makeDefault(car)}
                            >
                              <Star aria-hidden="true" className="h-4 w-4" />
                              {t('cars.makeDefault')}
                            </Button>
                          )}
                          <button
                            type="button"
                            aria-label={t('cars.delete')}
                            data-car-delete={car.id}
                            title={t('cars.delete')}
                            className="ms-auto inline-flex h-11 w-11 items-center justify-center rounded-full text-red-700 transition-colors hover:bg-red-50"
                            onClick={() => setOpen({ kind: 'delete', id: car.id })}
                          >
                            <Trash2 aria-hidden="true" className="h-5 w-5" />
                          </button>
                        </div>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {open?.kind === 'add' ? (
            <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
              <h3 className="mb-3 font-bold text-stone-900">{t('cars.addTitle')}</h3>
              <CarForm
                asDefaultChoice={list.length > 0}
                onDone={() => {
                  setOpen(null);
                  requestAnimationFrame(() => addButton.current?.focus());
                }}
              />
            </div>
          ) : list.length < max ? (
            <button
              ref={addButton}
              type="button"
              className={buttonClass(list.length ? 'outline' : 'primary', 'md', 'mt-4')}
              onClick={() => setOpen({ kind: 'add' })}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('cars.add')}
            </button>
          ) : (
            <p className="mt-4 text-sm text-stone-600">{t('cars.full', { max })}</p>
          )}
        </>
      )}
    </section>
  );
}

function CarSummary({ car }: { car: CarView }) {
  const { t } = useTranslation('account');
  const details = [car.colour, car.make].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
      <div className="min-w-0 space-y-1.5">
        <PlateBadge plate={car.plate} text={formatPlate(car.plate)} size="md" />
        {car.nickname && <p className="font-semibold break-words text-stone-900">{car.nickname}</p>}
        {details && <p className="text-sm break-words text-stone-600">{details}</p>}
      </div>
      {car.isDefault && (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          <Star aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
          {t('cars.default')}
        </span>
      )}
    </div>
  );
}

function ConfirmDelete({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => keep.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={id} className="mt-3 rounded-xl bg-red-50 p-3">
      <p id={id} className="text-sm font-semibold text-red-900">
        {t('cars.confirmDelete')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={DANGER} disabled={pending} aria-busy={pending} onClick={onConfirm}>
          {pending && <Spinner />}
          {t('cars.confirmDeleteYes')}
        </button>
        <button ref={keep} type="button" className={buttonClass('outline')} onClick={onCancel}>
          {t('cars.cancel')}
        </button>
      </div>
    </div>
  );
}

const valuesOf = (car?: CarView): CarInput => ({
  // The shop is in Abu Dhabi: most cars at its kerb carry Abu Dhabi plates.
  plate: car ? { ...car.plate } : { emirate: 'abu_dhabi', code: '', number: '' },
  nickname: car?.nickname ?? '',
  colour: car?.colour ?? '',
  make: car?.make ?? '',
  isDefault: false,
});

/** Adds a car (no `car`) or changes one; closes itself when saved or cancelled. */
function CarForm({
  car,
  asDefaultChoice = false,
  onDone,
}: {
  car?: CarView;
  asDefaultChoice?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const { add, update } = useCarMutations();
  const form = useForm<CarInput>({ resolver: checks.resolver, defaultValues: valuesOf(car) });
  const showRefusal = useShowRefusal(form, { ns: 'account' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('account');

  useEffect(() => form.setFocus('plate.code'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (car)
        await update.mutateAsync({
          id: car.id,
          plate: values.plate,
          nickname: values.nickname,
          colour: values.colour,
          make: values.make,
        });
      else await add.mutateAsync(values);
      toast.success(t('cars.saved'));
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) {
        form.setError('root', { message: t('cars.failed') });
        return;
      }
      // The plate is already saved, or the list is full: said beside the form.
      showRefusal(e);
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={checks.warm}
      onPointerDown={checks.warm}
      noValidate
      className="space-y-4"
    >
      <FormPlateInputs form={form} err={err} legend={t('cars.plate')} example={t('cars.plateExample')} />
      <TextField
        label={t('cars.nickname')}
        hint={t('optional', { ns: 'common' })}
        placeholder={t('cars.nicknamePlaceholder')}
        autoComplete="off"
        maxLength={40}
        error={err(errors.nickname?.message)}
        {...form.register('nickname')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('cars.colour')}
          hint={t('optional', { ns: 'common' })}
          placeholder={t('cars.colourPlaceholder')}
          autoComplete="off"
          maxLength={40}
          error={err(errors.colour?.message)}
          {...form.register('colour')}
        />
        <TextField
          label={t('cars.make')}
          hint={t('optional', { ns: 'common' })}
          placeholder={t('cars.makePlaceholder')}
          autoComplete="off"
          maxLength={40}
          error={err(errors.make?.message)}
          {...form.register('make')}
        />
      </div>
      {asDefaultChoice && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" {...form.register('isDefault')} />
          {t('cars.useAsDefault')}
        </label>
      )}
      <FormError message={errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          {t('cars.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('cars.cancel')}
        </Button>
      </div>
    </form>
  );
}
