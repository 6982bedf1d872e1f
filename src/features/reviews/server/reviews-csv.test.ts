import { describe, expect, it } from 'vitest';
import { allResources } from '@/client/locales/all';
import { REVIEW_CSV_STATUSES } from './reviews-csv';

describe('the reviews export', () => {
  it('names statuses with the reviews screen’s words, in both languages', () => {
    for (const lang of ['ar', 'en'] as const)
      expect(REVIEW_CSV_STATUSES[lang], lang).toEqual(allResources[lang]['admin-reviews'].status);
  });
});
