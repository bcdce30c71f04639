import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

/** ISO 3166-1 alpha-2 countries by their English names (i18n-iso-countries), for addresses abroad. */
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

/** Every alpha-2 code with its English name: { IN: 'India', US: 'United States of America', … }. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = countries.getNames('en', { select: 'official' });

/** The English name of an alpha-2 code ('US' → 'United States of America'), or undefined. */
export function countryName(code: string): string | undefined {
  return COUNTRY_NAMES[code.trim().toUpperCase()];
}
