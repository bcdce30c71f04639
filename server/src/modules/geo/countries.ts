import { createRequire } from 'node:module';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/max';
import { postcodeValidatorExistsForCountry } from 'postcode-validator';
import { COUNTRY_NAMES } from '../../common/country-names.js';
import { GST_STATES } from '../invoice/gst-states.js';
import type { CountryDto, SubdivisionDto } from './dto/countries.response.dto.js';

/**
 * The countries the shop delivers to: ISO 3166-1 alpha-2 codes with their English names (i18n-iso-countries), their
 * dialling codes (libphonenumber-js), what their postal code is called and whether a format is known for it
 * (postcode-validator), and the states or provinces an address there must name (India: the GST states and union
 * territories; the others from country-region-data, the list the address widgets of many shops use).
 */
const require = createRequire(import.meta.url);

type RegionData = { countryShortCode: string; regions: { name: string; shortCode: string }[] }[];
const REGION_DATA = require('country-region-data/data.json') as RegionData;

export const INDIA = 'IN';

/**
 * Countries whose postal addresses name a state, province or emirate, which a parcel needs: required there and
 * picked from the list. Elsewhere (the United Kingdom's counties, Singapore's districts) it is optional free text.
 */
const SUBDIVISION_COUNTRIES = ['US', 'CA', 'AU', 'AE', 'MY', 'MX', 'BR'] as const;

/** A country and its states are kept in the shape the API answers them in: CountryDto is the one description. */
export type Subdivision = SubdivisionDto;
export type Country = CountryDto;

const POSTAL_LABELS: Readonly<Record<string, string>> = { IN: 'PIN code', US: 'ZIP code', PH: 'ZIP code', GB: 'Postcode', AU: 'Postcode', NZ: 'Postcode', ZA: 'Postcode', IE: 'Eircode' };
const SUBDIVISION_LABELS: Readonly<Record<string, string>> = {
  IN: 'State',
  US: 'State',
  AU: 'State or territory',
  CA: 'Province or territory',
  AE: 'Emirate',
  MY: 'State',
  MX: 'State',
  BR: 'State',
};

function subdivisionsOf(code: string): Subdivision[] {
  if (code === INDIA) {
    return GST_STATES.filter((state) => state.kind === 'state' || state.kind === 'union_territory')
      .map((state) => ({ code: state.code, name: state.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  if (!(SUBDIVISION_COUNTRIES as readonly string[]).includes(code)) return [];
  return REGION_DATA.find((country) => country.countryShortCode === code)?.regions.map((region) => ({ code: region.shortCode, name: region.name })) ?? [];
}

function countryOf(code: string, name: string): Country {
  return {
    code,
    name,
    callingCode: isSupportedCountry(code) ? getCountryCallingCode(code) : null,
    postalCodeLabel: POSTAL_LABELS[code] ?? 'Postal code',
    postalCodeRequired: code === INDIA || postcodeValidatorExistsForCountry(code),
    subdivisionLabel: SUBDIVISION_LABELS[code] ?? 'State or province',
    subdivisions: subdivisionsOf(code),
  };
}

/** India first, then the rest by name. */
export const COUNTRIES: readonly Country[] = Object.entries(COUNTRY_NAMES)
  .map(([code, name]) => countryOf(code, name))
  .sort((a, b) => (a.code === INDIA ? -1 : b.code === INDIA ? 1 : a.name.localeCompare(b.name)));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country of an ISO alpha-2 code, any case ('us'), or undefined. */
export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}
