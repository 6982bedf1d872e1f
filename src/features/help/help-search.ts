import { toLatinDigits } from '@/common/text';
import type { Bilingual, FaqEntry, Guide, HelpCategory } from './help-content';

/**
 * Text as search compares it: lower-case; Arabic without diacritics or tatweel, with the alef
 * forms, alef maqsura and taa marbuta folded (people type them either way), digits in Western form.
 */
export function normalize(text: string): string {
  return toLatinDigits(text)
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\u200E\u200F\u2066-\u2069]/g, '');
}

const both = (t: Bilingual) => `${t.en}\n${t.ar}`;

const faqText = (f: FaqEntry) => normalize(`${both(f.question)}\n${both(f.answer)}`);
const guideText = (g: Guide) =>
  normalize(
    [
      g.title,
      g.description,
      ...g.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.steps ?? [])]),
    ]
      .map(both)
      .join('\n'),
  );

/** Every word of the query appears somewhere in the text (in either language). */
const matcher = (query: string) => {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  return (text: string) => words.every((w) => text.includes(w));
};

/** The FAQ entries and guides in `category` (all when null) whose text holds every word of `query`. */
export function searchHelp(
  content: { faq: FaqEntry[]; guides: Guide[] },
  query: string,
  category: HelpCategory | null,
): { faq: FaqEntry[]; guides: Guide[] } {
  const matches = matcher(query);
  const inCategory = (c: HelpCategory) => category === null || c === category;
  return {
    faq: content.faq.filter((f) => inCategory(f.category) && matches(faqText(f))),
    guides: content.guides.filter((g) => inCategory(g.category) && matches(guideText(g))),
  };
}
