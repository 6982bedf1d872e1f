import { useEffect, useId, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPlate, normalisePlate, type Plate } from '@/common/plates';
import { PlateBadge } from '@/client/components/plate-badge';
import { useAccount } from '@/features/accounts/client';
import { useCars } from '@/features/accounts/client';
import type { CheckoutFormInput } from '@/features/orders';

const PARTS = ['emirate', 'code', 'number'] as const;
const samePlate = (a: Plate, b: Plate) =>
  a.emirate === b.emirate && a.code === b.code && a.number === b.number;

/**
 * A signed-in customer's saved cars at checkout: the default car's plate is filled in once, when
 * the list arrives (unless they have already typed a plate), and a tap on another car puts its
 * plate in the inputs. Asked for only when someone is signed in; nothing shows without cars.
 */
export function SavedCarChooser({ form }: { form: UseFormReturn<CheckoutFormInput> }) {
  const { t } = useTranslation('checkout');
  const signedIn = !!useAccount().data;
  const cars = useCars(signedIn).data?.cars;
  const typed = useWatch({ control: form.control, name: 'plate' });
  const filled = useRef(false);
  const labelId = useId();

  const put = (plate: Plate, chosen: boolean) => {
    const validate = chosen && !!form.formState.errors.plate;
    for (const k of PARTS)
      form.setValue(`plate.${k}`, plate[k], { shouldDirty: chosen, shouldValidate: validate });
  };

  useEffect(() => {
    if (filled.current || !signedIn || !cars?.length) return;
    filled.current = true;
    if (PARTS.some((k) => form.getFieldState(`plate.${k}`).isDirty)) return;
    put((cars.find((c) => c.isDefault) ?? cars[0]!).plate, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list first arrives
  }, [cars, signedIn]);

  if (!signedIn || !cars?.length) return null;
  const current = typed?.emirate
    ? normalisePlate({ emirate: typed.emirate, code: typed.code ?? '', number: typed.number ?? '' })
    : null;
  return (
    <div role="group" aria-labelledby={labelId} className="mb-3">
      <p id={labelId} className="mb-1.5 text-xs text-stone-700">
        {t('savedCars.label')}
      </p>
      <div className="flex flex-wrap gap-2">
        {cars.map((car) => {
          const chosen = !!current && samePlate(current, car.plate);
          return (
            <button
              key={car.id}
              type="button"
              aria-pressed={chosen}
              onClick={() => put(car.plate, true)}
              className={`inline-flex min-h-11 max-w-full items-center gap-2 rounded-xl border px-2.5 py-1.5 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-brand-700/40 focus-visible:outline-none ${
                chosen
                  ? 'border-brand-700 bg-brand-50 text-brand-900 ring-1 ring-brand-700'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
              }`}
            >
              <PlateBadge plate={car.plate} text={formatPlate(car.plate)} />
              {car.nickname && <span className="truncate font-semibold">{car.nickname}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
