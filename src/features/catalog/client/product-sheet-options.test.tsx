// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach } from '@/client/testing/render-with-providers-test-kit';
import { cart } from '@/features/cart/client';
import { menuRoute, openSheet, product, SIZES3 } from './sheet-test-kit';

const juice = product(SIZES3, ['sugar', 'add-ons']);
const shake = product([{ size: 'small', priceFils: 1500, soldOut: false }], ['milk']);

cleanUpAfterEach(() => cart.clear());
beforeEach(() => {
  fakeServer(menuRoute([juice, shake]));
  cart.clear();
});

const addButton = (sheet: HTMLElement) => within(sheet).getByRole('button', { name: /^أضف إلى السلة/ });
const group = async (sheet: HTMLElement, name: string) => within(sheet).findByRole('group', { name });
const box = (el: HTMLElement, name: RegExp) => within(el).getByRole('checkbox', { name }) as HTMLInputElement;

describe('the product sheet: options (Arabic)', () => {
  it('shows each group with its Arabic name, the defaults chosen, each option’s price and the sold-out one disabled', async () => {
    const { sheet } = await openSheet(juice);
    const sugar = await group(sheet, 'السكر');
    expect(within(sugar).getByText('إلزامي')).toBeTruthy();
    expect((within(sugar).getByRole('radio', { name: 'سكر عادي' }) as HTMLInputElement).checked).toBe(true);
    expect((within(sugar).getByRole('radio', { name: 'بدون سكر' }) as HTMLInputElement).checked).toBe(false);

    const addOns = await group(sheet, 'الإضافات');
    // "Choose up to 2" in Arabic's dual, beside the group (its description).
    expect(within(addOns).getByText('اختياري · اختر حتى خيارين')).toBeTruthy();
    expect(addOns.getAttribute('aria-describedby')).toContain(within(addOns).getByText(/اختر حتى/).id);
    const honey = box(addOns, /عسل/);
    expect(honey.checked).toBe(false);
    expect(honey.closest('label')?.textContent).toContain('+2.00 د.إ');
    const nuts = box(addOns, /مكسرات/);
    expect(nuts.disabled).toBe(true);
    expect(nuts.closest('label')?.textContent).toContain('نفدت الكمية');
    expect(nuts.closest('label')?.textContent).not.toContain('3.00');
  });

  it('the Add button’s price follows the size and the options, and Add puts them in the cart', async () => {
    const { user, sheet } = await openSheet(juice);
    await user.click(within(sheet).getByRole('radio', { name: /كبير/ }));
    await user.click(within(await group(sheet, 'السكر')).getByRole('radio', { name: 'بدون سكر' }));
    expect(addButton(sheet).textContent).toContain('18.00 د.إ');
    await user.click(box(await group(sheet, 'الإضافات'), /عسل/));
    expect(addButton(sheet).textContent).toContain('20.00 د.إ');
    await user.click(box(await group(sheet, 'الإضافات'), /كرة آيس كريم/));
    expect(addButton(sheet).textContent).toContain('24.00 د.إ');
    await user.click(box(await group(sheet, 'الإضافات'), /كرة آيس كريم/));
    expect(addButton(sheet).textContent).toContain('20.00 د.إ');

    await user.click(addButton(sheet));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [line] = cart.get();
    expect(line).toMatchObject({ size: 'large', priceFils: 2000, quantity: 1, note: null });
    expect(line!.options.map((o) => [o.id, o.groupId, o.nameAr, o.priceFils, o.isDefault])).toEqual([
      ['no-sugar', 'sugar', 'بدون سكر', 0, false],
      ['honey', 'add-ons', 'عسل', 200, false],
    ]);
  });

  it('two taps with the defaults: open, Add', async () => {
    const { user, sheet } = await openSheet(juice);
    await user.click(addButton(sheet));
    expect(cart.get().map((l) => [l.size, l.priceFils, l.options.map((o) => o.id)])).toEqual([
      ['small', 1200, ['normal-sugar']],
    ]);
  });

  it('once as many add-ons as allowed are chosen, the others wait', async () => {
    const { user, sheet } = await openSheet(juice);
    const addOns = await group(sheet, 'الإضافات');
    await user.click(box(addOns, /عسل/));
    await user.click(box(addOns, /فواكه/));
    expect(box(addOns, /كرة آيس كريم/).disabled).toBe(true);
    await user.click(box(addOns, /كرة آيس كريم/));
    expect(box(addOns, /كرة آيس كريم/).checked).toBe(false);
    await user.click(box(addOns, /عسل/));
    expect(box(addOns, /كرة آيس كريم/).disabled).toBe(false);
  });

  it('a required group left empty is refused beside it, and nothing is added until it is chosen', async () => {
    const { user, sheet } = await openSheet(shake);
    const milk = await group(sheet, 'الحليب');
    expect(
      within(milk)
        .queryAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    await user.click(addButton(sheet));
    const alert = within(milk).getByRole('alert');
    expect(alert.textContent).toBe('يُرجى اختيار خيار من «الحليب».');
    expect(milk.getAttribute('aria-describedby')).toContain(alert.id);
    expect(milk.getAttribute('aria-invalid')).toBe('true');
    // The sheet stays open, the group's first choice has the focus, the cart is untouched.
    expect(screen.getByRole('dialog')).toBe(sheet);
    expect(document.activeElement).toBe(within(milk).getByRole('radio', { name: 'حليب كامل الدسم' }));
    expect(cart.get()).toEqual([]);

    await user.click(within(milk).getByRole('radio', { name: /حليب اللوز/ }));
    expect(within(milk).queryByRole('alert')).toBeNull();
    expect(addButton(sheet).textContent).toContain('17.00 د.إ');
    await user.click(addButton(sheet));
    expect(cart.get().map((l) => [l.priceFils, l.options.map((o) => o.id)])).toEqual([[1700, ['almond']]]);
  });

  it('takes a note of up to 140 characters, counted, and keeps it on the line', async () => {
    const { user, sheet } = await openSheet(juice);
    const note = within(sheet).getByRole('textbox', {
      name: 'ملاحظة للمحل (اختيارية)',
    }) as HTMLTextAreaElement;
    expect(note.maxLength).toBe(140);
    expect(within(sheet).getByText('0 من 140')).toBeTruthy();
    await user.type(note, '  نصف   الثلج ');
    expect(within(sheet).getByText('14 من 140')).toBeTruthy();
    expect(note.getAttribute('aria-describedby')).toBe(within(sheet).getByText('14 من 140').id);
    await user.click(addButton(sheet));
    expect(cart.get().map((l) => l.note)).toEqual(['نصف الثلج']);
  });
});

describe('the product sheet: options (English)', () => {
  it('says the groups, prices and limits in English', async () => {
    const { sheet } = await openSheet(juice, 'en');
    const addOns = await group(sheet, 'Add-ons');
    expect(within(addOns).getByText('Optional · Choose up to 2')).toBeTruthy();
    expect(box(addOns, /Honey/).closest('label')?.textContent).toContain('+AED 2.00');
    expect(within(sheet).getByRole('textbox', { name: 'Note for the shop (optional)' })).toBeTruthy();
  });
});
