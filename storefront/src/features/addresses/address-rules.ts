import type { components } from '@shop/openapi';

/** A country as the server lists it (GET /api/countries): what its postal code is called, its states. */
export type Country = components['schemas']['CountryDto'];

/**
 * The fields of a shipping address (spec 3: name, address, phone, post, province, city, area) and, since addresses go
 * abroad (issue 17), its country: ISO 3166-1 alpha-2, 'IN' unless the shopper picks another.
 */
export const ADDRESS_FIELDS = ['name', 'address', 'phone', 'post', 'province', 'city', 'area', 'country'] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as typed into a form: every field a string, perhaps empty. */
export type AddressDraft = Record<AddressField, string>;

/** What is wrong with each field that is wrong; an empty object when the address can be saved. */
export type AddressErrors = Partial<Record<AddressField, string>>;

export const INDIA = 'IN';

export const EMPTY_ADDRESS: AddressDraft = { name: '', address: '', phone: '', post: '', province: '', city: '', area: '', country: INDIA };

/** The server's lengths (the addresses table's columns); phone and post have their own patterns. */
const MAX_LENGTH: Record<Exclude<AddressField, 'phone' | 'post' | 'country'>, number> = {
  name: 100,
  address: 300,
  province: 80,
  city: 80,
  area: 120,
};

/** Spec 5 with DECISIONS.md: digits, optionally after a +, 7 to 15 of them (spaces, dashes, dots and brackets dropped). */
const PHONE = /^\+?\d{7,15}$/;

/** India's PIN code: six digits, the first not 0. */
const PIN = /^[1-9]\d{5}$/;

/** A postal code abroad: 3 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit. */
const POST = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** What each field asks for when it is left empty. */
const MISSING: Record<Exclude<AddressField, 'post' | 'province' | 'country'>, string> = {
  name: 'Enter the name of the person receiving the parcel.',
  address: 'Enter the house, street and landmark.',
  phone: 'Enter a phone number.',
  city: 'Enter the city.',
  area: 'Enter the area or locality.',
};

export const PHONE_INVALID = 'Use 7 to 15 digits, optionally starting with +.';
export const PIN_INVALID = 'Enter the 6-digit PIN code, e.g. 302029.';
export const POST_INVALID = 'Use 3 to 10 letters or digits (spaces and dashes allowed inside).';

/** What the postal code is called in `country` ('PIN code' in India, also while the list is loading). */
export function postalCodeLabel(country: Country | undefined, code: string): string {
  return country?.postalCodeLabel ?? (code === INDIA ? 'PIN code' : 'Postal code');
}

/** The address as it is sent: every field trimmed, the phone without the spaces, dashes, dots and brackets people type. */
export function normalizeAddress(draft: AddressDraft): AddressDraft {
  const country = draft.country.trim().toUpperCase() || INDIA;
  const post = draft.post.trim().replace(/\s+/g, ' ');
  return {
    name: draft.name.trim(),
    address: draft.address.trim(),
    phone: draft.phone.replace(/[\s().-]/g, ''),
    // A PIN is six digits however it was spaced ('302 029').
    post: country === INDIA ? post.replace(/ /g, '') : post,
    province: draft.province.trim(),
    city: draft.city.trim(),
    area: draft.area.trim(),
    country,
  };
}

/**
 * Spec 5's address rule, made visible (DECISIONS.md), for the address's country: in India every field filled and a
 * 6-digit PIN; abroad the postal code where the country has one (`country.postalCodeRequired`), the state where it has
 * a list, the area optional. Always a phone of digits, within the server's lengths. `country` is the server's entry
 * for the draft's country, undefined while the list loads (India's rules then hold for India). The server checks the
 * rest: the PIN exists in that state, the postal code's format, the phone's numbering plan.
 */
export function validateAddress(draft: AddressDraft, country?: Country): AddressErrors {
  const address = normalizeAddress(draft);
  const india = address.country === INDIA;
  const errors: AddressErrors = {};
  for (const field of ['name', 'address', 'phone', 'city', 'area'] as const) {
    const value = address[field];
    if (value === '') {
      if (field !== 'area' || india) errors[field] = MISSING[field];
    } else if (field === 'phone') {
      if (!PHONE.test(value)) errors.phone = PHONE_INVALID;
    } else if (value.length > MAX_LENGTH[field]) {
      errors[field] = `Use at most ${MAX_LENGTH[field]} characters.`;
    }
  }

  const label = postalCodeLabel(country, address.country);
  if (address.post === '') {
    if (india || country?.postalCodeRequired === true) errors.post = `Enter the ${label}.`;
  } else if (india ? !PIN.test(address.post) : !POST.test(address.post)) {
    errors.post = india ? PIN_INVALID : POST_INVALID;
  }

  const subdivisions = country?.subdivisions ?? [];
  if (address.province === '') {
    if (india || subdivisions.length > 0) errors.province = `Choose the ${(country?.subdivisionLabel ?? 'state').toLowerCase()}.`;
  } else if (address.province.length > MAX_LENGTH.province) {
    errors.province = `Use at most ${MAX_LENGTH.province} characters.`;
  } else if (subdivisions.length > 0 && !subdivisions.some((item) => item.name === address.province)) {
    errors.province = `Choose the ${(country?.subdivisionLabel ?? 'state').toLowerCase()} from the list.`;
  }
  return errors;
}

/** Whether `errors` lets the address be saved. */
export function isValid(errors: AddressErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The fields of anything address-shaped (a saved address, an order's shippingInfo), for a form; no country: India. */
export function draftOf(address: Omit<AddressDraft, 'country'> & { country?: string }): AddressDraft {
  return {
    ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as AddressDraft),
    country: address.country ?? INDIA,
  };
}

/** A server's refusal ('post', or 'shippingInfo.post' from placing an order) as the form's field errors. */
export function addressErrorsOf(fields: readonly { field: string; messages: readonly string[] }[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const { field, messages } of fields) {
    const name = field.split('.').at(-1);
    if ((ADDRESS_FIELDS as readonly string[]).includes(name ?? '') && messages.length > 0) errors[name as AddressField] = messages.join(' ');
  }
  return errors;
}

/** The English name of a country code, as the browser knows it: 'US' → 'United States'. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The city, state and postal code line: 'Jaipur, Rajasthan 302029', 'London SW1A 2AA' (no empty parts). */
export function placeLine(address: Pick<AddressDraft, 'city' | 'province' | 'post'>): string {
  const region = [address.province, address.post].filter((part) => part !== '').join(' ');
  return [address.city, region].filter((part) => part !== '').join(', ');
}

/** An address on one line, as the shipping step's 'Ship to' reads it: '14 Mahaveer Marg, Sanganer, Jaipur, Rajasthan 302029, India'. */
export function addressOneLine(address: Omit<AddressDraft, 'country'> & { country?: string }): string {
  return [address.address, address.area, placeLine(address), countryName(address.country ?? INDIA)].filter((part) => part !== '').join(', ');
}
