import { describe, expect, it } from 'vitest';
import { allResources } from '@/client/locales/all';
import { EMPLOYEE_CSV_WORDS } from './employees-csv';

describe('the employees export', () => {
  it('names roles and statuses with the employees screen’s words, in both languages', () => {
    for (const lang of ['ar', 'en'] as const) {
      const screen = allResources[lang]['admin-employees'];
      expect(EMPLOYEE_CSV_WORDS[lang].roles, lang).toEqual(screen.roles);
      expect(EMPLOYEE_CSV_WORDS[lang].statuses, lang).toEqual(screen.statuses);
    }
  });
});
