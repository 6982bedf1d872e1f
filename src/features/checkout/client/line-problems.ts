import type { TFunction } from 'i18next';
import { isOneOf } from '@/common/domain';
import type { Locale } from '@/common/locales';
import { lineKey, type CartLine } from '@/features/cart';
import type { Menu } from '@/features/catalog';

/** One refusal detail of the server's 422 (`item_unavailable`, `size_unavailable`, `invalid_options`). */
export interface LineProblemDetail {
  path?: string;
  code?: string;
  groupId?: string;
  optionId?: string;
  message?: string;
}

/** The server's codes for an option of a line, each said by `lineProblems.<code>` naming the option or its group. */
const OPTION_CODES = ['unknown_option', 'option_sold_out', 'option_required', 'option_choices'] as const;
/** The other codes with words of their own; any other code is said as `lineProblems.unavailable`. */
const LINE_CODES = [
  'unknown_product',
  'inactive',
  'sold_out',
  'unknown_size',
  'size_sold_out',
  'invalid_options',
] as const;

/**
 * The server's refusals of cart lines (`lines.N` and `lines.N.options`), said beside each line,
 * keyed by `lineKey`: an option's problem names the option ("Honey is sold out right now") or its
 * group ("Please choose an option for Milk"), from the line itself or today's menu.
 */
export function lineProblems(
  details: LineProblemDetail[],
  lines: CartLine[],
  menu: Menu | undefined,
  locale: Locale,
  t: TFunction<'checkout'>,
): Record<string, string> {
  const name = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);
  const errors: Record<string, string> = {};
  for (const d of details) {
    const index = /^lines\.(\d+)/.exec(d.path ?? '');
    const line = index ? lines[Number(index[1])] : undefined;
    if (!line) continue;
    const key = lineKey(line);
    let text: string;
    if (/\.note$/.test(d.path ?? '')) {
      text = t('lineProblems.note');
    } else if (isOneOf(OPTION_CODES, d.code)) {
      const option = line.options.find((o) => o.id === d.optionId);
      const group = menu?.optionGroups.find((g) => g.id === d.groupId);
      const named = d.code === 'option_required' || d.code === 'option_choices' ? group : option;
      text = named
        ? t(`lineProblems.${d.code}`, { option: option && name(option), group: group && name(group) })
        : t('lineProblems.invalid_options');
    } else {
      text = isOneOf(LINE_CODES, d.code) ? t(`lineProblems.${d.code}`) : t('lineProblems.unavailable');
    }
    // Several problems on one line are said together.
    errors[key] = errors[key] ? `${errors[key]} ${text}` : text;
  }
  return errors;
}

/** Whether a detail is about a cart line (the others are about the form's fields). */
export const isLineDetail = (d: LineProblemDetail) => /^lines\.\d+/.test(d.path ?? '');
