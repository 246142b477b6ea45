// A short name for a session's device from its User-Agent ("Chrome no Android"), for the devices
// list on /my/password. Only the common browsers and systems: anything else shows as unidentified
// (the full text stays available as the row's title).
import { t } from '@lingui/core/macro';

const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return t`${browser} no ${system}`;
  return browser ?? system ?? t`Aparelho não identificado`;
}
