import { describe, expect, it } from 'vitest';
import { allResources } from '@/client/locales/all';
import { PAYMENT_METHODS } from '@/common/domain';
import { METHOD_LABELS } from './dashboard-csv-labels';

describe('the dashboard export', () => {
  it('names payment methods with the orders screen’s words, in both languages', () => {
    for (const lang of ['ar', 'en'] as const) {
      const screen = allResources[lang]['admin-orders'].paymentMethod;
      expect(Object.keys(METHOD_LABELS[lang]).sort(), lang).toEqual([...PAYMENT_METHODS].sort());
      expect(METHOD_LABELS[lang], lang).toEqual(screen);
    }
  });
});
