/**
 * A readable name for the browser that signed in ("Chrome on Android"), from its User-Agent.
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome and Firefox on iOS
 * also say "Safari", iPhones say "Mac OS X" and Android says "Linux".
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, names: [RegExp, string][]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string): string {
  const browser = firstMatch(userAgent, browsers);
  const system = firstMatch(userAgent, systems);
  if (browser && system) return `${browser} on ${system}`;
  const known = browser ?? system;
  if (known) return known;
  // A script names itself first ("curl/8.5.0", "PostmanRuntime/7.39"): say that much.
  return /^[\w.-]+/.exec(userAgent)?.[0] ?? 'Unknown device';
}
