import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import type { MenuOptionGroup, MenuProduct } from '../catalog.schema';
import { checkChoices, defaultChoices, normaliseNote, optionsPriceFils } from '../option-rules';
import type { ProductChoice } from './add-product';
import { NoteField } from './note-field';
import { OptionGroupField } from './option-group-field';
import type { SheetInitial } from './product-sheet';
import { SizeField } from './size-field';

/** The sheet's choices and its Add (or Save) button, which shows the price of one as chosen. */
export function SheetForm({
  product,
  groups,
  initial,
  onSubmit,
}: {
  product: MenuProduct;
  groups: MenuOptionGroup[];
  initial?: SheetInitial;
  onSubmit: (choice: ProductChoice) => void;
}) {
  const { t } = useTranslation(['common', 'options']);
  const formRef = useRef<HTMLFormElement>(null);
  const [chosenSize, setChosenSize] = useState(
    () =>
      (initial && product.sizes.find((s) => s.size === initial.size && !s.soldOut)?.size) ??
      product.sizes.find((s) => !s.soldOut)?.size,
  );
  const [optionIds, setOptionIds] = useState<string[]>(() => {
    if (!initial) return defaultChoices(groups);
    const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
    return initial.optionIds.filter((id) => known.has(id));
  });
  const [note, setNote] = useState(initial?.note ?? '');
  // Problems show once Add was pressed, then follow the choices live.
  const [tried, setTried] = useState(false);

  const size = product.sizes.find((s) => s.size === chosenSize && !s.soldOut);
  const check = checkChoices(groups, optionIds);
  const picked = new Set(optionIds);
  const extraFils = optionsPriceFils(
    groups.flatMap((g) => g.options.filter((o) => picked.has(o.id)).map((option) => ({ option }))),
  );
  const problems = tried && !check.ok ? check.problems : [];

  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (!size || !check.ok) {
      // The sheet stays open, the first group to fix gets the focus, and its message is read out.
      e.preventDefault();
      setTried(true);
      const first = !check.ok ? check.problems.find((p) => p.groupId)?.groupId : undefined;
      formRef.current
        ?.querySelector<HTMLInputElement>(`[data-group="${first}"] input:not(:disabled)`)
        ?.focus();
      return;
    }
    onSubmit({ size, options: check.chosen, note: normaliseNote(note) });
  };

  return (
    // method="dialog": submitting closes the sheet.
    <form
      ref={formRef}
      method="dialog"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 px-5 pt-5"
    >
      {product.sizes.length > 1 && (
        <SizeField sizes={product.sizes} chosen={chosenSize} onChoose={setChosenSize} />
      )}
      {groups.map((g) => (
        <OptionGroupField
          key={g.id}
          group={g}
          chosenIds={optionIds}
          onChange={setOptionIds}
          problems={problems.filter((p) => p.groupId === g.id)}
        />
      ))}
      <NoteField value={note} onChange={setNote} />
      {/* Sticky at the sheet's bottom: the price and Add stay in reach however long the sheet. */}
      <div className="sticky bottom-0 -mx-5 -mt-2 border-t border-stone-100 bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <button
          type="submit"
          disabled={!size}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-600"
        >
          {initial ? t('options:save') : t('cart.add')}
          {size && (
            <>
              <span aria-hidden="true">·</span>
              <Price fils={size.priceFils + extraFils} />
            </>
          )}
        </button>
      </div>
    </form>
  );
}
