/**
 * Names the browser and system of a session from its User-Agent, enough to tell one's devices
 * apart ("Chrome on Android", "Safari on iPhone"). Order matters: Edge and Opera also say
 * "Chrome", Chrome also says "Safari", Android also says "Linux".
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

const first = (ua: string, list: [RegExp, string][]) => list.find(([re]) => re.test(ua))?.[1] ?? null;

export function describeDevice(userAgent: string | null | undefined): DeviceInfo {
  const ua = (userAgent ?? '').slice(0, 512);
  return {
    browser: first(ua, BROWSERS),
    os: first(ua, SYSTEMS),
    mobile: /Mobi|iPhone|Android/.test(ua),
  };
}
