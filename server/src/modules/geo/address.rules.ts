import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { stateByName } from '../invoice/gst-states.js';
import { type Country, countryByCode, INDIA } from './countries.js';
import { lookupPin, normalisePin } from './pincodes.js';

/**
 * The rules of a delivery address beyond the shape the DTO checks, for the address book and for placing an order:
 * a country the shop knows (none means India, as before addresses went abroad), a postal code of that country's
 * format — in India a PIN India Post has, lying in the address's state —, the state picked from the country's list
 * where it has one, and a phone number valid there (or with another country code), stored in E.164.
 */
export type AddressFields = { country?: string; phone: string; post: string; province: string; city: string; area: string };

export type AddressProblem = { field: string; message: string };

export type CheckedAddress<T extends AddressFields> = T & { country: string };

/** Upper case, spaces collapsed: 'sw1a 1aa' → 'SW1A 1AA'. */
function tidyPostcode(post: string): string {
  return post.trim().replace(/\s+/g, ' ').toUpperCase();
}

function checkIndian(fields: AddressFields, problems: AddressProblem[]): Pick<AddressFields, 'post' | 'province'> {
  const state = fields.province === '' ? undefined : stateByName(fields.province);
  const isState = state?.kind === 'state' || state?.kind === 'union_territory';
  if (!isState) {
    problems.push({
      field: 'province',
      message: fields.province === '' ? 'province is required: the state or union territory, e.g. Rajasthan' : `province "${fields.province}" is not a state or union territory of India`,
    });
  }
  if (fields.area === '') problems.push({ field: 'area', message: 'area is required, at most 120 characters' });
  const pin = normalisePin(fields.post);
  if (pin === undefined) {
    problems.push({ field: 'post', message: `post must be a 6-digit PIN code, e.g. 302029 (got "${fields.post}")` });
    return { post: fields.post, province: state?.name ?? fields.province };
  }
  const place = lookupPin(pin);
  if (!place) problems.push({ field: 'post', message: `No PIN code ${pin} in India` });
  else if (isState && place.stateCode !== state.code) problems.push({ field: 'post', message: `PIN ${pin} is in ${place.state}, not ${state.name}` });
  return { post: pin, province: isState ? state.name : fields.province };
}

function checkAbroad(country: Country, fields: AddressFields, problems: AddressProblem[]): Pick<AddressFields, 'post' | 'province'> {
  const post = tidyPostcode(fields.post);
  if (post === '') {
    if (country.postalCodeRequired) problems.push({ field: 'post', message: `post is required: the ${country.postalCodeLabel} in ${country.name}` });
  } else if (postcodeValidatorExistsForCountry(country.code) && !postcodeValidator(post, country.code)) {
    problems.push({ field: 'post', message: `post "${fields.post}" is not a ${country.postalCodeLabel} of ${country.name}` });
  }
  if (!country.subdivisions.length) return { post, province: fields.province };
  const wanted = fields.province.toLowerCase();
  const subdivision = country.subdivisions.find((item) => item.name.toLowerCase() === wanted || item.code.toLowerCase() === wanted);
  if (!subdivision) {
    const example = country.subdivisions[0].name;
    problems.push({
      field: 'province',
      message:
        fields.province === ''
          ? `province is required in ${country.name}: the ${country.subdivisionLabel.toLowerCase()}, e.g. ${example}`
          : `province "${fields.province}" is not a ${country.subdivisionLabel.toLowerCase()} of ${country.name}`,
    });
  }
  return { post, province: subdivision?.name ?? fields.province };
}

function checkPhone(country: Country, phone: string, problems: AddressProblem[]): string {
  const parsed = parsePhoneNumberFromString(phone, country.callingCode === null ? undefined : (country.code as CountryCode));
  if (parsed?.isValid()) return parsed.number;
  const prefix = country.callingCode === null ? '' : ` (+${country.callingCode} for ${country.name})`;
  problems.push({ field: 'phone', message: `phone "${phone}" is not a valid phone number: give it with its country code${prefix}` });
  return phone;
}

/**
 * The address as it is kept (country set, PIN and postcode tidied, the state's name as the list spells it, the phone
 * in E.164) and what is wrong with it, each problem naming its field.
 */
export function checkAddress<T extends AddressFields>(fields: T): { address: CheckedAddress<T>; problems: AddressProblem[] } {
  const problems: AddressProblem[] = [];
  const code = (fields.country ?? INDIA).trim().toUpperCase();
  const country = countryByCode(code);
  if (!country) {
    problems.push({ field: 'country', message: `country must be an ISO 3166-1 alpha-2 code such as IN, US or GB (got "${fields.country}")` });
    return { address: { ...fields, country: code }, problems };
  }
  const place = country.code === INDIA ? checkIndian(fields, problems) : checkAbroad(country, fields, problems);
  const phone = checkPhone(country, fields.phone, problems);
  return { address: { ...fields, ...place, phone, country: country.code }, problems };
}
