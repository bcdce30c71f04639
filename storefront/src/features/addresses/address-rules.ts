/** The seven fields of a shipping address (spec 3: name, address, phone, post, province, city, area). */
export const ADDRESS_FIELDS = ['name', 'address', 'phone', 'post', 'province', 'city', 'area'] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as typed into a form: every field a string, perhaps empty. */
export type AddressDraft = Record<AddressField, string>;

/** What is wrong with each field that is wrong; an empty object when the address can be saved. */
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressDraft = { name: '', address: '', phone: '', post: '', province: '', city: '', area: '' };

/** The server's lengths (the addresses table's columns); phone and post have their own patterns. */
const MAX_LENGTH: Record<Exclude<AddressField, 'phone' | 'post'>, number> = {
  name: 100,
  address: 300,
  province: 80,
  city: 80,
  area: 120,
};

/** Spec 5 with DECISIONS.md: digits, optionally after a +, 7 to 15 of them. */
const PHONE = /^\+?\d{7,15}$/;

/** A PIN or postal code: 3 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit. */
const POST = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** What each field asks for when it is left empty. */
const MISSING: Record<AddressField, string> = {
  name: 'Enter the name of the person receiving the parcel.',
  address: 'Enter the house, street and landmark.',
  phone: 'Enter a phone number.',
  post: 'Enter the PIN code.',
  province: 'Enter the state or province.',
  city: 'Enter the city.',
  area: 'Enter the area or locality.',
};

export const PHONE_INVALID = 'Use 7 to 15 digits, optionally starting with +.';
export const POST_INVALID = 'Use 3 to 10 letters or digits (spaces and dashes allowed inside).';

/** The address as it is sent: every field trimmed, the phone without the spaces and dashes people type in numbers. */
export function normalizeAddress(draft: AddressDraft): AddressDraft {
  return {
    name: draft.name.trim(),
    address: draft.address.trim(),
    phone: draft.phone.replace(/[\s-]/g, ''),
    post: draft.post.trim(),
    province: draft.province.trim(),
    city: draft.city.trim(),
    area: draft.area.trim(),
  };
}

/**
 * Spec 5's address rule, made visible (DECISIONS.md): all seven fields filled, a phone of digits and a real postal
 * code, within the server's lengths. The same rule serves checkout, the payment step and the address book.
 */
export function validateAddress(draft: AddressDraft): AddressErrors {
  const address = normalizeAddress(draft);
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (value === '') {
      errors[field] = MISSING[field];
    } else if (field === 'phone') {
      if (!PHONE.test(value)) errors.phone = PHONE_INVALID;
    } else if (field === 'post') {
      if (!POST.test(value)) errors.post = POST_INVALID;
    } else if (value.length > MAX_LENGTH[field]) {
      errors[field] = `Use at most ${MAX_LENGTH[field]} characters.`;
    }
  }
  return errors;
}

/** Whether `errors` lets the address be saved. */
export function isValid(errors: AddressErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The seven fields of anything address-shaped (a saved address, an order's shippingInfo), for a form. */
export function draftOf(address: AddressDraft): AddressDraft {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as AddressDraft;
}

/** An address on one line, as the shipping step's 'Ship to' reads it: '14 Mahaveer Marg, Sanganer, Jaipur, Rajasthan 302029, India'. */
export function addressOneLine(address: AddressDraft): string {
  return `${address.address}, ${address.area}, ${address.city}, ${address.province} ${address.post}, India`;
}
