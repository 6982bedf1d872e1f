/** The help centre's content types: every text in both languages, written for this shop. */

export interface Bilingual {
  en: string;
  ar: string;
}

export const b = (en: string, ar: string): Bilingual => ({ en, ar });

/** The quick-link buttons; All Topics is "no category". */
export const HELP_CATEGORIES = [
  'getting-started',
  'products',
  'orders',
  'payments',
  'settings',
  'team',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: HelpCategory;
  question: Bilingual;
  answer: Bilingual;
}

export interface GuideSection {
  heading: Bilingual;
  paragraphs?: Bilingual[];
  /** Numbered steps, in order. */
  steps?: Bilingual[];
}

export interface Guide {
  /** Its page: /admin/help/<slug>. */
  slug: string;
  category: HelpCategory;
  title: Bilingual;
  description: Bilingual;
  sections: GuideSection[];
}
