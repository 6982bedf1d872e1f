import type { MenuOption, MenuOptionGroup } from './catalog.schema';

/*
 * The rules of drink options, the same in the product's sheet and on the server (which decides):
 * what is chosen when the sheet opens, whether a choice satisfies each group, and what it adds to
 * the price.
 */

/** Why a group's choice is refused. */
export type OptionProblemCode =
  /** An option that is not offered for this product (unknown, archived, or of another group). */
  | 'unknown_option'
  | 'option_sold_out'
  /** A required group with nothing chosen. */
  | 'option_required'
  /** More (or fewer) choices than the group allows. */
  | 'option_choices';

export interface OptionProblem {
  code: OptionProblemCode;
  /** The group concerned (absent for an option no group of the product has). */
  groupId?: string;
  optionId?: string;
}

/** A chosen option with its group, as an order line keeps it. */
export interface ChosenOption {
  group: MenuOptionGroup;
  option: MenuOption;
}

/**
 * The groups a product offers: its category's, less those it leaves out, then those it adds, in
 * the groups' own order (`order`: group ids sorted as the shop sorted them).
 */
export function productGroupIds(
  categoryGroupIds: readonly string[],
  overrides: readonly { groupId: string; included: boolean }[],
  order: readonly string[],
): string[] {
  const ids = new Set(categoryGroupIds);
  for (const o of overrides) {
    if (o.included) ids.add(o.groupId);
    else ids.delete(o.groupId);
  }
  return order.filter((id) => ids.has(id));
}

/** What the sheet starts from: each group's default option, when it can be ordered. */
export function defaultChoices(groups: readonly MenuOptionGroup[]): string[] {
  return groups.flatMap((g) => g.options.filter((o) => o.isDefault && !o.soldOut).map((o) => o.id));
}

/**
 * A line that says nothing of a group takes the group's default (a cart saved before the group
 * existed, an API client that knows no options): "Normal sugar" is what an unsaid sugar means.
 * A group with no default (or a sold-out one) stays unchosen, and a required one is then refused.
 */
export function withOmittedDefaults(
  groups: readonly MenuOptionGroup[],
  chosenIds: readonly string[],
): string[] {
  const wanted = new Set(chosenIds);
  const added = groups.flatMap((g) => (g.options.some((o) => wanted.has(o.id)) ? [] : defaultChoices([g])));
  return [...chosenIds, ...added];
}

/**
 * Checks a choice of options against the product's groups. Each problem names its group, so the
 * sheet says it beside the group and the server names it in its 422. The chosen options come back
 * in the groups' order, whatever order they were sent in (so the same choice is the same line).
 */
export function checkChoices(
  groups: readonly MenuOptionGroup[],
  chosenIds: readonly string[],
): { ok: true; chosen: ChosenOption[] } | { ok: false; problems: OptionProblem[] } {
  const problems: OptionProblem[] = [];
  const wanted = new Set(chosenIds);
  if (wanted.size !== chosenIds.length) {
    // The same option twice is not two honeys: refuse rather than guess.
    const seen = new Set<string>();
    for (const id of chosenIds) {
      if (seen.has(id)) problems.push({ code: 'option_choices', optionId: id });
      seen.add(id);
    }
  }
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  for (const id of wanted) if (!known.has(id)) problems.push({ code: 'unknown_option', optionId: id });

  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picked = group.options.filter((o) => wanted.has(o.id));
    for (const option of picked) {
      if (option.soldOut) problems.push({ code: 'option_sold_out', groupId: group.id, optionId: option.id });
      chosen.push({ group, option });
    }
    if (picked.length === 0 && group.minChoices > 0)
      problems.push({ code: 'option_required', groupId: group.id });
    else if (picked.length < group.minChoices || picked.length > group.maxChoices)
      problems.push({ code: 'option_choices', groupId: group.id });
  }
  return problems.length ? { ok: false, problems } : { ok: true, chosen };
}

/** What the chosen options add to one unit's price, in fils. */
export const optionsPriceFils = (chosen: readonly { option: { priceFils: number } }[]) =>
  chosen.reduce((sum, c) => sum + c.option.priceFils, 0);

/** The longest note a line may carry. */
export const MAX_LINE_NOTE = 140;

/** A note as kept: spaces tidied, empty is none. */
export function normaliseNote(note: string | null | undefined): string | null {
  const tidy = (note ?? '').replace(/\s+/g, ' ').trim();
  return tidy === '' ? null : tidy;
}
