import { ADDRESS_COOKIE_DAYS } from '../../constants';
import { ADDRESS_FIELDS, INDIA, isValid, validateAddress, type AddressDraft } from '../addresses/address-rules';

/** The cookie that remembers the checkout's shipping address (spec 4). */
export const ADDRESS_COOKIE = 'shippingAddress';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The Set-Cookie line that keeps `address` for 7 days (spec 9), for the whole shop, never sent to other sites. */
export function addressCookie(address: AddressDraft, now: Date): string {
  const seconds = ADDRESS_COOKIE_DAYS * SECONDS_PER_DAY;
  const expires = new Date(now.getTime() + seconds * 1000).toUTCString();
  return `${ADDRESS_COOKIE}=${encodeURIComponent(JSON.stringify(address))}; Max-Age=${seconds}; Expires=${expires}; Path=/; SameSite=Lax`;
}

/** The Set-Cookie line that forgets the address (Change, spec 4). */
export function clearedAddressCookie(): string {
  return `${ADDRESS_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}

/** The address kept in `cookies` (a document.cookie string); null when there is none or it no longer passes the rule. */
export function addressFromCookies(cookies: string): AddressDraft | null {
  const prefix = `${ADDRESS_COOKIE}=`;
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (raw === undefined || raw === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const address = {} as AddressDraft;
  for (const field of ADDRESS_FIELDS) {
    // Kept before addresses went abroad: in India.
    const value = field === 'country' && record[field] === undefined ? INDIA : record[field];
    if (typeof value !== 'string') return null;
    address[field] = value;
  }
  return isValid(validateAddress(address)) ? address : null;
}

/** The saved shipping address of this browser, if any. */
export function readSavedAddress(): AddressDraft | null {
  return addressFromCookies(document.cookie);
}

/** Remember the address for 7 days. */
export function saveAddressCookie(address: AddressDraft): void {
  document.cookie = addressCookie(address, new Date());
}

/** Forget the saved address. */
export function clearAddressCookie(): void {
  document.cookie = clearedAddressCookie();
}
