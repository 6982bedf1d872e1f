import 'i18next';
import type { allResources } from '../locales/all';

/*
 * Typed text keys (issue 38): every key a `t()` call can ask for, including keys built from an
 * enumeration's values, is checked by the compiler against the English catalogue (the Arabic one
 * has the same keys: src/client/locales/locales.test.ts). `strictKeyChecks`: a `defaultValue`
 * does not let an unknown key through either.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof allResources)['en'];
    strictKeyChecks: true;
  }
}
