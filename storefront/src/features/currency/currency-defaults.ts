/**
 * The currency a shopper sees prices in before choosing one (issue 17), from the browser's languages: the first that
 * names a region decides (en-US → USD, de-AT → EUR, en-IN → INR); a region the shop has no currency for, or no
 * region at all, is the rupee's.
 */

// Euro area members (2026), by ISO 3166 region.
const EURO_REGIONS = ['AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];

const BY_REGION: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  AE: 'AED',
  SG: 'SGD',
  CA: 'CAD',
  AU: 'AUD',
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, 'EUR'])),
};

/** The region of a language tag ('en-GB' → 'GB', 'zh-Hant-TW' → 'TW'), or undefined when it names none. */
function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
}

/** The default currency code for these browser languages (navigator.languages, most preferred first). */
export function defaultCurrencyFor(languages: readonly string[]): string {
  for (const tag of languages) {
    const region = regionOf(tag);
    if (region !== undefined) return BY_REGION[region.toUpperCase()] ?? 'INR';
  }
  return 'INR';
}

/** Most languages an Accept-Language header is read for; the rest are ignored. */
const MAX_HEADER_LANGUAGES = 20;

/**
 * The languages of an Accept-Language header ('en-US,en;q=0.9,hi;q=0.8'), most preferred first, as navigator.languages
 * lists them in the browser that sent it: the server draws a page in the currency they imply.
 */
export function languagesOf(header: string): string[] {
  return header
    .split(',')
    .slice(0, MAX_HEADER_LANGUAGES)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
