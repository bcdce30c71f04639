import type { Country } from '../features/addresses/address-rules';

/**
 * A country as GET /api/countries answers it, with a couple of its subdivisions (code, name): a postal code it requires
 * and States, unless `overrides` say otherwise.
 */
function makeCountry(overrides: Pick<Country, 'code' | 'name' | 'callingCode' | 'postalCodeLabel'> & Partial<Country>, subdivisions: [string, string][] = []): Country {
  return {
    postalCodeRequired: true,
    subdivisionLabel: 'State',
    subdivisions: subdivisions.map(([code, name]) => ({ code, name })),
    ...overrides,
  };
}

export const INDIA = makeCountry({ code: 'IN', name: 'India', callingCode: '91', postalCodeLabel: 'PIN code' }, [
  ['24', 'Gujarat'],
  ['08', 'Rajasthan'],
]);

export const US = makeCountry({ code: 'US', name: 'United States of America', callingCode: '1', postalCodeLabel: 'ZIP code' }, [
  ['CA', 'California'],
  ['NY', 'New York'],
]);

/** A country without a list of subdivisions: the province is free text. */
export const UK = makeCountry({ code: 'GB', name: 'United Kingdom', callingCode: '44', postalCodeLabel: 'Postcode', subdivisionLabel: 'State or province' });

/** A country whose postal code may be left out. */
export const UAE = makeCountry({ code: 'AE', name: 'United Arab Emirates', callingCode: '971', postalCodeLabel: 'Postal code', postalCodeRequired: false, subdivisionLabel: 'Emirate' }, [
  ['DU', 'Dubai'],
  ['AZ', 'Abu Dhabi'],
]);
