import { describe, expect, it } from 'vitest';
import type { MenuOptionGroup } from './catalog.schema';
import {
  checkChoices,
  defaultChoices,
  normaliseNote,
  optionsPriceFils,
  productGroupIds,
  withOmittedDefaults,
} from './option-rules';

const option = (id: string, over: Partial<MenuOptionGroup['options'][number]> = {}) => ({
  id,
  nameEn: id,
  nameAr: id,
  priceFils: 0,
  isDefault: false,
  soldOut: false,
  ...over,
});
const sugar: MenuOptionGroup = {
  id: 'sugar',
  nameEn: 'Sugar',
  nameAr: 'السكر',
  kind: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [option('normal', { isDefault: true }), option('less'), option('none')],
};
const addOns: MenuOptionGroup = {
  id: 'add-ons',
  nameEn: 'Add-ons',
  nameAr: 'الإضافات',
  kind: 'multiple',
  required: false,
  minChoices: 0,
  maxChoices: 3,
  options: [
    option('honey', { priceFils: 200 }),
    option('nuts', { priceFils: 300 }),
    option('scoop', { priceFils: 400 }),
    option('fruit', { priceFils: 300, soldOut: true }),
    option('cream', { priceFils: 100 }),
  ],
};
const groups = [sugar, addOns];

describe('drink options', () => {
  it('a product offers its category’s groups, less those it leaves out, plus its own, in the shop’s order', () => {
    const order = ['sugar', 'ice', 'milk', 'add-ons'];
    expect(productGroupIds(['add-ons', 'sugar', 'ice'], [], order)).toEqual(['sugar', 'ice', 'add-ons']);
    expect(
      productGroupIds(
        ['sugar', 'ice'],
        [
          { groupId: 'ice', included: false },
          { groupId: 'milk', included: true },
        ],
        order,
      ),
    ).toEqual(['sugar', 'milk']);
    // An archived group is not in the order: not offered, whatever the links say.
    expect(productGroupIds(['sugar', 'gone'], [], order)).toEqual(['sugar']);
  });

  it('the sheet opens with each group’s default, unless it is sold out', () => {
    expect(defaultChoices(groups)).toEqual(['normal']);
    const soldOutDefault = {
      ...sugar,
      options: [option('normal', { isDefault: true, soldOut: true }), option('less')],
    };
    expect(defaultChoices([soldOutDefault])).toEqual([]);
  });

  it('accepts a valid choice and gives it back in the groups’ order, with the price it adds', () => {
    const r = checkChoices(groups, ['nuts', 'less', 'honey']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.chosen.map((c) => c.option.id)).toEqual(['less', 'honey', 'nuts']);
    expect(optionsPriceFils(r.chosen)).toBe(500);
  });

  it('refuses a required group left empty, naming the group', () => {
    expect(checkChoices(groups, ['honey'])).toEqual({
      ok: false,
      problems: [{ code: 'option_required', groupId: 'sugar' }],
    });
  });

  it('refuses two choices in a one-choice group, and more than a group allows', () => {
    expect(checkChoices(groups, ['normal', 'none'])).toEqual({
      ok: false,
      problems: [{ code: 'option_choices', groupId: 'sugar' }],
    });
    expect(checkChoices(groups, ['normal', 'honey', 'nuts', 'scoop', 'cream'])).toEqual({
      ok: false,
      problems: [{ code: 'option_choices', groupId: 'add-ons' }],
    });
  });

  it('refuses a sold-out option, an option the product does not offer, and the same option twice', () => {
    expect(checkChoices(groups, ['normal', 'fruit'])).toEqual({
      ok: false,
      problems: [{ code: 'option_sold_out', groupId: 'add-ons', optionId: 'fruit' }],
    });
    expect(checkChoices(groups, ['normal', 'almond-milk'])).toEqual({
      ok: false,
      problems: [{ code: 'unknown_option', optionId: 'almond-milk' }],
    });
    expect(checkChoices(groups, ['normal', 'honey', 'honey'])).toMatchObject({
      ok: false,
      problems: [{ code: 'option_choices', optionId: 'honey' }],
    });
  });

  it('a group the line says nothing of takes its default; one without a default stays empty', () => {
    expect(withOmittedDefaults(groups, ['honey'])).toEqual(['honey', 'normal']);
    expect(withOmittedDefaults(groups, ['less'])).toEqual(['less']);
    const noDefault = { ...sugar, options: [option('less'), option('none')] };
    expect(checkChoices([noDefault], withOmittedDefaults([noDefault], []))).toMatchObject({
      ok: false,
      problems: [{ code: 'option_required', groupId: 'sugar' }],
    });
  });

  it('a note is kept tidy, and an empty one is none', () => {
    expect(normaliseNote('  half   the usual ice,\tplease ')).toBe('half the usual ice, please');
    expect(normaliseNote('   ')).toBeNull();
    expect(normaliseNote(undefined)).toBeNull();
  });
});
