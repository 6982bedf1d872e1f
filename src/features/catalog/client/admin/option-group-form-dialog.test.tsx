// @vitest-environment happy-dom
import '@/client/locales/bundles/admin-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { OptionGroupInput } from '../../option-group.admin.schema';
import type { AdminOptionGroup } from '../../option-group.admin.views';
import { OptionGroupFormDialog } from './option-group-form-dialog';

cleanUpAfterEach();

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const milk: AdminOptionGroup = {
  id: ID(1),
  nameEn: 'Milk',
  nameAr: 'الحليب',
  kind: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  sortOrder: 3,
  status: 'active',
  categoryIds: [],
  options: [
    {
      id: ID(2),
      nameEn: 'Full-cream',
      nameAr: 'كامل الدسم',
      priceFils: 0,
      isDefault: true,
      soldOut: false,
      sortOrder: 0,
      status: 'active',
    },
    {
      id: ID(3),
      nameEn: 'Low-fat',
      nameAr: 'قليل الدسم',
      priceFils: 0,
      isDefault: false,
      soldOut: false,
      sortOrder: 1,
      status: 'active',
    },
    {
      id: ID(4),
      nameEn: 'Almond milk',
      nameAr: 'حليب اللوز',
      priceFils: 200,
      isDefault: false,
      soldOut: false,
      sortOrder: 2,
      status: 'active',
    },
    {
      id: ID(5),
      nameEn: 'Oat milk',
      nameAr: 'حليب الشوفان',
      priceFils: 200,
      isDefault: false,
      soldOut: false,
      sortOrder: 3,
      status: 'archived',
    },
  ],
};

function open(group: AdminOptionGroup | null) {
  const save = vi.fn(async (input: OptionGroupInput) => ({ ...milk, ...input, options: milk.options }));
  const onOpenChange = vi.fn();
  // The shop's money settings (currency label) come from the server: none here, the defaults apply.
  fakeServer({});
  renderWithProviders(
    <OptionGroupFormDialog group={group} open onOpenChange={onOpenChange} save={save} pending={false} />,
  );
  return { save, onOpenChange, user: userEvent.setup() };
}
const row = (n: number) => screen.getByRole('group', { name: `Option ${n}` });
const field = (n: number, label: string) => within(row(n)).getByLabelText(label, { exact: false });

describe('the option group dialog', () => {
  it('creates a group with two options: names, an extra price in AED, a default', async () => {
    const { save, user } = open(null);
    await user.type(screen.getByLabelText('Group name (English)', { exact: false }), 'Syrup');
    await user.type(screen.getByLabelText('Group name (Arabic)', { exact: false }), 'شراب النكهة');
    await user.type(field(1, 'Name (English)'), 'Vanilla');
    await user.type(field(1, 'Name (Arabic)'), 'فانيلا');
    await user.type(field(2, 'Name (English)'), 'Caramel');
    await user.type(field(2, 'Name (Arabic)'), 'كراميل');
    await user.clear(field(2, 'Extra price'));
    await user.type(field(2, 'Extra price'), '2.50');
    await user.click(within(row(1)).getByRole('radio', { name: 'Default' }));
    await user.click(screen.getByRole('button', { name: 'Save Group' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({
      nameEn: 'Syrup',
      nameAr: 'شراب النكهة',
      kind: 'single',
      required: false,
      minChoices: 0,
      maxChoices: 1,
      sortOrder: 0,
      options: [
        { nameEn: 'Vanilla', nameAr: 'فانيلا', price: 0, isDefault: true, soldOut: false },
        { nameEn: 'Caramel', nameAr: 'كراميل', price: 2.5, isDefault: false, soldOut: false },
      ],
    });
  });

  it('edits the active options only, keeps their ids, moves, removes and marks sold out', async () => {
    const { save, user } = open(milk);
    expect(screen.queryByDisplayValue('Oat milk')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move Almond milk up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Low-fat' }));
    await user.click(within(row(2)).getByRole('checkbox', { name: 'Sold out' }));
    await user.click(screen.getByRole('button', { name: 'Save Group' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]![0];
    expect(sent.options.map((o) => [o.id, o.nameEn, o.price, o.isDefault, o.soldOut])).toEqual([
      [ID(2), 'Full-cream', 0, true, false],
      [ID(4), 'Almond milk', 2, false, true],
    ]);
  });

  it('says beside the field what is wrong, and does not save', async () => {
    const { save, user } = open(milk);
    await user.selectOptions(screen.getByLabelText('Type'), 'multiple');
    const max = screen.getByLabelText('Maximum choices', { exact: false });
    await user.clear(max);
    await user.type(max, '5');
    await user.click(within(row(2)).getByRole('radio', { name: 'Default' }));
    await user.clear(field(3, 'Extra price'));
    await user.type(field(3, 'Extra price'), '1000.5');
    await user.click(screen.getByRole('button', { name: 'Save Group' }));
    expect(await screen.findByText('The maximum cannot be more than the number of options.')).toBeTruthy();
    expect(screen.getByText("An option's price must be from 0 to 1,000.00.")).toBeTruthy();
    // One radio group: choosing Low-fat as the default took it from Full-cream.
    expect((within(row(1)).getByRole('radio', { name: 'Default' }) as HTMLInputElement).checked).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
