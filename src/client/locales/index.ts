import arCommon from './ar/common.json';
import arHome from './ar/home.json';
import arMenu from './ar/menu.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enMenu from './en/menu.json';

/**
 * The texts in the main bundle: the shared ones and the two pages nearly every visit opens.
 * Every other page brings its own namespace with it (see ./bundles), so its texts load with
 * its code.
 */
export const resources = {
  en: { common: enCommon, home: enHome, menu: enMenu },
  ar: { common: arCommon, home: arHome, menu: arMenu },
} as const;
