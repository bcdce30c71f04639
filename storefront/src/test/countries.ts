import type { Country } from '../features/addresses/address-rules';

/** Countries as GET /api/countries answers them, each with a couple of its subdivisions. */
export const INDIA: Country = {
  code: 'IN',
  name: 'India',
  callingCode: '91',
  postalCodeLabel: 'PIN code',
  postalCodeRequired: true,
  subdivisionLabel: 'State',
  subdivisions: [
    { code: '24', name: 'Gujarat' },
    { code: '08', name: 'Rajasthan' },
  ],
};

export const US: Country = {
  code: 'US',
  name: 'United States of America',
  callingCode: '1',
  postalCodeLabel: 'ZIP code',
  postalCodeRequired: true,
  subdivisionLabel: 'State',
  subdivisions: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
  ],
};

/** A country without a list of subdivisions: the province is free text. */
export const UK: Country = { code: 'GB', name: 'United Kingdom', callingCode: '44', postalCodeLabel: 'Postcode', postalCodeRequired: true, subdivisionLabel: 'State or province', subdivisions: [] };

/** A country whose postal code may be left out. */
export const UAE: Country = {
  code: 'AE',
  name: 'United Arab Emirates',
  callingCode: '971',
  postalCodeLabel: 'Postal code',
  postalCodeRequired: false,
  subdivisionLabel: 'Emirate',
  subdivisions: [
    { code: 'DU', name: 'Dubai' },
    { code: 'AZ', name: 'Abu Dhabi' },
  ],
};
