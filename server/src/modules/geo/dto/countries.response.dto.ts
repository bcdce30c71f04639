/** A state, province or emirate an address can name. */
export class SubdivisionDto {
  /** India: the GST state code ('08'); elsewhere the ISO 3166-2 part ('CA' for California). */
  code: string;
  name: string;
}

/** A country the shop delivers to, with what its address form needs. */
export class CountryDto {
  /** ISO 3166-1 alpha-2: 'IN'. */
  code: string;
  /** English name: 'United States of America'. */
  name: string;
  /** The dialling code without '+': '1'; null where no numbering plan is known. */
  callingCode: string | null;
  /** What the postal code is called there: 'PIN code', 'ZIP code', 'Postcode', 'Postal code'. */
  postalCodeLabel: string;
  /** Whether an address there must have a postal code. */
  postalCodeRequired: boolean;
  /** What the state line is called: 'State', 'Province or territory', 'Emirate', 'State or province'. */
  subdivisionLabel: string;
  /** The states to pick one from (required); empty: the state line is optional free text. */
  subdivisions: SubdivisionDto[];
}

export class CountriesResponseDto {
  /** India first, then by name. */
  countries: CountryDto[];
}

export function toCountryDto(country: CountryDto): CountryDto {
  return { ...country, subdivisions: country.subdivisions.map((item) => ({ code: item.code, name: item.name })) };
}
